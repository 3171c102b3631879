import SwiftUI

/// Sheets whose binding lives in a view model, and a sheet nothing in the code ever shows. A
/// control that asks the model is not a trigger: DESIGN §2 follows actions within the presenting
/// type only.
struct ContactsScreen: View {
    @ObservedObject var viewModel: ContactsViewModel
    @State private var showsImportHelp = false

    var body: some View {
        VStack {
            // clean: the toolbar button asks the model, which sets the item the sheet shows
            Text("Contacts")
                .toolbar {
                    Button("New Contact") { viewModel.handle(.addContact) }
                }
                .sheet(item: $viewModel.draft) { draft in
                    ContactEditor(draft: draft)
                }

            // clean: the model sets it when an import fails, after an await
            Button("Import") { Task { await viewModel.importContacts() } }
                .sheet(isPresented: $viewModel.showsImportFailure) {
                    ImportFailureView()
                }

            // flagged: a control of the type sets the model's flag itself
            Button("Export") { viewModel.showsExport = true }
                .sheet(isPresented: $viewModel.showsExport) {  // expect: modal-focus-return
                    ImportHelpView()
                }

            // clean: a @State nothing sets: no control shows this sheet
            Text("Help")
                .sheet(isPresented: $showsImportHelp) {
                    ImportHelpView()
                }
        }
    }
}

@MainActor
final class ContactsViewModel: ObservableObject {
    enum Action {
        case addContact
        case refresh
    }

    @Published var draft: ContactDraft?
    @Published var showsImportFailure = false
    @Published var showsExport = false

    func handle(_ action: Action) {
        switch action {
        case .addContact:
            draft = ContactDraft()
        case .refresh:
            break
        }
    }

    func importContacts() async {
        do {
            try await ContactImporter().run()
        } catch {
            showsImportFailure = true
        }
    }
}

struct ContactDraft: Identifiable {
    let id = UUID()
}

struct ContactEditor: View {
    let draft: ContactDraft
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form { Text("Name") }
                .navigationTitle("New Contact")
                .toolbar { Button("Cancel") { dismiss() } }
        }
    }
}

struct ImportFailureView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView { Text("The import failed.") }
                .navigationTitle("Import Failed")
                .toolbar { Button("Close") { dismiss() } }
        }
    }
}

struct ImportHelpView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView { Text("Export a vCard first.") }
                .navigationTitle("Importing")
                .toolbar { Button("Close") { dismiss() } }
        }
    }
}
