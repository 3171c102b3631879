// Covers onDismiss given as a closure the view was handed (`let onFiltersDismissed: (() -> Void)?`,
// `let onClose: () -> Void`): the fix calls it first in a closure, through `?` when it is optional.
import SwiftUI

struct FilterHeader: View {
    let onFiltersDismissed: (() -> Void)?
    let onClose: () -> Void
    @State private var showingFilters = false
    @State private var showingSort = false

    var body: some View {
        HStack {
            Button("Filters") { showingFilters = true }
                .sheet(isPresented: $showingFilters, onDismiss: onFiltersDismissed) {
                    FilterList()
                }
            Button("Sort") { showingSort = true }
                .sheet(isPresented: $showingSort, onDismiss: self.onClose) {
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
