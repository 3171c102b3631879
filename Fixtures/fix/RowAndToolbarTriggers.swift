// Covers a dialog opened from places of different kinds: a toolbar button and each row's swipe
// action, or a row's button and that row's context menu. One focus state of an enum says which
// opened it, and a place in a row carries the row's identifier (`case row(Note.ID)`): focus goes
// back to that very row, or to the toolbar button.
import SwiftUI

struct Note: Identifiable {
    let id: UUID
    var title: String
}

struct NotesListView: View {
    @State private var notes: [Note] = []
    @State private var selection: Set<Note.ID> = []
    @State private var confirmDelete = false
    @State private var renaming: Note?

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes) { note in
                    HStack {
                        Text(note.title)
                        Spacer()
                        Button("Rename") {
                            renaming = note
                        }
                    }
                    .swipeActions {
                        Button("Delete", role: .destructive) {
                            selection = [note.id]
                            confirmDelete = true
                        }
                    }
                    .contextMenu {
                        Button("Rename Note") {
                            renaming = note
                        }
                    }
                }
            }
            .toolbar {
                Button("Delete Selected") {
                    confirmDelete = true
                }
            }
            .confirmationDialog("Delete the selected notes?", isPresented: $confirmDelete) {
                Button("Delete", role: .destructive) {
                    notes.removeAll { selection.contains($0.id) }
                }
                Button("Cancel", role: .cancel) {}
            }
            .sheet(item: $renaming) { note in
                NavigationStack {
                    ScrollView {
                        Text(note.title)
                    }
                    .navigationTitle("Rename")
                    .toolbar {
                        Button("Done") { renaming = nil }
                    }
                }
            }
        }
    }
}
