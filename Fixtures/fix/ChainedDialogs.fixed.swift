// Covers actions that show another dialog: that dialog takes VoiceOver focus, so the action sets
// none of its own, and the dialog it shows, which no control shows, returns focus to where the
// first one would have as it closes.
// - "Share…" shows the share sheet and "Mute…" (through `askToMute()`) a second confirmation:
//   "Copy Link" and Cancel return focus to "More", and so do the sheet's onDismiss and the
//   second confirmation's actions;
// - "Continue" leads on to the second alert: Cancel, and that alert's actions, return focus to
//   "Delete Account";
// - "Hide" sets the share sheet's binding to false, which shows nothing: it returns focus.
import SwiftUI

struct ProfileActionsView: View {
    @State private var showActions = false
    @State private var showShareSheet = false
    @State private var showMuteConfirm = false
    @State private var copied = false
    @AccessibilityFocusState private var isMoreFocused: Bool

    var body: some View {
        Button("More") { showActions = true }
            .accessibilityFocused($isMoreFocused)
            .confirmationDialog("Profile", isPresented: $showActions) {
                Button("Share…") { showShareSheet = true }
                Button("Copy Link") {
                    copied = true
                    isMoreFocused = true
                }
                Button("Mute…") { askToMute() }
                Button("Hide") {
                    showShareSheet = false
                    isMoreFocused = true
                }
                Button("Cancel", role: .cancel) { isMoreFocused = true }
            }
            .sheet(isPresented: $showShareSheet, onDismiss: { isMoreFocused = true }) {
                NavigationStack {
                    Text("Share")
                        .navigationTitle("Share")
                        .toolbar { Button("Done") { showShareSheet = false } }
                }
            }
            .alert("Mute this profile?", isPresented: $showMuteConfirm) {
                Button("Mute") {
                    copied = false
                    isMoreFocused = true
                }
                Button("Cancel", role: .cancel) { isMoreFocused = true }
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
    @AccessibilityFocusState private var isDeleteAccountFocused: Bool

    var body: some View {
        Form {
            Button("Delete Account") { confirmDelete = true }
                .accessibilityFocused($isDeleteAccountFocused)
        }
        .alert("Delete your account?", isPresented: $confirmDelete) {
            Button("Cancel", role: .cancel) { isDeleteAccountFocused = true }
            Button("Continue") { confirmDeleteAgain = true }
        }
        .alert("Type DELETE to confirm", isPresented: $confirmDeleteAgain) {
            TextField("DELETE", text: $typed)
            Button("Cancel", role: .cancel) { isDeleteAccountFocused = true }
            Button("Delete", role: .destructive) {
                typed = ""
                isDeleteAccountFocused = true
            }
        }
    }
}
