import SwiftUI

struct Contact: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var email: String?
}

@MainActor
final class ContactsModel: ObservableObject {
    @Published var contacts: [Contact] = []
    @Published var pendingDeletion: Contact?
    @Published var errorMessage: String?

    func delete(_ contact: Contact) async throws {
        try await Task.sleep(for: .milliseconds(200))
        contacts.removeAll { $0.id == contact.id }
    }
}

struct ContactsView: View {
    @StateObject private var model = ContactsModel()
    @State private var showingEditor = false
    @State private var showingDeleteDialog = false
    @State private var showingAlert = false
    @State private var searchText = ""
    @Environment(\.dismiss) private var dismiss

    private var filtered: [Contact] {
        guard !searchText.isEmpty else { return model.contacts }
        return model.contacts.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(filtered) { contact in
                    NavigationLink(value: contact) {
                        VStack(alignment: .leading, spacing: 4) {
                            Text(contact.name)
                                .font(.headline)
                            if let email = contact.email, email.contains(/@.+\./) {
                                Text(email)
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                    .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                        Button(role: .destructive) {
                            model.pendingDeletion = contact
                            showingDeleteDialog = true
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
                }
            }
            .searchable(text: $searchText, prompt: "Search \(model.contacts.count) contacts")
            .navigationTitle("Contacts")
            #if os(iOS)
            .navigationBarTitleDisplayMode(.large)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") { showingEditor = true }
                }
            }
            #elseif os(macOS)
            .frame(minWidth: 320, minHeight: 240)
            #endif
            .navigationDestination(for: Contact.self) { contact in
                Text("Details for \(contact.name)")
            }
            .sheet(isPresented: $showingEditor, onDismiss: { print("dismissed") }) {
                EditorView { newContact in
                    model.contacts.append(newContact)
                }
                .presentationDetents([.medium, .large])
            }
            .confirmationDialog(
                "Delete \(model.pendingDeletion?.name ?? "contact")?",
                isPresented: $showingDeleteDialog,
                titleVisibility: .visible,
                presenting: model.pendingDeletion
            ) { contact in
                Button("Delete", role: .destructive) {
                    Task {
                        do {
                            try await model.delete(contact)
                        } catch {
                            model.errorMessage = error.localizedDescription
                            showingAlert = true
                        }
                    }
                }
                Button("Cancel", role: .cancel) {}
            } message: { contact in
                Text("“\(contact.name)” will be removed. This can't be undone.")
            }
            .alert("Something went wrong", isPresented: $showingAlert) {
                Button("OK", role: .cancel) { model.errorMessage = nil }
            } message: {
                Text(model.errorMessage ?? "Unknown error")
            }
            .alert(isPresented: $showingAlert) {
                Alert(title: Text("Legacy"), message: Text("Old style"), dismissButton: .default(Text("OK")))
            }
            .onChange(of: searchText) { oldValue, newValue in
                guard oldValue != newValue else { return }
            }
            .task(id: searchText) {
                let progress = Double(model.contacts.count) / 2.0 / 3
                _ = progress
            }
        }
    }
}

struct EditorView: View {
    var onSave: (Contact) -> Void
    @State private var name = ""
    @State private var email = ""
    @FocusState private var focused: Bool

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $name)
                    .focused($focused)
                TextField("Email", text: $email)
                    #if os(iOS)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    #endif
            } header: {
                Text("Contact")
            } footer: {
                Text(#"Use the format "name@example.com"."#)
            }
            Button {
                onSave(Contact(name: name, email: email.isEmpty ? nil : email))
            } label: {
                HStack {
                    Image(systemName: "checkmark.circle.fill")
                    Text("Save")
                }
            }
            .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
        }
        .onAppear { focused = true }
    }
}

#Preview("Contacts") {
    ContactsView()
}

#Preview {
    EditorView { _ in }
}
