// Covers one binding shown as a popover on macOS and as a sheet elsewhere, each opened by a button
// of its own platform: the macOS button is built in `#if os(macOS)`, the other by a helper member
// declared for every platform but shown only in `#if !os(macOS)`. The sheet returns focus to its
// own platform's button alone, through a plain focus state, and never names the Mac's button; the
// Mac's popover gets no fix, as it also closes when the user moves to another control.
import SwiftUI

struct SearchScreen: View {
    @State private var showFilters = false
    @State private var query = ""
    @AccessibilityFocusState private var isFilterResultsFocused: Bool

    var body: some View {
        VStack {
            #if !os(macOS)
            filtersStrip
            #endif
            TextField("Search", text: $query)
        }
        .onChange(of: query) { _, _ in
            showFilters = false
        }
        #if os(macOS)
        .toolbar {
            filtersToolbarButton
        }
        #else
        .sheet(isPresented: $showFilters, onDismiss: { isFilterResultsFocused = true }) {
            Text("Filters")
        }
        #endif
    }

    #if os(macOS)
    private var filtersToolbarButton: some View {
        Button("Filters") {
            showFilters = true
        }
        .popover(isPresented: $showFilters) {
            Text("Filters")
        }
    }
    #endif

    private var filtersStrip: some View {
        HStack {
            Button("Filter Results") {
                showFilters = true
            }
            .accessibilityFocused($isFilterResultsFocused)
        }
    }
}
