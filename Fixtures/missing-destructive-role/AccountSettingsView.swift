import SwiftUI

struct Member: Identifiable, Hashable {
    let id: UUID
    var name: String
    var isBlocked: Bool
}

struct PaymentMethod: Identifiable, Hashable {
    let id: UUID
    var brand: String
    var lastFour: String
}

@MainActor
final class AccountModel: ObservableObject {
    @Published var email = "me@example.com"
    @Published var displayName = ""
    @Published var members: [Member] = []
    @Published var paymentMethods: [PaymentMethod] = []
    @Published var hasSubscription = true

    func deleteAccount() {}
    func signOut(everywhere: Bool) {}
    func remove(_ method: PaymentMethod) {}
    func clearSearchHistory() {}
    func discardProfileEdits() {}
    func block(_ member: Member) {}
    func wipeOfflineData() {}
    func deactivate() {}
    func transferOwnership() {}
    func cancelSubscription() {}
    func showBlockedAccounts() {}
    func exportData() {}
}

struct AccountSettingsView: View {
    @StateObject private var model = AccountModel()

    @State private var confirmDeleteAccount = false
    @State private var confirmDeleteAccountAgain = false
    @State private var confirmSignOut = false
    @State private var methodToRemove: PaymentMethod?
    @State private var confirmRemoveMethod = false
    @State private var confirmRemoveMethodAgain = false
    @State private var confirmClearHistory = false
    @State private var confirmClearHistoryAgain = false
    @State private var confirmDiscard = false
    @State private var memberToBlock: Member?
    @State private var confirmBlock = false
    @State private var confirmWipe = false
    @State private var confirmDeactivate = false
    @State private var confirmTransfer = false
    @State private var confirmDelete = false
    @State private var confirmCancelSubscription = false
    @State private var showBlockedInfo = false
    @State private var confirmWipeAgain = false
    @State private var confirmExport = false
    @State private var confirmPause = false

