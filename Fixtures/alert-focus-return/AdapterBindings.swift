import SwiftUI

/// A view that owns a piece of state and hands its binding to the content it builds.
struct LocalState<Value, Content: View>: View {
    @State private var value: Value
    private let content: (Binding<Value>) -> Content

    init(_ initialValue: Value, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
        _value = State(initialValue: initialValue)
        self.content = content
    }

    var body: some View {
        content($value)
    }
}

/// Alerts bound to a closure's parameter, and an alert shown from the actions another dialog
/// builds in a property of the type.
struct PlaylistSettingsView: View {
    @State private var isConfirmingClear = false
    @State private var isShowingClearFailure = false
    @StateObject private var syncModel = SyncModel()
    let playlist: Playlist

    var body: some View {
        Form {
            // flagged: the button sets the binding the closure is handed
            LocalState(false) { isPresented in
                Button("Rename Playlist") {
                    isPresented.wrappedValue = true
                }
                .alert("Rename playlist", isPresented: isPresented) {  // expect: alert-focus-return
                    Button("Save") { playlist.save() }
                    Button("Cancel", role: .cancel) {}
                }
            }

            // clean: this closure's parameter of the same name is set when the row appears; the
            // button above sets another closure's binding
            LocalState(false) { isPresented in
                Text(playlist.name)
                    .onAppear { isPresented.wrappedValue = playlist.isStale }
                    .alert("Playlist is out of date", isPresented: isPresented) {
                        Button("Refresh") { playlist.refresh() }
                        Button("Later", role: .cancel) {}
                    }
            }

            // flagged: the button sets a binding the closure's value hands out
            LocalState(RenameState()) { rename in
                Button("Rename Tag") {
                    rename.isEditing.wrappedValue = true
                }
                .alert("Rename tag", isPresented: rename.isEditing) {  // expect: alert-focus-return
                    TextField("Name", text: rename.name)
                    Button("Cancel", role: .cancel) {}
                }
            }

            // clean: a constant binding over the model's error, which only a failed load sets
            Text("Sync")
                .alert("Sync failed", isPresented: .constant(syncModel.error != nil)) {
                    Button("Dismiss", role: .cancel) {}
                }

            // flagged: the button shows the confirmation
            Button("Clear Playlist", role: .destructive) { isConfirmingClear = true }
                .confirmationDialog("Clear this playlist?", isPresented: $isConfirmingClear) {  // expect: alert-focus-return
                    clearActions
                }

            // flagged: only the confirmation's own action shows it, when clearing fails; it takes the
            // confirmation's trigger, where focus goes back as it closes
            Text("Status")
                .alert("Could not clear the playlist", isPresented: $isShowingClearFailure) {  // expect: alert-focus-return
                    Button("Dismiss", role: .cancel) {}
                }
        }
    }

    @ViewBuilder
    private var clearActions: some View {
        Button("Clear", role: .destructive) {
            if !playlist.clear() {
                isShowingClearFailure = true
            }
        }
        Button("Cancel", role: .cancel) {}
    }
}

struct Playlist {
    var name: String
    var isStale: Bool
    func save() {}
    func refresh() {}
    func clear() -> Bool { true }
}

struct RenameState {
    var isEditing = false
    var name = ""
}

final class SyncModel: ObservableObject {
    @Published var error: Error?

    func load() async {
        do {
            try await SyncService.shared.pull()
        } catch {
            self.error = error
        }
    }
}
