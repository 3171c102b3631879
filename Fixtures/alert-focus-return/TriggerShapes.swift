import SwiftUI

/// Triggers written in shapes beyond a plain Button: a Menu's primary action, and an async action
/// that shows the alert before it awaits.
struct NotebookToolbar: View {
    @State private var showNewNote = false
    @State private var showProgress = false
    @State private var showDone = false

    var body: some View {
        VStack {
            // flagged: the Menu's primary action shows the alert
            Menu("New", systemImage: "plus") {
                Button("Folder") { createFolder() }
            } primaryAction: {
                showNewNote = true
            }
            .alert("Create a note?", isPresented: $showNewNote) {  // expect: alert-focus-return
                Button("Create") { createNote() }
                Button("Cancel", role: .cancel) {}
            }

            // flagged: start() shows the alert before its first await
            Button("Import") { Task { await start() } }
                .alert("Importing notes", isPresented: $showProgress) {  // expect: alert-focus-return
                    Button("Stop", role: .cancel) { stopImport() }
                }

            // clean: finish() shows the alert after an await: an event, not the button
            Button("Sync") { Task { await finish() } }
                .alert("Sync complete", isPresented: $showDone) {
                    Button("OK") {}
                }

        }
    }

    private func start() async {
        showProgress = true
        await importNotes()
    }

    private func finish() async {
        await syncNotes()
        showDone = true
    }
}
