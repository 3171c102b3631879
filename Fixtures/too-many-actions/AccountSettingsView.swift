import SwiftUI

struct Account: Identifiable, Hashable {
    let id: UUID
    var email: String
    var displayName: String
    var isPrimary: Bool
}

enum ExportFormat: String, CaseIterable, Identifiable {
    case csv, json, vcard
    var id: Self { self }
    var title: String { rawValue.uppercased() }
}

enum TwoFactorMethod: String, CaseIterable, Identifiable {
    case authenticatorApp, sms, securityKey, email
    var id: Self { self }
    var title: String {
        switch self {
        case .authenticatorApp: "Authenticator App"
        case .sms: "Text Message"
        case .securityKey: "Security Key"
        case .email: "Email Code"
        }
    }
}

@MainActor
final class AccountSettingsModel: ObservableObject {
    @Published var accounts: [Account] = []
    @Published var current: Account?
    @Published var isSyncing = false

    func signOut(_ account: Account, keepLocalData: Bool) async {}
    func signOutEverywhere() async {}
    func switchTo(_ account: Account) {}
    func export(_ format: ExportFormat, includeArchived: Bool) async throws {}
    func enable(_ method: TwoFactorMethod) {}
    func retrySync() async {}
}

struct AccountSettingsView: View {
    @StateObject private var model = AccountSettingsModel()
    @State private var showSignOut = false
    @State private var showExport = false
    @State private var showSwitchAccount = false
    @State private var showTwoFactor = false
    @State private var showManageAccounts = false
    @State private var showResetSync = false
    @State private var showSecurityTips = false
    @State private var syncFailed = false

    var body: some View {
        Form {
            Section("Account") {
                LabeledContent("Signed in as", value: model.current?.email ?? "—")
                Button("Switch Account…") { showSwitchAccount = true }
                Button("Sign Out…", role: .destructive) { showSignOut = true }
            }
            Section("Data") {
                Button("Export Contacts…") { showExport = true }
                Button("Reset Sync…") { showResetSync = true }
                Button("Manage Accounts…") { showManageAccounts = true }
            }
            Section("Security") {
                Button("Two-Factor Authentication…") { showTwoFactor = true }
                Button("Security Tips") { showSecurityTips = true }
            }
        }
        .navigationTitle("Settings")
        // flagged: the helper property of this type holds four buttons
        .alert("Sign Out of \(model.current?.email ?? "This Account")?", isPresented: $showSignOut) {  // expect: too-many-actions, alert-focus-return
            signOutButtons
        } message: {
            Text("Messages that have not finished uploading will be lost.")
        }
        // flagged: two buttons from the helper function, two written here
        .alert("Export Contacts", isPresented: $showExport) {  // expect: too-many-actions, alert-focus-return
            exportButtons(includeArchived: false)
            Button("Export Everything") {
                Task { try? await model.export(.csv, includeArchived: true) }
            }
            Button("Cancel", role: .cancel) {}
        }
        // clean: buttons built by ForEach make the count unknown
        .alert("Switch Account", isPresented: $showSwitchAccount) {  // expect: alert-focus-return
            ForEach(model.accounts.filter { !$0.isPrimary }) { account in
                Button(account.email) { model.switchTo(account) }
            }
            Button("Cancel", role: .cancel) {}
        }
        // clean: ForEach over a fixed enum is still a ForEach; the count is not judged
        .alert("Add a Second Step", isPresented: $showTwoFactor) {  // expect: alert-focus-return
            ForEach(TwoFactorMethod.allCases) { method in
                Button(method.title) { model.enable(method) }
            }
        } message: {
            Text("You will confirm each new sign-in with this method.")
        }
        // clean: a confirmation dialog with ForEach and several fixed buttons; never counted
        .confirmationDialog("Manage Accounts", isPresented: $showManageAccounts) {  // expect: alert-focus-return
            ForEach(model.accounts) { account in
                Button("Sign Out of \(account.email)", role: .destructive) {
                    Task { await model.signOut(account, keepLocalData: false) }
                }
            }
            Button("Sign Out of All Accounts", role: .destructive) {
                Task { await model.signOutEverywhere() }
            }
            Button("Add Account…") {}
            Button("Account Settings on the Web") {}
            Button("Help") {}
        }
        // clean: two buttons from the helper property plus Cancel
        .alert("Reset Sync?", isPresented: $showResetSync) {  // expect: alert-focus-return
            resetSyncButtons
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Your contacts stay on this device. Sync starts again from the server copy.")
        }
        // clean: a lone acknowledgement, with the actions passed as a labelled closure
        .alert(  // expect: alert-focus-return
            "Security Tips",
            isPresented: $showSecurityTips,
            actions: {
                Button("Got It") {}
            },
            message: {
                Text("Use a password manager and turn on two-factor authentication.")
            }
        )
        // not a dialog itself: RetryAlertModifier below wraps `.alert`, and is flagged there
        .retryAlert(isPresented: $syncFailed, retry: { Task { await model.retrySync() } })
    }

    @ViewBuilder
    private var signOutButtons: some View {
        Button("Sign Out and Keep Data") {  // expect: missing-destructive-role
            if let account = model.current { Task { await model.signOut(account, keepLocalData: true) } }
        }
        Button("Sign Out and Delete Data", role: .destructive) {
            if let account = model.current { Task { await model.signOut(account, keepLocalData: false) } }
        }
        Button("Sign Out of All Devices", role: .destructive) {
            Task { await model.signOutEverywhere() }
        }
        Button("Cancel", role: .cancel) {}
    }

    @ViewBuilder
    private var resetSyncButtons: some View {
        Button("Reset and Download") {}  // expect: missing-destructive-role
        Button("Reset and Upload This Device") {}  // expect: missing-destructive-role
    }

    @ViewBuilder
    private func exportButtons(includeArchived: Bool) -> some View {
        Button("Export as CSV") {
            Task { try? await model.export(.csv, includeArchived: includeArchived) }
        }
        Button("Export as vCard") {
            Task { try? await model.export(.vcard, includeArchived: includeArchived) }
        }
    }
}

/// Shown whenever a background sync gives up; teams reuse it across screens.
struct RetryAlertModifier: ViewModifier {
    @Binding var isPresented: Bool
    var retry: () -> Void
    @Environment(\.openURL) private var openURL

    func body(content: Content) -> some View {
        content.alert("Couldn’t Sync Your Contacts", isPresented: $isPresented) {  // expect: too-many-actions
            Button("Try Again", action: retry)
            Button("Open Status Page") { openURL(URL(string: "https://status.example.com")!) }
            Button("Contact Support") { openURL(URL(string: "mailto:help@example.com")!) }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Check your connection, then try again.")
        }
    }
}

extension View {
    func retryAlert(isPresented: Binding<Bool>, retry: @escaping () -> Void) -> some View {
        modifier(RetryAlertModifier(isPresented: isPresented, retry: retry))
    }

    /// The shared "unsaved changes" prompt.
    // clean: an extension that starts a chain with `alert(` (no dot); three actions
    func discardChangesAlert(isPresented: Binding<Bool>, save: @escaping () -> Void, discard: @escaping () -> Void)
        -> some View
    {
        alert("Save Changes Before Closing?", isPresented: isPresented) {
            Button("Save", action: save)
            Button("Don’t Save", role: .destructive, action: discard)
            Button("Cancel", role: .cancel) {}
        }
    }
}
