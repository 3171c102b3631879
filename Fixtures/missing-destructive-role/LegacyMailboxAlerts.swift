import SwiftUI

// Mailbox housekeeping on the legacy API: the Alert values come from a switch, a helper and a
// `??` fallback, and each button is judged where it is written.

enum MailboxAction: Identifiable {
    case deleteFolder(String)
    case emptyJunk
    case archiveAll

    var id: String {
        switch self {
        case .deleteFolder(let name): "delete-\(name)"
        case .emptyJunk: "junk"
        case .archiveAll: "archive"
        }
    }
}

final class MailboxModel: ObservableObject {
    @Published var action: MailboxAction?
    @Published var accountAlert: Alert?
    @Published var showAccountAlert = false

    func deleteFolder(_ name: String) {}
    func emptyJunk() {}
    func archiveAll() {}
    func signOut() {}
}

struct MailboxSettingsView: View {
    @StateObject private var model = MailboxModel()

    var body: some View {
        Form {
            Button("Empty Junk") { model.action = .emptyJunk }
        }
        .alert(item: $model.action) { action in  // expect: alert-focus-return, deprecated-alert-api
            switch action {
            case .deleteFolder(let name):
                return SwiftUI.Alert(
                    title: Text("Delete “\(name)”?"),
                    // flagged: "Delete Folder" on a `.default` button
                    primaryButton: .default(Text("Delete Folder")) { model.deleteFolder(name) },  // expect: missing-destructive-role
                    secondaryButton: .cancel())
            case .emptyJunk:
                return junkAlert
            case .archiveAll:
                // clean: archiving is not destructive
                return Alert(
                    title: Text("Archive every message?"),
                    primaryButton: .default(Text("Archive All"), action: model.archiveAll),
                    secondaryButton: .cancel())
            }
        }
        .alert(isPresented: $model.showAccountAlert) {  // expect: deprecated-alert-api
            model.accountAlert
                ?? Alert(
                    title: Text("Your session has expired"),
                    // flagged: the fallback's "Sign Out" is read though the stored alert is not
                    primaryButton: .default(Text("Sign Out"), action: model.signOut),  // expect: missing-destructive-role
                    secondaryButton: .cancel(Text("Stay Signed In")))
        }
    }

    /// clean: `.destructive` is the destructive role.
    private var junkAlert: Alert {
        Alert(
            title: Text("Empty the Junk folder?"),
            primaryButton: .destructive(Text("Empty Junk"), action: model.emptyJunk),
            secondaryButton: .cancel())
    }
}
