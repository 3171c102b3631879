// Covers the case names of a dialog opened from two controls, one of which has no label to name it
// by: the toolbar's "+" (an image with a tooltip) becomes `.toolbar`, not `.button`; the footer's
// "New Note" is named by its label.
import SwiftUI

struct NoteListScreen: View {
    private enum NoteCreationTrigger { case newNote, toolbar }
    @State private var notes: [String] = []
    @State private var showNoteCreation = false
    @AccessibilityFocusState private var focusedNoteCreationTrigger: NoteCreationTrigger?
    @State private var noteCreationTrigger: NoteCreationTrigger?

    var body: some View {
        NavigationStack {
            VStack {
                List(notes, id: \.self) { note in
                    Text(note)
                }
                Button("New Note") {
                    showNoteCreation = true
                    noteCreationTrigger = .newNote
                }
                .accessibilityFocused($focusedNoteCreationTrigger, equals: .newNote)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showNoteCreation.toggle()
                        noteCreationTrigger = .toolbar
                    } label: {
                        Image(systemName: "plus")
                            .help("Create a note")
                    }
                    .accessibilityFocused($focusedNoteCreationTrigger, equals: .toolbar)
                }
            }
        }
        .sheet(isPresented: $showNoteCreation, onDismiss: { focusedNoteCreationTrigger = noteCreationTrigger }) {
            NavigationStack {
                Form {
                    Text("New note")
                }
                .navigationTitle("New Note")
                .toolbar {
                    Button("Done") { showNoteCreation = false }
                }
            }
        }
    }
}
