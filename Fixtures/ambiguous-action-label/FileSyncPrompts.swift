import SwiftUI

struct SyncPrompt: Identifiable {
    let id = UUID()
    var title: String
    var confirmTitle: String
    var declineTitle: String
    var onConfirm: () -> Void
}

/// Labels the user sees come from the string tables: constants, SwiftGen-style lookups,
/// `String(localized:)`, `NSLocalizedString` and plain keys resolved through
/// Localizable.xcstrings and en.lproj/Localizable.strings.
struct FileSyncPrompts: View {
    let fileName: String
    var pendingPrompt: SyncPrompt?

    @State private var confirmCellular = false
    @State private var confirmOverwrite = false
    @State private var offerSync = false
    @State private var confirmUploadLarge = false
    @State private var confirmRestore = false
    @State private var confirmMerge = false
    @State private var confirmStopSharing = false
    @State private var confirmRename = false
    @State private var showPrompt = false
    @State private var showBackupReminder = false
    @State private var showCopied = false
    @State private var showConflictCopies = false
    @State private var offerAutoSync = false
    @State private var newName = ""

    var body: some View {
        List {
            Section {
                Button("Upload Over Cellular") { confirmCellular = true }
                Button("Overwrite Server Copy") { confirmOverwrite = true }
                Button("Restore from Backup") { confirmRestore = true }
                Button("Rename") { confirmRename = true }
                Button("Copy Link") { showCopied = true }
            }
        }
        // flagged: `String(localized:)` of a literal that is simply "Yes".
        .alert(String(localized: "Use cellular data?"), isPresented: $confirmCellular) {  // expect: alert-focus-return
            Button(String(localized: "Yes")) { upload(allowCellular: true) }  // expect: ambiguous-action-label
            Button("Wait for Wi-Fi", role: .cancel) {}
        }
        // flagged: a key that the string catalog resolves to "Yes".
        .alert("Replace “\(fileName)” on the server?", isPresented: $confirmOverwrite) {  // expect: alert-focus-return
            Button("alert.overwrite.confirm", role: .destructive) { overwrite() }  // expect: ambiguous-action-label
            Button("alert.overwrite.keep_both") { keepBoth() }
            Button("Cancel", role: .cancel) {}
        }
        // flagged: a key that en.lproj/Localizable.strings resolves to "No".
        .alert(LocalizedStringKey("sync.prompt.title"), isPresented: $offerSync) {
            Button("sync.prompt.accept") { startSync() }
            Button("sync.prompt.decline", role: .cancel) {}  // expect: ambiguous-action-label
        }
        // flagged: NSLocalizedString's `value:` is what English users see.
        .alert(
            NSLocalizedString("upload.large.title", value: "Upload a 2 GB file?", comment: "Large upload warning"),
            isPresented: $confirmUploadLarge
        ) {
            Button(NSLocalizedString("upload.large.confirm", value: "Yes", comment: "Confirms the upload")) {  // expect: ambiguous-action-label
                upload(allowCellular: false)
            }
            Button(UserText.actionNo, role: .cancel) {}  // expect: ambiguous-action-label
        }
        // flagged: a static constant whose NSLocalizedString value is "OK", as one of two choices.
        .alert("Restore the backup from yesterday?", isPresented: $confirmRestore) {  // expect: alert-focus-return
            Button(UserText.actionOK) { restore() }  // expect: ambiguous-action-label
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Changes made since then will be lost.")
        }
        // flagged: a SwiftGen-style lookup whose fallback is "Yes".
        .alert("Merge the two versions?", isPresented: $confirmMerge) {
            Button(L10n.Alert.confirmYes) { merge() }  // expect: ambiguous-action-label
            Button(UserText.actionKeepBoth) { keepBoth() }
            Button("Cancel", role: .cancel) {}
        }
        // flagged: a catalog key whose English value is "OK", next to Cancel.
        .alert("Stop sharing this folder?", isPresented: $confirmStopSharing) {
            Button("sharing.stop.confirm") { stopSharing() }  // expect: ambiguous-action-label
            Button("Cancel", role: .cancel) {}
        }
        // flagged: a LocalizedStringKey built from a literal.
        .alert("Rename “\(fileName)”?", isPresented: $confirmRename) {  // expect: alert-focus-return
            TextField("Name", text: $newName)
            Button("Rename") { rename(to: newName) }
            Button(LocalizedStringKey("No"), role: .cancel) {}  // expect: ambiguous-action-label
        }
        // clean: labels from a value known only at run time are unknown, and unknown is never a finding.
        .alert(pendingPrompt?.title ?? "", isPresented: $showPrompt, presenting: pendingPrompt) { prompt in
            Button(prompt.confirmTitle, action: prompt.onConfirm)
            Button(prompt.declineTitle, role: .cancel) {}
        }
        // clean: SwiftGen-style labels that name their effect.
        .alert("Back up before updating?", isPresented: $showBackupReminder) {
            Button(L10n.Backup.backUpNow) { backUp() }
            Button(L10n.Backup.skipOnce, role: .cancel) {}
        }
        // clean: a lone "OK" from a SwiftGen-style lookup.
        .alert("Link copied", isPresented: $showCopied) {  // expect: alert-focus-return
            Button(L10n.Alert.ok) {}
        }
        // clean: constants that name what happens.
        .alert("A file with this name already exists", isPresented: $showConflictCopies) {
            Button(UserText.actionReplace, role: .destructive) { overwrite() }
            Button(UserText.actionKeepBoth) { keepBoth() }
            Button("Cancel", role: .cancel) {}
        }
        // clean: catalog keys whose English values are "Sync Automatically" and "Ask Every Time".
        .alert("autosync.title", isPresented: $offerAutoSync) {
            Button("autosync.enable") { enableAutoSync() }
            Button("autosync.ask", role: .cancel) {}
        }
    }

    private func upload(allowCellular: Bool) {}
    private func overwrite() {}
    private func keepBoth() {}
    private func startSync() {}
    private func restore() {}
    private func merge() {}
    private func stopSharing() {}
    private func rename(to name: String) {}
    private func backUp() {}
    private func enableAutoSync() {}
}
