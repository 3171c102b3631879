import SwiftUI

struct Tag: Identifiable {
    let id: Int
    var name: String
}

/// A search bar whose filters and tag details open in popovers.
struct SearchBar: View {
    @Binding var query: String
    let featured: Tag
    @State private var showFilters = false
    @AccessibilityFocusState private var isFiltersFocused: Bool
    @State private var inspectedTag: Tag?
    @AccessibilityFocusState private var isInspectedTagButtonFocused: Bool

    var body: some View {
        HStack {
            TextField("Search", text: $query)
                .onChange(of: query) { oldValue, newValue in
                    print(oldValue, newValue)
                }
            Button("Filters") { showFilters.toggle() }
                .accessibilityFocused($isFiltersFocused)
                .popover(isPresented: $showFilters, arrowEdge: .bottom) {
                    Text("Unread only")
                        .presentationCompactAdaptation(.popover)
                }
                .onChange(of: showFilters) {
                    if !showFilters { isFiltersFocused = true }
                }
            Button(featured.name) { inspectedTag = featured }
                .accessibilityFocused($isInspectedTagButtonFocused)
                .popover(item: $inspectedTag) { tag in Text(tag.name).presentationCompactAdaptation(.popover) }
                .onChange(of: inspectedTag == nil) {
                    if inspectedTag == nil { isInspectedTagButtonFocused = true }
                }
        }
    }
}
