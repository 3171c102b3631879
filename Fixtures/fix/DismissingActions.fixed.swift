// Covers alert actions that close the screen holding their trigger (`dismiss()` from the
// environment, a router's `dismiss()`): the trigger goes with the screen, so there is no focus to
// return there, also through a method of the view that calls `dismiss()` (`leave()`), and after a
// destructive action whose label says the user leaves ("Leave Team"). --fix sets focus back in the
// other actions only; an alert whose every action closes the screen needs no focus return at all.
// One whose only action is destructive and closes the screen keeps its finding, not fixable: the
// system may add a Cancel that stays. A closure the view was handed to close with
// (`let onDismiss: () -> Void`, `var dismissAction: (Bool) -> Void`) closes it too; one named for
// anything else (`onShare`) does not.
import SwiftUI

final class ServerRouter {
    func dismiss() {}
    func leave(team: String) {}
}

struct EditServerView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var isConfirmingDelete = false
    @AccessibilityFocusState private var isDeleteServerFocused: Bool
    @State private var isConfirmingDiscard = false
    @State private var isConfirmingReset = false
    @State private var isConfirmingLeave = false
    @AccessibilityFocusState private var isLeaveFocused: Bool
    @State private var isConfirmingLeaveTeam = false
    @AccessibilityFocusState private var isLeaveTeamFocused: Bool
    let router = ServerRouter()

    var body: some View {
        Form {
            Button("Delete Server", role: .destructive) {
                isConfirmingDelete = true
            }
            .accessibilityFocused($isDeleteServerFocused)
            Button("Close") {
                isConfirmingDiscard = true
            }
            Button("Reset Server") {
                isConfirmingReset = true
            }
            Button("Leave") {
                isConfirmingLeave = true
            }
            .accessibilityFocused($isLeaveFocused)
            Button("Leave Team") {
                isConfirmingLeaveTeam = true
            }
            .accessibilityFocused($isLeaveTeamFocused)
        }
        .alert("Delete this server?", isPresented: $isConfirmingDelete) {
            Button("Delete", role: .destructive) {
                router.dismiss()
            }
            Button("Cancel", role: .cancel) { isDeleteServerFocused = true }
        }
        .alert("Save your changes?", isPresented: $isConfirmingDiscard) {
            Button("Save and Close") {
                dismiss()
            }
            Button("Close Without Saving", role: .cancel) {
                dismiss()
            }
        }
        .alert("Reset this server?", isPresented: $isConfirmingReset) {
            Button("Reset", role: .destructive) {
                dismiss()
            }
        }
        .alert("Leave without testing the connection?", isPresented: $isConfirmingLeave) {
            Button("Leave") {
                leave()
            }
            Button("Stay", role: .cancel) { isLeaveFocused = true }
        }
        .alert("Leave the Ops team?", isPresented: $isConfirmingLeaveTeam) {
            Button("Leave Team", role: .destructive) {
                router.leave(team: "Ops")
            }
            Button("Cancel", role: .cancel) { isLeaveTeamFocused = true }
        }
    }

    private func leave() {
        router.dismiss()
        dismiss()
    }
}

struct SessionToolbar: View {
    let onDismiss: () -> Void
    var onShare: () -> Void = {}
    @State private var isConfirmingEnd = false
    @AccessibilityFocusState private var isEndSessionFocused: Bool
    @State private var isConfirmingShare = false
    @AccessibilityFocusState private var isShareTranscriptFocused: Bool

    var body: some View {
        HStack {
            Button("End Session") { isConfirmingEnd = true }
                .accessibilityFocused($isEndSessionFocused)
            Button("Share Transcript") { isConfirmingShare = true }
                .accessibilityFocused($isShareTranscriptFocused)
        }
        .alert("End the session?", isPresented: $isConfirmingEnd) {
            Button("End Session") { onDismiss() }
            Button("Keep Chatting", role: .cancel) { isEndSessionFocused = true }
        }
        .alert("Share the transcript?", isPresented: $isConfirmingShare) {
            Button("Share") {
                onShare()
                isShareTranscriptFocused = true
            }
            Button("Cancel", role: .cancel) { isShareTranscriptFocused = true }
        }
    }
}

/// Handed a closure to close with that takes what became of the edit.
struct FolderEditor: View {
    var dismissAction: (Bool) -> Void
    @State private var isConfirmingDelete = false
    @AccessibilityFocusState private var isDeleteFolderFocused: Bool

    var body: some View {
        Button("Delete Folder") { isConfirmingDelete = true }
            .accessibilityFocused($isDeleteFolderFocused)
            .alert("Delete the folder?", isPresented: $isConfirmingDelete) {
                Button("Delete", role: .destructive) { dismissAction(true) }
                Button("Cancel", role: .cancel) { isDeleteFolderFocused = true }
            }
    }
}
