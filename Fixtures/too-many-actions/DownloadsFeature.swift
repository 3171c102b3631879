import ComposableArchitecture
import OSLog
import SwiftUI

private let logger = Logger(subsystem: "com.example.downloads", category: "ui")

struct DownloadError: LocalizedError, Equatable {
    var fileName: String
    var reason: String
    var canRetryOnWiFi: Bool

    var errorDescription: String? { "Couldn’t Download “\(fileName)”" }
    var recoverySuggestion: String? { reason }
}

struct Download: Identifiable, Equatable {
    let id: UUID
    var fileName: String
    var progress: Double
    var failure: DownloadError?
}

/// One line of the activity log at the bottom of the downloads list.
struct Entry: Identifiable, Equatable {
    enum Level: Equatable { case info, warning, alert }
    let id = UUID()
    var level: Level
    var message: String
    var date: Date

    static func info(_ message: String) -> Entry { Entry(level: .info, message: message, date: .now) }
    static func alert(_ message: String) -> Entry { Entry(level: .alert, message: message, date: .now) }
}

@Reducer
struct DownloadsFeature {
    @ObservableState
    struct State: Equatable {
        var downloads: IdentifiedArrayOf<Download> = []
        var log: [Entry] = []
        @Presents var alert: AlertState<Action.Alert>?
    }

    enum Action {
        case alert(PresentationAction<Alert>)
        case downloadFailed(Download.ID, DownloadError)
        case retryAllTapped
        case viewDisappeared

        @CasePathable
        enum Alert: Equatable {
            case retry(Download.ID)
            case retryOnWiFi(Download.ID)
            case showInFiles(Download.ID)
            case remove(Download.ID)
        }
    }

    @Dependency(\.downloadClient) var downloadClient

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .downloadFailed(id, error):
                // `Entry.alert(` is a static member, not a modifier.
                state.log.append(Entry.alert("\(error.fileName): \(error.reason)"))
                // Not a dialog modifier: AlertState is data. Its four ButtonStates are not counted here.
                state.alert = AlertState {
                    TextState("Download Failed")
                } actions: {
                    ButtonState(action: .retry(id)) { TextState("Retry") }
                    ButtonState(action: .retryOnWiFi(id)) { TextState("Retry on Wi-Fi") }
                    ButtonState(action: .showInFiles(id)) { TextState("Show in Files") }
                    ButtonState(role: .cancel) { TextState("Cancel") }
                }
                return .none

            case .alert(.presented(.retry(let id))), .alert(.presented(.retryOnWiFi(let id))):
                return .run { _ in try await downloadClient.resume(id) }

            case .alert(.presented(.remove(let id))):
                state.downloads.remove(id: id)
                return .none

            case .alert(.presented(.showInFiles)):
                return .none

            case .alert:
                return .none

            case .retryAllTapped:
                state.log.append(.info("Retrying \(state.downloads.count) downloads"))
                return .none

            case .viewDisappeared:
                // A pending alert must not outlive the screen.
                return .send(.alert(.dismiss))
            }
        }
        .ifLet(\.$alert, action: \.alert)
    }
}

struct DownloadsView: View {
    @Bindable var store: StoreOf<DownloadsFeature>
    @State private var showRetryAll = false
    @State private var pausedError: DownloadError?
    @State private var showPausedError = false
    @State private var quotaError: DownloadError?
    @State private var showQuotaError = false

    var body: some View {
        List {
            Section("Downloads") {
                ForEach(store.downloads) { download in
                    DownloadRow(download: download)
                }
            }
            Section("Activity") {
                ForEach(store.log) { entry in
                    Label(entry.message, systemImage: entry.level == .alert ? "exclamationmark.triangle" : "info.circle")
                }
            }
        }
        .navigationTitle("Downloads")
        .toolbar {
            Button("Retry All") { showRetryAll = true }
        }
        .onDisappear {
            store.send(.alert(.dismiss))
            logger.debug("dismissed pending .alert(…) on disappear")
        }
        /* Old note, kept for history:
           /* nested: this screen used .alert(isPresented:content:) until 2.3 */
           the store-driven alert below replaced four separate flags. */
        // clean: TCA's store-driven alert; its actions live in AlertState and are not counted
        .alert($store.scope(state: \.alert, action: \.alert))
        #if os(iOS)
        .refreshable { store.send(.retryAllTapped) }
        #endif
        // flagged: the error form of `.alert` with four actions
        .alert(isPresented: $showPausedError, error: pausedError) { error in  // expect: too-many-actions
            Button("Resume") { store.send(.retryAllTapped) }
            if error.canRetryOnWiFi {
                Button("Resume on Wi-Fi Only") {}
            }
            Button("Show in Files") {}
            Button("Cancel", role: .cancel) {}
        } message: { error in
            Text(error.recoverySuggestion ?? "")
        }
        // clean: the error form with two actions
        .alert(isPresented: $showQuotaError, error: quotaError) {
            Button("Manage Storage") {}
            Button("OK", role: .cancel) {}  // expect: ambiguous-action-label
        }
        // clean: three actions; the chained view modifiers after the buttons are not actions
        .alert("Retry \(store.downloads.count) Downloads?", isPresented: $showRetryAll) {  // expect: alert-focus-return
            Button("Retry Now") { store.send(.retryAllTapped) }
                .keyboardShortcut(.defaultAction)
            Button("Retry on Wi-Fi") { store.send(.retryAllTapped) }
            Button("Cancel", role: .cancel) {}
        }
    }
}

struct DownloadRow: View {
    let download: Download

    var body: some View {
        HStack {
            Text(download.fileName)
            Spacer()
            ProgressView(value: download.progress)
                .frame(width: 80)
        }
        .accessibilityElement(children: .combine)
    }
}