    var body: some View {
        Form {
            Section("Profile") {
                TextField("Display name", text: $model.displayName)
                LabeledContent("Email", value: model.email)
            }
            Section("Payment") {
                ForEach(model.paymentMethods) { method in
                    Text("\(method.brand) •••• \(method.lastFour)")
                        .swipeActions {
                            // Not a dialog: a swipe button needs no check here.
                            Button("Remove") {
                                methodToRemove = method
                                confirmRemoveMethod = true
                            }
                            .tint(.red)
                        }
                }
            }
            Section {
                Button("Delete Account…") { confirmDeleteAccount = true }
                Button("Sign Out…") { confirmSignOut = true }
            }
        }
        .navigationTitle("Account")
        // flagged: a destructive verb without the role.
        .alert("Delete your account?", isPresented: $confirmDeleteAccount) {  // expect: alert-focus-return
            Button("Delete Account") { model.deleteAccount() }  // expect: missing-destructive-role
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Your posts and messages will be removed. This can't be undone.")
        }
        // clean: the same action with its role.
        .alert("Delete your account?", isPresented: $confirmDeleteAccountAgain) {
            Button("Delete Account", role: .destructive) { model.deleteAccount() }
            Button("Cancel", role: .cancel) {}
        }
        // flagged: "Sign Out" (two words) without the role, next to one that has it.
        .confirmationDialog("Sign out?", isPresented: $confirmSignOut, titleVisibility: .visible) {  // expect: alert-focus-return
            Button("Sign Out") { model.signOut(everywhere: false) }  // expect: missing-destructive-role
            Button("Sign Out of All Devices", role: .destructive) { model.signOut(everywhere: true) }
        }
        // flagged: the label closure's Text.
        .alert(  // expect: alert-focus-return
            "Remove \(methodToRemove?.brand ?? "card")?",
            isPresented: $confirmRemoveMethod,
            presenting: methodToRemove
        ) { method in
            Button {
                model.remove(method)
            } label: {
                Text("Remove Card")  // expect: missing-destructive-role
            }
            Button("Keep Card", role: .cancel) {}
        }
        // clean: `Button(role:) { } label: { Text(…) }`.
        .alert("Remove this card?", isPresented: $confirmRemoveMethodAgain, presenting: methodToRemove) { method in
            Button(role: .destructive) {
                model.remove(method)
            } label: {
                Text("Remove Card")
            }
            Button("Keep Card", role: .cancel) {}
        }
        // flagged: `Button(action:) { Label(…) }`.
        .alert("Clear your search history?", isPresented: $confirmClearHistory) {
            Button(action: model.clearSearchHistory) {
                Label("Clear History", systemImage: "trash")  // expect: missing-destructive-role
            }
            Button("Cancel", role: .cancel) {}
        }
        // clean: `Button(role:action:) { Label(…) }`.
        .alert("Clear your search history?", isPresented: $confirmClearHistoryAgain) {
            Button(role: .destructive, action: model.clearSearchHistory) {
                Label("Clear History", systemImage: "trash")
            }
            Button("Cancel", role: .cancel) {}
        }
        // flagged: `Button(_:action:)`.
        .alert(Text("You have unsaved changes"), isPresented: $confirmDiscard) {
            Button("Discard Changes", action: model.discardProfileEdits)  // expect: missing-destructive-role
            Button("Keep Editing", role: .cancel) {}
        }
        // flagged: an interpolated label that starts with a destructive verb.
        .alert("Block this person?", isPresented: $confirmBlock, presenting: memberToBlock) { member in
            Button("Block \(member.name)") { model.block(member) }  // expect: missing-destructive-role
            Button("Cancel", role: .cancel) {}
        } message: { member in
            Text("\(member.name) won't be able to message you.")
        }
        // flagged: danger shown by colour alone; VoiceOver never reads red.
        .alert("Erase offline data?", isPresented: $confirmWipe) {
            Button("Continue") { model.wipeOfflineData() }.foregroundColor(.red)  // expect: missing-destructive-role
            Button("Cancel", role: .cancel) {}
        }
        // flagged: `.tint(.red)` alone.
        .alert("Pause your account for 30 days?", isPresented: $confirmDeactivate) {
            Button("Pause for 30 Days", action: model.deactivate).tint(.red)  // expect: missing-destructive-role
            Button("Not Now", role: .cancel) {}
        }
        // flagged: `.foregroundStyle(.red)` alone.
        .alert("Give ownership to another member?", isPresented: $confirmTransfer) {
            Button("Transfer", action: model.transferOwnership).foregroundStyle(.red)  // expect: missing-destructive-role
            Button("Cancel", role: .cancel) {}
        }
        // flagged once: a destructive verb and red colour, but still no role.
        .alert("Delete all members?", isPresented: $confirmDelete) {
            Button("Delete All") { model.members.removeAll() }.foregroundColor(.red)  // expect: missing-destructive-role
            Button("Cancel", role: .cancel) {}
        }
        // flagged: "Cancel Subscription" is destructive (the verb list has the whole phrase).
        .alert("Cancel your Pro subscription?", isPresented: $confirmCancelSubscription) {
            Button("Cancel Subscription") { model.cancelSubscription() }  // expect: missing-destructive-role
            Button("Keep Pro", role: .cancel) {}
        }
        // clean: "Blocked" is not "Block"; verbs are matched as whole words.
        .alert("\(model.members.filter(\.isBlocked).count) accounts blocked", isPresented: $showBlockedInfo) {
            Button("Blocked Accounts") { model.showBlockedAccounts() }
            Button("OK", role: .cancel) {}  // expect: ambiguous-action-label
        }
        // clean: red, and the role says so too.
        .alert("Erase offline data?", isPresented: $confirmWipeAgain) {
            Button("Erase", role: .destructive) { model.wipeOfflineData() }
                .tint(.red)
            Button("Cancel", role: .cancel) {}
        } message: {
            // Red text in the message is not an action.
            Text("Downloads will need to be fetched again.")
                .foregroundStyle(.red)
        }
        // clean: nothing destructive, and a tint that is not red.
        .alert("Export your data?", isPresented: $confirmExport) {
            Button("Export", action: model.exportData).tint(.blue)
            Button("Cancel", role: .cancel) {}
        }
        // clean: red, but it runs no code and only closes the dialog (its missing role is
        // missing-cancel-role's).
        .confirmationDialog("Pause syncing?", isPresented: $confirmPause) {
            Button("Pause Syncing") { model.pauseSync() }
            Button(action: {}) { Text("Cancel") }  // expect: missing-cancel-role
                .tint(.red)
        }
    }
}
