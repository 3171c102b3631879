// Covers what a dialog's action takes away, and names made from snake_case state:
// - a row's "Delete" that removes from the rows' own array (`bookmarks.removeAll { … }`) takes the
//   row away even with no destructive role: only "Cancel" sends focus back to it;
// - a destructive "Clear" that empties the history bound by `if let history = store.history`
//   works on a local copy and leaves the trigger on screen, and saving through the condition's
//   source (`store.save()`) removes nothing: "Clear" sends focus back too;
// - a sheet shown by `show_zap_types` names its focus state after `zap_types`.
import SwiftUI

struct Bookmark: Identifiable {
    let id: Int
    var name: String
}

final class History {
    var entries: [String] = []
    func clear() { entries.removeAll() }
}

final class HistoryStore {
    var history: History? = History()
    func save() {}
}

struct BookmarksView: View {
    @State private var bookmarks: [Bookmark] = []
    @State private var pending: Bookmark?
    @State private var confirmDelete = false
    @AccessibilityFocusState private var focusedDeleteButton: Bookmark.ID?
    @State private var deleteButtonToFocus: Bookmark.ID?
    @State private var confirmClear = false
    @AccessibilityFocusState private var isClearHistoryFocused: Bool
    @State private var show_zap_types = false
    @AccessibilityFocusState private var isZapTypesButtonFocused: Bool
    private let store = HistoryStore()

    var body: some View {
        List {
            ForEach(bookmarks) { bookmark in
                HStack {
                    Text(bookmark.name)
                    Button("Delete") {
                        pending = bookmark
                        confirmDelete = true
                        deleteButtonToFocus = bookmark.id
                    }
                    .accessibilityFocused($focusedDeleteButton, equals: bookmark.id)
                }
            }
            if let history = store.history {
                Button("Clear History", role: .destructive) {
                    confirmClear = true
                }
                .accessibilityFocused($isClearHistoryFocused)
                .confirmationDialog("Clear the history?", isPresented: $confirmClear) {
                    Button("Clear", role: .destructive) {
                        history.clear()
                        store.save()
                    }
                    Button("Cancel", role: .cancel) { isClearHistoryFocused = true }
                }
            }
            Button {
                show_zap_types = true
            } label: {
                Image(systemName: "bolt")
            }
            .accessibilityFocused($isZapTypesButtonFocused)
        }
        .alert("Delete the bookmark?", isPresented: $confirmDelete) {
            Button("Delete", role: .destructive) {
                bookmarks.removeAll { $0.id == pending?.id }
            }
            Button("Cancel", role: .cancel) { focusedDeleteButton = deleteButtonToFocus }
        }
        .sheet(isPresented: $show_zap_types, onDismiss: { isZapTypesButtonFocused = true }) {
            NavigationStack {
                ScrollView {
                    Text("Zap types")
                }
                .navigationTitle("Zaps")
                .toolbar {
                    Button("Done") { show_zap_types = false }
                }
            }
        }
    }
}
