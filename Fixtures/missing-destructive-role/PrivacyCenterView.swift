import SwiftUI

/// Privacy and data controls. Most labels are keys or constants; the analyzer resolves them
/// through Strings.swift, Localizable.xcstrings and the .lproj string tables.
struct PrivacyCenterView: View {
    let groupName: String

    @State private var confirmUnsubscribe = false
    @State private var confirmUnsubscribeAgain = false
    @State private var confirmLogOut = false
    @State private var confirmLogOutAgain = false
    @State private var confirmRevoke = false
    @State private var confirmRevokeAgain = false
    @State private var confirmLeaveGroup = false
    @State private var confirmLeaveGroupAgain = false
    @State private var confirmResetAds = false
    @State private var confirmEmptyTrash = false
    @State private var confirmForget = false
    @State private var confirmWipe = false
    @State private var confirmRemoveDownloads = false
    @State private var confirmRemoveDownloadsAgain = false
    @State private var confirmClearBrowsing = false
    @State private var showDataOptions = false
    @State private var showBlockedList = false

    var body: some View {
        Form {
            Section("Data") {
                Button("Export or Review…") { showDataOptions = true }
                Button("Blocked Contacts…") { showBlockedList = true }
            }
            Section("Danger Zone") {
                Button("Unsubscribe…") { confirmUnsubscribe = true }
                Button("Log Out…") { confirmLogOut = true }
                Button("Leave \(groupName)…") { confirmLeaveGroup = true }
            }
        }
        // flagged: a catalog key whose English value is "Unsubscribe".
        .alert("newsletter.title", isPresented: $confirmUnsubscribe) {  // expect: alert-focus-return
            Button("newsletter.unsubscribe") { unsubscribe() }  // expect: missing-destructive-role
            Button("Cancel", role: .cancel) {}
        }
        // clean: the same key with the role.
        .alert("newsletter.title", isPresented: $confirmUnsubscribeAgain) {
            Button("newsletter.unsubscribe", role: .destructive) { unsubscribe() }
            Button("Cancel", role: .cancel) {}
        }
        // flagged: en.lproj says "Log Out".
        .confirmationDialog("account.logout.title", isPresented: $confirmLogOut, titleVisibility: .visible) {  // expect: alert-focus-return
            Button("account.logout") { logOut() }  // expect: missing-destructive-role
        }
        // clean: with the role, and "Stay Logged In" for the way out.
        .alert("account.logout.title", isPresented: $confirmLogOutAgain) {
            Button("account.logout", role: .destructive) { logOut() }
            Button("account.stay", role: .cancel) {}
        }
        // flagged: a SwiftGen-style constant whose fallback is "Revoke Access".
        .alert("Revoke access for Health Sync?", isPresented: $confirmRevoke) {
            Button(L10n.Privacy.revokeAccess) { revoke() }  // expect: missing-destructive-role
            Button("Cancel", role: .cancel) {}
        }
        // clean: the same constant with the role.
        .alert("Revoke access for Health Sync?", isPresented: $confirmRevokeAgain) {
            Button(L10n.Privacy.revokeAccess, role: .destructive) { revoke() }
            Button("Cancel", role: .cancel) {}
        }
        // flagged: a static constant initialised with a literal.
        .alert("Leave “\(groupName)”?", isPresented: $confirmLeaveGroup) {  // expect: alert-focus-return
            Button(UserText.leaveGroup) { leaveGroup() }  // expect: missing-destructive-role
            Button(UserText.keepGroup, role: .cancel) {}
        }
        // clean: the constant with the role.
        .alert("Leave “\(groupName)”?", isPresented: $confirmLeaveGroupAgain) {
            Button(UserText.leaveGroup, role: .destructive) { leaveGroup() }
            Button(UserText.keepGroup, role: .cancel) {}
        }
        // flagged: a constant whose NSLocalizedString value starts with "Reset".
        .alert(
            NSLocalizedString("privacy.reset_ads.title", value: "Reset your advertising identifier?", comment: ""),
            isPresented: $confirmResetAds
        ) {
            Button(UserText.resetAdvertisingID) { resetAds() }  // expect: missing-destructive-role
            Button("Cancel", role: .cancel) {}
        }
        // flagged: `String(localized:)`.
        .alert(String(localized: "Permanently erase 42 items?"), isPresented: $confirmEmptyTrash) {
            Button(String(localized: "Empty Trash")) { emptyTrash() }  // expect: missing-destructive-role
            Button("Cancel", role: .cancel) {}
        }
        // flagged: a LocalizedStringKey in the label closure.
        .confirmationDialog("Forget this iPad?", isPresented: $confirmForget) {
            Button {
                forgetDevice()
            } label: {
                Text(LocalizedStringKey("Forget This Device"))  // expect: missing-destructive-role
            }
        }
        // flagged: en.lproj says "Wipe Health Data".
        .alert("Wipe all health data from this device?", isPresented: $confirmWipe) {
            Button("privacy.wipe") { wipe() }  // expect: missing-destructive-role
            Button("Cancel", role: .cancel) {}
        }
        // flagged: a catalog key whose English value is "Remove All Downloads".
        .alert("Free up 3.2 GB?", isPresented: $confirmRemoveDownloads) {
            Button("downloads.remove") { removeDownloads() }  // expect: missing-destructive-role
            Button("downloads.keep", role: .cancel) {}
        }
        // clean: the catalog key with the role.
        .alert("Free up 3.2 GB?", isPresented: $confirmRemoveDownloadsAgain) {
            Button("downloads.remove", role: .destructive) { removeDownloads() }
            Button("downloads.keep", role: .cancel) {}
        }
        // flagged: NSLocalizedString inline, with its `value:`.
        .alert("Clear your browsing history?", isPresented: $confirmClearBrowsing) {
            Button(NSLocalizedString("history.clear", value: "Clear Browsing History", comment: "")) {  // expect: missing-destructive-role
                clearBrowsing()
            }
            Button("Cancel", role: .cancel) {}
        }
        // clean: keys and constants that resolve to harmless labels.
        .confirmationDialog("Your data", isPresented: $showDataOptions, titleVisibility: .visible) {  // expect: alert-focus-return
            Button("privacy.export") { exportData() }
            Button(L10n.Privacy.reviewPermissions) { reviewPermissions() }
        }
        // clean: "Blocked Contacts" starts with "Blocked", not the verb "Block".
        .alert("You have blocked 3 contacts", isPresented: $showBlockedList) {  // expect: alert-focus-return
            Button(UserText.blockedContacts) { openBlockedList() }
            Button("OK", role: .cancel) {}  // expect: ambiguous-action-label
        }
    }

    private func unsubscribe() {}
    private func logOut() {}
    private func revoke() {}
    private func leaveGroup() {}
    private func resetAds() {}
    private func emptyTrash() {}
    private func forgetDevice() {}
    private func wipe() {}
    private func removeDownloads() {}
    private func clearBrowsing() {}
    private func exportData() {}
    private func reviewPermissions() {}
    private func openBlockedList() {}
}
