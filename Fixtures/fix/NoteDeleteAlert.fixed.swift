// Covers the plain case (indented with 4 spaces): a Button in a note's detail view presents a
// modern alert with two actions written as multi-line closures. --fix adds one
// @AccessibilityFocusState to NoteDetailView, binds it to the "Delete Note" button, and resets it
// as the last statement of both actions.
import SwiftUI

struct Note: Identifiable {
    let id: UUID
    var title: String
    var body: String
}

final class NoteStore {
    var notes: [Note] = []

    func delete(_ note: Note) {
        notes.removeAll { $0.id == note.id }
    }
}

struct NoteDetailView: View {
    let note: Note
    let store: NoteStore
    @State private var isConfirmingDelete = false
    @AccessibilityFocusState private var isDeleteNoteFocused: Bool
    @State private var statusMessage = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(note.title)
                .font(.title)
            Text(note.body)
            Text(statusMessage)
                .foregroundColor(.secondary)

            Button("Delete Note") {
                isConfirmingDelete = true
            }
            .accessibilityFocused($isDeleteNoteFocused)
        }
        .padding()
        .alert("Delete \u{201C}\(note.title)\u{201D}?", isPresented: $isConfirmingDelete) {
            Button("Delete", role: .destructive) {
                store.delete(note)
                statusMessage = "Deleted"
            }
            Button("Keep Note", role: .cancel) {
                statusMessage = ""
                isDeleteNoteFocused = true
            }
        } message: {
            Text("This note will be removed from all your devices.")
        }
    }
}
