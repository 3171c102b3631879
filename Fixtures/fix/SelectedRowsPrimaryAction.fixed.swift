// Covers a dialog that a list's selected rows open by their primary action (a double click or
// Return: `.contextMenu(forSelectionType:) { … } primaryAction: { … }`). Focus cannot name those
// rows, so a sheet they open as well as an Edit button is not fixed, while one the Add button
// alone opens is.
import SwiftUI

struct SavedSearch: Identifiable {
    let id: String
    var query: String
}

struct SavedSearchesView: View {
    @State private var searches: [SavedSearch] = []
    @State private var selection: Set<String> = []
    @State private var editing: SavedSearch?
    @State private var isAdding = false
    @AccessibilityFocusState private var isAddFocused: Bool

    var body: some View {
        VStack {
            List(selection: $selection) {
                ForEach(searches) { search in
                    Text(search.query)
                }
            }
            .contextMenu(forSelectionType: String.self) { ids in
                Button("Remove") { searches.removeAll { ids.contains($0.id) } }
            } primaryAction: { ids in
                editing = searches.first { ids.contains($0.id) }
            }
            HStack {
                Button("Add") { isAdding = true }
                    .accessibilityFocused($isAddFocused)
                Button("Edit…") { editing = searches.first { selection.contains($0.id) } }
            }
        }
        .sheet(item: $editing) { search in
            SearchEditor(query: search.query)
        }
        .sheet(isPresented: $isAdding, onDismiss: { isAddFocused = true }) {
            SearchEditor(query: "")
        }
    }
}

struct SearchEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State var query: String

    var body: some View {
        NavigationStack {
            Form {
                TextField("Query", text: $query)
            }
            .navigationTitle("Search")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}
