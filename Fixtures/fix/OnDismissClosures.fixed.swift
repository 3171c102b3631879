// Covers onDismiss given as a closure the view was handed (`let onFiltersDismissed: (() -> Void)?`,
// `let onClose: () -> Void`): the fix calls it first in a closure, through `?` when it is optional.
import SwiftUI

struct FilterHeader: View {
    let onFiltersDismissed: (() -> Void)?
    let onClose: () -> Void
    @State private var showingFilters = false
    @AccessibilityFocusState private var isFiltersFocused: Bool
    @State private var showingSort = false
    @AccessibilityFocusState private var isSortFocused: Bool

    var body: some View {
        HStack {
            Button("Filters") { showingFilters = true }
                .accessibilityFocused($isFiltersFocused)
                .sheet(isPresented: $showingFilters, onDismiss: {
                    onFiltersDismissed?()
                    isFiltersFocused = true
                }) {
                    FilterList()
                }
            Button("Sort") { showingSort = true }
                .accessibilityFocused($isSortFocused)
                .sheet(isPresented: $showingSort, onDismiss: {
                    self.onClose()
                    isSortFocused = true
                }) {
                    FilterList()
                }
        }
    }
}

struct FilterList: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List { Text("Genre") }
                .navigationTitle("Filters")
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}
