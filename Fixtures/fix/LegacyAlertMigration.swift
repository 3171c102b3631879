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
        .alert(isPresented: $isConflicted) {
            Alert(
                title: Text("Replace the copy on this device?"),
                message: Text("The copy on the server is newer."),
                primaryButton: .destructive(Text("Replace")) {
                    discardLocalCopy()
                    reload()
                },
                secondaryButton: .cancel()
            )
        }
        .alert(isPresented: $isOffline) {
            Alert(title: Text(verbatim: deviceName), dismissButton: .default(Text("Try Again"), action: retry))
        }
        .alert(isPresented: $isPaused) {
            Alert(
                title: Text("Syncing is paused"), primaryButton: .default(Text("Resume"), action: retry),
                secondaryButton: .cancel(stopSyncing))
        }
        .alert(isPresented: $isSynced) { Alert(title: Text("Everything is up to date")) }
        .alert(isPresented: $isRestored) {
            Alert(title: Text("Restored from the server"), dismissButton: .default(Text("OK")))
        }
        .alert(
            isPresented: $isQuotaFull
        ) {
            Alert(title: Text("Storage is full"), message: Text("Free some space to keep syncing."))
        }
        .actionSheet(isPresented: $isChoosingCopy) {
            ActionSheet(
                title: Text("Keep which copy?"),
                message: Text("Both copies changed since the last sync."),
                buttons: [
                    .default(Text("Keep This Device’s")) { keepLocal() },
                    .default(Text(verbatim: deviceName), action: keepRemote),
                    .destructive(Text("Keep Both")) { keepBoth() },
                    .cancel(Text(NSLocalizedString("Decide Later", comment: "")), action: remindLater),
                ])
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
