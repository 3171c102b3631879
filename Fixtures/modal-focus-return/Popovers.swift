import SwiftUI

/// A reading list's toolbar: popovers for filters, sorting and a tag's details.
struct ReadingListToolbar: View {
    @Binding var tags: [Tag]
    @State private var showFilters = false
    @State private var showSort = false
    @State private var showLegend = false
    @State private var inspectedTag: Tag?
    @State private var searchText = ""
    @AccessibilityFocusState private var isSortFocused: Bool
    @AccessibilityFocusState private var isLegendFocused: Bool

    var body: some View {
        HStack {
            // Nothing gives focus back to the button when the popover closes.
            Button("Filters") { showFilters = true }
                .popover(isPresented: $showFilters) {  // expect: modal-focus-return
                    FilterList()
                        .presentationCompactAdaptation(.popover)
                }

            // Bound, and the handler on the popover's state sets the focus back as it closes.
            Button("Sort") { showSort.toggle() }
                .accessibilityFocused($isSortFocused)
                .popover(isPresented: $showSort, arrowEdge: .bottom) {
                    SortOptions()
                        .presentationCompactAdaptation(.popover)
                }
                .onChange(of: showSort) {
                    if !showSort { isSortFocused = true }
                }

            // Bound, but the handler on the popover's state forgets the focus.
            Button("Legend") { showLegend = true }
                .accessibilityFocused($isLegendFocused)
                .popover(isPresented: $showLegend) {  // expect: modal-focus-return
                    LegendView()
                        .presentationCompactAdaptation(.none)
                }
                .onChange(of: showLegend) { _, isShown in
                    if !isShown { searchText = "" }
                }

            ForEach(tags) { tag in
                // One Boolean cannot say which tag's button focus goes back to.
                Button(tag.name) { inspectedTag = tag }
            }
        }
        .popover(item: $inspectedTag) { tag in  // expect: modal-focus-return
            TagDetails(tag: tag)
                .presentationCompactAdaptation(.popover)
        }
        .onChange(of: searchText) { _, text in
            print(text)
        }
    }
}

/// A popover raised by an event, not by a control of the type: nothing to return to.
struct SyncStatusBadge: View {
    @ObservedObject var sync: SyncMonitor

    var body: some View {
        Image(systemName: "arrow.triangle.2.circlepath")
            .popover(isPresented: $sync.hasConflict) {
                ConflictSummary()
                    .presentationCompactAdaptation(.popover)
            }
    }
}
