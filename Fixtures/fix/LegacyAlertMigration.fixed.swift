// Covers the move from the legacy Alert and ActionSheet values to the modern modifiers. These
// dialogs are raised by the sync engine, not by a control, so focus return does not apply:
// - a two-button alert written one argument per line: title and message kept, `.destructive` and
//   `.cancel()` become `role: .destructive` and a Cancel with `role: .cancel`, the action's lines
//   keep their indentation;
// - a `dismissButton:` alert whose title is `Text(verbatim:)` of a name: the name is the title,
//   which the modern modifier shows verbatim as that `Text` did; the button keeps `action: retry`;
// - an alert whose one button does nothing but close it: that OK becomes its cancel action, which
//   Escape and VoiceOver's escape gesture take;
// - a `.cancel(stopSyncing)`, whose unlabelled argument is its action, not a label: the Cancel
//   runs it;
// - a title-only alert on one line: the empty actions give the system's OK, as before;
// - a modifier written one argument per line keeps that layout;
// - an action sheet with several buttons becomes a confirmation dialog that shows its title; a
//   label made of `Text(NSLocalizedString(…))` becomes the button's title, any other `Text` stays the
//   button's label view.
import SwiftUI

struct SyncStatusView: View {
    @Binding var isConflicted: Bool
    @Binding var isOffline: Bool
    @Binding var isSynced: Bool
    @Binding var isQuotaFull: Bool
    @Binding var isChoosingCopy: Bool
    @Binding var isPaused: Bool
    @Binding var isRestored: Bool
    var deviceName: String

    var body: some View {
        VStack {
            Text("Sync")
        }
        .alert("Replace the copy on this device?", isPresented: $isConflicted) {
            Button("Replace", role: .destructive) {
                discardLocalCopy()
                reload()
            }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("The copy on the server is newer.")
        }
        .alert(deviceName, isPresented: $isOffline) {
            Button("Try Again", action: retry)
        }
        .alert("Syncing is paused", isPresented: $isPaused) {
            Button("Resume", action: retry)
            Button("Cancel", role: .cancel, action: stopSyncing)
        }
        .alert("Everything is up to date", isPresented: $isSynced) {}
        .alert("Restored from the server", isPresented: $isRestored) {
            Button("OK", role: .cancel) {}
        }
        .alert(
            "Storage is full",
            isPresented: $isQuotaFull
        ) {} message: {
            Text("Free some space to keep syncing.")
        }
        .confirmationDialog("Keep which copy?", isPresented: $isChoosingCopy, titleVisibility: .visible) {
            Button("Keep This Device’s") { keepLocal() }
            Button(deviceName, action: keepRemote)
            Button("Keep Both", role: .destructive) { keepBoth() }
            Button(NSLocalizedString("Decide Later", comment: ""), role: .cancel, action: remindLater)
        } message: {
            Text("Both copies changed since the last sync.")
        }
    }

    private func discardLocalCopy() {}
    private func reload() {}
    private func retry() {}
    private func keepLocal() {}
    private func keepRemote() {}
    private func keepBoth() {}
    private func remindLater() {}
    private func stopSyncing() {}
}
