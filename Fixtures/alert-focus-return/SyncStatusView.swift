import Combine
import SwiftUI

enum SyncError: LocalizedError, Equatable {
    case offline
    case quotaExceeded
    case conflict(String)

    var errorDescription: String? {
        switch self {
        case .offline: "You're offline"
        case .quotaExceeded: "Your storage is full"
        case .conflict(let name): "“\(name)” was changed on another device"
        }
    }
}

@MainActor
final class SyncEngine: ObservableObject {
    @Published private(set) var lastError: SyncError?
    @Published private(set) var isSyncing = false
    @Published private(set) var lastSync: Date?

    func syncNow() async throws {}
    func loadLibrary() async throws {}
    func exportArchive() async -> URL? { nil }
    func needsMigration() async -> Bool { false }
    func migrate() {}
    func resolveConflict(keepingLocal: Bool) {}
    func resetLocalCache() {}
    func redownloadEverything() {}
}

struct SyncStatusView: View {
    @StateObject private var engine = SyncEngine()
    @Environment(\.openURL) private var openURL

    @State private var syncFailure: SyncError?
    @State private var showSyncFailed = false
    @State private var exportedURL: URL?
    @State private var showExportFinished = false
    @State private var showConflict = false
    @State private var showAccountChanged = false
    @State private var showMigrationPrompt = false
    @State private var showResetCache = false
    @State private var showRedownloadOffer = false
    @State private var libraryFailedToLoad = false

    var body: some View {
        Form {
            Section("Status") {
                if let lastSync = engine.lastSync {
                    LabeledContent("Last sync", value: lastSync.formatted(.relative(presentation: .named)))
                }
                // The button starts the work; the alert comes from `catch`, not from the tap.
                Button("Sync Now") {
                    Task {
                        do {
                            try await engine.syncNow()
                        } catch let error as SyncError {
                            syncFailure = error
                            showSyncFailed = true
                        } catch {
                            syncFailure = .offline
                            showSyncFailed = true
                        }
                    }
                }
                .disabled(engine.isSyncing)

                // The alert is shown from a Task after `await`: an event, not the tap.
                Button("Export Archive") {
                    Task {
                        exportedURL = await engine.exportArchive()
                        if exportedURL != nil {
                            showExportFinished = true
                        }
                    }
                }
            }

            Section {
                Button("Reset Local Cache…") { showResetCache = true }
            } footer: {
                Text("Use this if items look out of date.")
            }
        }
        .navigationTitle("Sync")
        .refreshable { await loadLibrary() }
        .task {
            await loadLibrary()
            if await engine.needsMigration() {
                showMigrationPrompt = true
            }
        }
        .onChange(of: engine.lastError) { _, newValue in
            if case .conflict = newValue {
                showConflict = true
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: .NSUbiquityIdentityDidChange)) { _ in
            showAccountChanged = true
        }
        // clean: raised from `catch` inside a Task; no control presents it.
        .alert(isPresented: $showSyncFailed, error: syncFailure) {
            Button("Try Again") {
                Task { try? await engine.syncNow() }
            }
            Button("Cancel", role: .cancel) {}
        }
        // clean: set in a Task after `await`, so the Export button is not its trigger.
        .alert("Archive exported", isPresented: $showExportFinished, presenting: exportedURL) { url in
            Button("Show in Files") { openURL(url) }
            Button("Done", role: .cancel) {}
        }
        // clean: `.onChange` raises it.
        .alert("Resolve the conflict", isPresented: $showConflict) {
            Button("Keep This Mac’s Version") { engine.resolveConflict(keepingLocal: true) }
            Button("Keep the Other Version") { engine.resolveConflict(keepingLocal: false) }
            Button("Decide Later", role: .cancel) {}
        }
        // clean: `.onReceive` raises it.
        .alert(Text("iCloud account changed"), isPresented: $showAccountChanged) {
            Button("OK", role: .cancel) {}
        } message: {
            Text("Your library will sync with the new account.")
        }
        // clean: `.task` raises it.
        .alert("Update your library?", isPresented: $showMigrationPrompt) {
            Button("Update Now") { engine.migrate() }
            Button("Later", role: .cancel) {}
        }
        // clean: an event-driven alert with no actions; no trigger, so the focus rule does not apply.
        .alert("Couldn't load your library", isPresented: $libraryFailedToLoad) {
        } message: {
            Text("Check your connection and pull to refresh.")
        }
        // flagged: the "Reset Local Cache…" button presents it without a focus binding.
        .alert("Reset the local cache?", isPresented: $showResetCache) {  // expect: alert-focus-return
            Button("Reset", role: .destructive) {
                engine.resetLocalCache()
                showRedownloadOffer = true
            }
            Button("Cancel", role: .cancel) {}
        }
        // flagged: shown only by the previous alert's "Reset", which gives it VoiceOver focus;
        // as it closes, focus goes back to that alert's trigger, "Reset Local Cache…".
        .alert("Download everything again?", isPresented: $showRedownloadOffer) {  // expect: alert-focus-return
            Button("Download All") { engine.redownloadEverything() }
            Button("Not Now", role: .cancel) {}
        }
    }

    private func loadLibrary() async {
        do {
            try await engine.loadLibrary()
        } catch {
            libraryFailedToLoad = true
        }
    }
}
