import SwiftUI

// A backup screen from the iOS 14 days: one legacy alert per situation, each read on its own.

enum RestorePrompt: Identifiable {
    case restoreOlder(date: Date)
    case restoreFinished
    case mergeContacts
    case overwrite

    var id: String {
        switch self {
        case .restoreOlder(let date): "older-\(date.timeIntervalSince1970)"
        case .restoreFinished: "finished"
        case .mergeContacts: "merge"
        case .overwrite: "overwrite"
        }
    }
}

final class RestoreModel: ObservableObject {
    @Published var prompt: RestorePrompt?
    @Published var serverAlert: Alert?
    @Published var showServerAlert = false

    func restore() {}
    func merge() {}
}

struct RestoreBackupView: View {
    @StateObject private var model = RestoreModel()

    var body: some View {
        Form {
            Button("Restore from Backup") { model.prompt = .restoreOlder(date: .now) }
        }
        .alert(item: $model.prompt) { prompt in  // expect: alert-focus-return, deprecated-alert-api
            switch prompt {
            case .restoreOlder(let date):
                return Alert(
                    title: Text("Restore the backup from \(date.formatted())?"),
                    // flagged: "Yes" in one case of the switch
                    primaryButton: .default(Text("Yes"), action: model.restore),  // expect: ambiguous-action-label
                    secondaryButton: .cancel())
            case .restoreFinished:
                // clean: a lone "OK" acknowledges
                return Alert(title: Text("Backup Restored"), dismissButton: .default(Text("OK")))
            case .mergeContacts:
                return Alert(
                    title: Text("Merge the restored contacts?"),
                    // flagged: "OK" is one of two choices in this case
                    primaryButton: .default(Text("OK"), action: model.merge),  // expect: ambiguous-action-label
                    secondaryButton: .cancel(Text("Keep Separate")))
            case .overwrite:
                return RestoreAlerts.overwrite
            }
        }
        .alert(isPresented: $model.showServerAlert) {  // expect: deprecated-alert-api
            // clean: the fallback's "OK" may be one of several choices, but the stored alert's
            // buttons are unknown, so the number of actions is too
            model.serverAlert
                ?? Alert(
                    title: Text("The server sent a message"),
                    primaryButton: .default(Text("OK")),
                    secondaryButton: .cancel(Text("Later")))
        }
    }
}

/// Alerts shared by the restore screens.
enum RestoreAlerts {
    static let overwrite = Alert(
        title: Text("Overwrite this device?"),
        primaryButton: .destructive(Text("Overwrite")),
        secondaryButton: .cancel())
}
