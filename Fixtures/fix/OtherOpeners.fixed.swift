// Covers dialogs that code other than their trigger shows too. Focus sent back to the trigger as
// such a dialog closes would move VoiceOver from wherever the user was when the other code showed
// it, so those get no fix:
// - "Sync failed" follows a failed sync after "Sync", and a toggle's `.onChange` shows it too;
// - "What's New" opens from its button and from `.onAppear(perform:)`, which hands the same
//   function on by name.
// What runs in the trigger's own action is the trigger's: "Upload failed", shown when offline and
// from the `catch` after an `await` in the action of a `Button(action:label:)`, gets its fix.
import SwiftUI

struct SyncSettings: View {
    @State private var autoSync = false
    @State private var syncFailed = false
    @State private var showNews = false
    @State private var uploadFailed = false
    @AccessibilityFocusState private var isUploadFocused: Bool
    let isOnline: Bool

    var body: some View {
        Form {
            Toggle("Sync Automatically", isOn: $autoSync)
                .onChange(of: autoSync) { _, _ in
                    do {
                        try schedule()
                    } catch {
                        syncFailed = true
                    }
                }
            Button("Sync") { syncNow() }
            Button("What's New") { openNews() }
            Button(action: {
                guard isOnline else {
                    uploadFailed = true
                    return
                }
                Task {
                    do {
                        try await upload()
                    } catch {
                        uploadFailed = true
                    }
                }
            }) {
                Label("Upload", systemImage: "icloud.and.arrow.up")
            }
            .accessibilityFocused($isUploadFocused)
        }
        .onAppear(perform: openNews)
        .alert("Sync failed", isPresented: $syncFailed) {
            Button("OK", role: .cancel) {}
        }
        .alert("Upload failed", isPresented: $uploadFailed) {
            Button("OK", role: .cancel) { isUploadFocused = true }
        }
        .sheet(isPresented: $showNews) {
            NavigationStack {
                ScrollView { Text("New: offline sync") }
                    .navigationTitle("What's New")
                    .toolbar { Button("Done") { showNews = false } }
            }
        }
    }

    private func syncNow() {
        syncFailed = true
    }

    private func openNews() {
        showNews = true
    }

    private func schedule() throws {}

    private func upload() async throws {}
}
