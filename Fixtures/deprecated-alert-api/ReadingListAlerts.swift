import SwiftUI

// A reading list written for iOS 14: every way the value-based Alert API gets its Alert.

struct Article: Identifiable, Hashable {
    let id: UUID
    var title: String
    var isDownloaded: Bool
}

enum ReadingListAlert: Identifiable {
    case removeArticle(Article)
    case downloadFailed(Article)
    case storageFull

    var id: String {
        switch self {
        case .removeArticle(let article): "remove-\(article.id)"
        case .downloadFailed(let article): "failed-\(article.id)"
        case .storageFull: "storage-full"
        }
    }
}

enum ExportFormat: String, Identifiable, CaseIterable {
    case epub, pdf
    var id: Self { self }
}

@MainActor
final class ReadingListModel: ObservableObject {
    @Published var articles: [Article] = []
    @Published var activeAlert: ReadingListAlert?
    @Published var exportFormat: ExportFormat?
    @Published var syncProblem: Alert?
    @Published var showSyncProblem = false
    @Published var showOfflineNotice = false
    @Published var showShareOptions = false
    @Published var showSignIn = false
    @Published var showQuota = false
    @Published var showServerMessage = false
    @Published var showExportOptions = false

    func remove(_ article: Article) {}
    func retryDownload(_ article: Article) {}
    func makeServerAlert() -> Alert { Alert(title: Text("Message from the server")) }
    func makeExportSheet() -> ActionSheet { ActionSheet(title: Text("Export"), buttons: [.cancel()]) }
}

struct ReadingListView: View {
    @StateObject private var model = ReadingListModel()
    @State private var storedAlerts: [Alert] = []

    var body: some View {
        List(model.articles) { article in
            Text(article.title)
                .swipeActions {
                    Button("Remove") { model.activeAlert = .removeArticle(article) }
                }
        }
        .navigationTitle("Reading List")
        // flagged: the content is a method reference with its argument label
        .alert(item: $model.activeAlert, content: alert(for:))  // expect: deprecated-alert-api, alert-focus-return
        // flagged: the content is `self.` and a method's name
        .alert(isPresented: $model.showOfflineNotice, content: self.offlineAlert)  // expect: deprecated-alert-api
        // flagged: an action sheet built by a helper named without `self.`
        .actionSheet(isPresented: $model.showShareOptions, content: shareSheet)  // expect: deprecated-alert-api
        // flagged: a switch expression returns a different `SwiftUI.Alert` per case, without `return`
        .alert(item: $model.exportFormat) { format in  // expect: deprecated-alert-api
            switch format {
            case .epub:
                SwiftUI.Alert(title: Text("Exported as EPUB"))
            case .pdf:
                SwiftUI.Alert(title: Text("Exported as PDF"), message: Text("Fonts were embedded."))
            }
        }
        // flagged: a stored alert, or a fallback Alert when there is none
        .alert(isPresented: $model.showSyncProblem) {  // expect: deprecated-alert-api
            model.syncProblem ?? Alert(title: Text("Sync Paused"))
        }
        // flagged: a helper declared to return an Alert, whose body cannot be read
        .alert(isPresented: $model.showQuota) {  // expect: deprecated-alert-api
            quotaAlert()
        }
        // clean: an Alert made by the model, or a card for the team's own `alert(isPresented:content:)`
        // of PrinterStatusOverlay.swift? What the model's function returns is not read, so it is left alone
        .alert(isPresented: $model.showServerMessage) {
            model.makeServerAlert()
        }
        // flagged: an action sheet made by the model; only SwiftUI declares `actionSheet(isPresented:content:)`
        .actionSheet(isPresented: $model.showExportOptions) {  // expect: deprecated-alert-api
            model.makeExportSheet()
        }
        // clean: the iOS 15 form
        .alert("Sign In to Sync", isPresented: $model.showSignIn) {
            Button("Sign In") {}
            Button("Not Now", role: .cancel) {}
        }
    }

    private func alert(for alert: ReadingListAlert) -> Alert {
        switch alert {
        case .removeArticle(let article):
            return Alert(
                title: Text("Remove “\(article.title)”?"),
                primaryButton: .destructive(Text("Remove")) { model.remove(article) },
                secondaryButton: .cancel())
        case .downloadFailed(let article):
            return Alert(
                title: Text("Couldn’t Download “\(article.title)”"),
                primaryButton: .default(Text("Try Again")) { model.retryDownload(article) },
                secondaryButton: .cancel(Text("Later")))
        case .storageFull:
            return Alert(title: Text("Your Device Is Full"), message: Text("Remove downloads to make room."))
        }
    }

    private func offlineAlert() -> Alert {
        Alert(title: Text("You’re Offline"), message: Text("Articles you saved are still here."))
    }

    private var shareSheet: ActionSheet {
        ActionSheet(
            title: Text("Share Reading List"),
            buttons: [.default(Text("Copy Link")), .default(Text("Send as PDF")), .cancel()])
    }

    private func quotaAlert() -> Alert {
        storedAlerts[0]
    }
}
