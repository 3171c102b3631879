// Covers actions that show another dialog: that dialog takes VoiceOver focus, so the action sets
// none of its own, and the dialog it shows, which no control shows, returns focus to where the
// first one would have as it closes.
// - "Share…" shows the share sheet and "Mute…" (through `askToMute()`) a second confirmation:
//   "Copy Link" and Cancel return focus to "More", and so do the sheet's onDismiss and the
//   second confirmation's actions;
// - "Continue" leads on to the second alert: Cancel, and that alert's actions, return focus to
//   "Delete Account";
// - "Hide" sets the share sheet's binding to false, which shows nothing: it returns focus;
// - "Reset" only leads on to its confirmation: the first alert has nothing to return, the
//   confirmation returns focus to "Reset";
// - "Delete" shows "Couldn't delete" only from a `catch`: that alert follows it and returns
//   focus to "Delete All", and "Delete", which shows nothing when it succeeds, returns focus too;
// - "Sync" shows "Library synced", which an event also shows: that is no follow-up, and "Sync"
//   returns focus;
// - a row's "Redownload" opens an alert whose "Download" shows "Download started": that one
//   could not name the row, and is no follow-up.
import SwiftUI

struct ProfileActionsView: View {
    @State private var showActions = false
    @State private var showShareSheet = false
    @State private var showMuteConfirm = false
    @State private var copied = false

    var body: some View {
        Button("More") { showActions = true }
            .confirmationDialog("Profile", isPresented: $showActions) {
                Button("Share…") { showShareSheet = true }
                Button("Copy Link") { copied = true }
                Button("Mute…") { askToMute() }
                Button("Hide") { showShareSheet = false }
            }
            .sheet(isPresented: $showShareSheet) {
                NavigationStack {
                    Text("Share")
                        .navigationTitle("Share")
                        .toolbar { Button("Done") { showShareSheet = false } }
                }
            }
            .alert("Mute this profile?", isPresented: $showMuteConfirm) {
                Button("Mute") { copied = false }
                Button("Cancel", role: .cancel) {}
            }
    }

    private func askToMute() {
        showMuteConfirm = true
    }
}

struct AccountDeletionView: View {
    @State private var confirmDelete = false
    @State private var confirmDeleteAgain = false
    @State private var typed = ""

    var body: some View {
        Form {
            Button("Delete Account") { confirmDelete = true }
        }
        .alert("Delete your account?", isPresented: $confirmDelete) {
            Button("Cancel", role: .cancel) {}
            Button("Continue") { confirmDeleteAgain = true }
        }
        .alert("Type DELETE to confirm", isPresented: $confirmDeleteAgain) {
            TextField("DELETE", text: $typed)
            Button("Cancel", role: .cancel) {}
            Button("Delete", role: .destructive) { typed = "" }
        }
    }
}

struct StoreSettingsView: View {
    @State private var showIntro = false
    @State private var confirmReset = false
    @State private var confirmDeleteAll = false
    @State private var deleteFailed = false
    @State private var confirmSync = false
    @State private var showSynced = false
    @State private var confirmRedownload = false
    @State private var showStarted = false
    let names = ["a", "b"]

    var body: some View {
        List {
            Button("Reset") { showIntro = true }
            Button("Delete All") { confirmDeleteAll = true }
            Button("Sync") { confirmSync = true }
            ForEach(names, id: \.self) { name in
                Button("Redownload") { confirmRedownload = true }
                    .alert("Download \(name) again?", isPresented: $confirmRedownload) {
                        Button("Download") { showStarted = true }
                        Button("Cancel", role: .cancel) {}
                    }
            }
        }
        .alert("About resetting", isPresented: $showIntro) {
            Button("Continue") { confirmReset = true }
        }
        .alert("Reset everything?", isPresented: $confirmReset) {
            Button("Reset", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }
        .alert("Delete all notes?", isPresented: $confirmDeleteAll) {
            Button("Delete", role: .destructive) {
                do { try deleteAll() } catch { showFailure() }
            }
            Button("Cancel", role: .cancel) {}
        }
        .alert("Couldn't delete", isPresented: $deleteFailed) {
            Button("OK") {}
        }
        .alert("Sync now?", isPresented: $confirmSync) {
            Button("Sync") { showSynced = true }
            Button("Cancel", role: .cancel) {}
        }
        .alert("Library synced", isPresented: $showSynced) {
            Button("OK") {}
        }
        .alert("Download started", isPresented: $showStarted) {
            Button("OK") {}
        }
        .task { showSynced = true }
    }

    private func deleteAll() throws {}

    private func showFailure() { deleteFailed = true }
}
