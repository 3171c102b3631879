import Combine
import SwiftUI

// This screen was written for iOS 14 and still uses the value-based Alert API in places.

struct Note: Identifiable, Equatable {
    let id: UUID
    var title: String
    var body: String
    var isLocked: Bool
    var folder: String
}

enum NoteAlert: Identifiable {
    case deleteNote(Note)
    case lockedNote(Note)
    case syncConflict(local: Note, remote: Note)

    var id: String {
        switch self {
        case .deleteNote(let note): "delete-\(note.id)"
        case .lockedNote(let note): "locked-\(note.id)"
        case .syncConflict(let local, _): "conflict-\(local.id)"
        }
    }
}

final class NotesViewModel: ObservableObject {
    @Published var notes: [Note] = []
    @Published var activeAlert: NoteAlert?
    @Published var showSaveFailed = false
    @Published var showEmptyTrash = false
    @Published var showRenameFolder = false

    func delete(_ note: Note) {}
    func keepLocal(_ note: Note) {}
    func keepRemote(_ note: Note) {}
    func emptyTrash() {}
}

struct LegacyNotesView: View {
    @ObservedObject var viewModel: NotesViewModel
    @State private var folderName = ""

    var body: some View {
        NavigationView {
            List {
                ForEach(viewModel.notes) { note in
                    Text(note.title)
                        .onTapGesture {
                            if note.isLocked { viewModel.activeAlert = .lockedNote(note) }
                        }
                }
                .onDelete { offsets in
                    if let index = offsets.first {
                        viewModel.activeAlert = .deleteNote(viewModel.notes[index])
                    }
                }
            }
            .navigationBarTitle("Notes")
            .navigationBarItems(
                trailing: Button("Empty Trash") { viewModel.showEmptyTrash = true }
            )
            // flagged: `.alert(isPresented:content:)` with a one-button Alert
            .alert(isPresented: $viewModel.showSaveFailed) {  // expect: deprecated-alert-api
                Alert(
                    title: Text("Couldn’t Save Note"),
                    message: Text("Your changes are kept on this device and will sync later."),
                    dismissButton: .default(Text("OK"))
                )
            }
        }
        // flagged: `.alert(item:content:)` switching over several Alert values
        .alert(item: $viewModel.activeAlert) { alert in  // expect: deprecated-alert-api, alert-focus-return, missing-cancel-role
            switch alert {
            case .deleteNote(let note):
                return Alert(
                    title: Text("Delete “\(note.title)”?"),
                    primaryButton: .destructive(Text("Delete")) { viewModel.delete(note) },
                    secondaryButton: .cancel())
            case .lockedNote(let note):
                return Alert(title: Text("“\(note.title)” Is Locked"), message: Text("Unlock it with Face ID first."))
            case .syncConflict(let local, let remote):
                return Alert(
                    title: Text("Note Changed on Another Device"),
                    primaryButton: .default(Text("Keep This Version")) { viewModel.keepLocal(local) },
                    secondaryButton: .default(Text("Keep Other Version")) { viewModel.keepRemote(remote) })
            }
        }
        // A second legacy alert needs a second view to hang on in iOS 14, hence the Color.clear.
        .background(
            Color.clear
                // flagged: primary and secondary buttons, content passed as a labelled closure
                .alert(isPresented: $viewModel.showEmptyTrash, content: {  // expect: deprecated-alert-api, alert-focus-return
                    Alert(
                        title: Text("Empty Trash?"),
                        message: Text("Notes in the trash will be deleted immediately."),
                        primaryButton: .destructive(Text("Empty Trash"), action: viewModel.emptyTrash),
                        secondaryButton: .cancel(Text("Keep Notes"))
                    )
                })
        )
        // clean: the iOS 15 form, with roles
        .alert("Rename Folder", isPresented: $viewModel.showRenameFolder) {
            TextField("Folder Name", text: $folderName)
            Button("Rename") {}
            Button("Cancel", role: .cancel) {}
        }
    }
}
