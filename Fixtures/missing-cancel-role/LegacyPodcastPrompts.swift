import SwiftUI

// A podcast app's legacy prompts: each Alert of the switch is judged on its own.

enum FeedPrompt: Identifiable {
    case newEpisodes(count: Int)
    case rateApp
    case autoDownload
    case feedMoved(URL)

    var id: String {
        switch self {
        case .newEpisodes(let count): "new-\(count)"
        case .rateApp: "rate"
        case .autoDownload: "auto"
        case .feedMoved(let url): "moved-\(url)"
        }
    }
}

final class FeedModel: ObservableObject {
    @Published var prompt: FeedPrompt?
    @Published var showNotifications = false

    func playLatest() {}
    func openStore() {}
    func enableAutoDownload() {}
    func follow(_ url: URL) {}
    func requestNotifications() {}
}

struct FeedView: View {
    @StateObject private var model = FeedModel()

    var body: some View {
        List {
            Text("Episodes")
        }
        .alert(item: $model.prompt, content: prompt(for:))  // expect: deprecated-alert-api
        // flagged: two buttons, neither with the cancel role, from a helper passed by name
        .alert(isPresented: $model.showNotifications, content: notificationsAlert)  // expect: missing-cancel-role, deprecated-alert-api
    }

    private func prompt(for prompt: FeedPrompt) -> Alert {
        switch prompt {
        case .newEpisodes(let count):
            // clean: "Later" backs out with `.cancel`
            return Alert(
                title: Text("\(count) New Episodes"),
                primaryButton: .default(Text("Play Latest"), action: model.playLatest),
                secondaryButton: .cancel(Text("Later")))
        case .rateApp:
            // flagged: "Not Now" backs out but is a `.default` button
            return Alert(
                title: Text("Enjoying the App?"),
                primaryButton: .default(Text("Rate on the App Store"), action: model.openStore),
                secondaryButton: .default(Text("Not Now")))  // expect: missing-cancel-role
        case .autoDownload:
            // clean: a lone button is not a choice
            return Alert(title: Text("Auto-Download Is On"), dismissButton: .default(Text("Got It")))
        case .feedMoved(let url):
            // clean: the system's Cancel backs out
            return Alert(
                title: Text("This Feed Has Moved"),
                primaryButton: .default(Text("Follow New Feed")) { model.follow(url) },
                secondaryButton: .cancel())
        }
    }

    private func notificationsAlert() -> Alert {
        Alert(
            title: Text("Get notified about new episodes?"),
            primaryButton: .default(Text("Allow"), action: model.requestNotifications),
            secondaryButton: .default(Text("Decide in Settings")))
    }
}
