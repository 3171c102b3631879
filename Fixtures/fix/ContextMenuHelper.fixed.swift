import SwiftUI

/// A row's context menu filled by a helper of the screen (`menuItems(_:)`): its "Rename" item is
/// gone with the menu, so --fix binds no focus to it, and does not follow the helper to the row
/// either. The toolbar's "Add" button stays on screen and is fixed.
struct Note: Identifiable {
    let id: Int
    var title: String
}

struct NotesScreen: View {
    @State private var notes = [Note(id: 1, title: "Groceries")]
    @State private var noteToRename: Note?
    @State private var showAdd = false
    @AccessibilityFocusState private var isAddFocused: Bool

    var body: some View {
        List {
            ForEach(notes) { note in
                Text(note.title)
                    .contextMenu {
                        menuItems(note)
                    }
            }
        }
        .toolbar {
            Button("Add") { showAdd = true }
                .accessibilityFocused($isAddFocused)
        }
        .sheet(item: $noteToRename) { note in
            Text("Rename \(note.title)")
        }
        .sheet(isPresented: $showAdd, onDismiss: { isAddFocused = true }) {
            Text("New note")
        }
    }

    func menuItems(_ note: Note) -> some View {
        VStack {
            Button("Rename") { noteToRename = note }
        }
    }
}
