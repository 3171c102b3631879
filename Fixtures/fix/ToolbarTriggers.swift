// Covers the case names of a dialog opened from two controls, one of which has no label to name it
// by: the toolbar's "+" (an image with a tooltip) becomes `.toolbar`, not `.button`; the footer's
// "New Note" is named by its label.
import SwiftUI

struct NoteListScreen: View {
    @State private var notes: [String] = []
    @State private var showNoteCreation = false

    var body: some View {
        NavigationStack {
            VStack {
                List(notes, id: \.self) { note in
                    Text(note)
                }
                Button("New Note") {
                    showNoteCreation = true
                }
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showNoteCreation.toggle()
                    } label: {
                        Image(systemName: "plus")
                            .help("Create a note")
                    }
                }
            }
        }
        .sheet(isPresented: $showNoteCreation) {
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
