// Covers triggers inside the clauses of a `switch`: "Start Sync" stands under `case .idle`, and
// the alert's "Start" sets `state = .syncing`, which replaces it, so only "Not Now" returns focus
// to it. "Why did it fail?" under `case .failed` opens an alert whose action leaves the state
// alone, and focus returns there.
import SwiftUI

enum SyncState {
    case idle, syncing, failed
}

struct SyncPanel: View {
    @State private var state = SyncState.idle
    @State private var showStartConfirmation = false
    @State private var showFailureHelp = false
    @AccessibilityFocusState private var isStartSyncFocused: Bool
    @AccessibilityFocusState private var isWhyDidItFailFocused: Bool

    var body: some View {
        VStack {
            switch state {
            case .idle:
                Button("Start Sync") { showStartConfirmation = true }
                    .accessibilityFocused($isStartSyncFocused)
            case .syncing:
                Text("Syncing…")
            case .failed:
                Button("Why did it fail?") { showFailureHelp = true }
                    .accessibilityFocused($isWhyDidItFailFocused)
            }
        }
        .alert("Start syncing now?", isPresented: $showStartConfirmation) {
            Button("Start") { state = .syncing }
            Button("Not Now", role: .cancel) { isStartSyncFocused = true }
        }
        .alert("The server did not answer", isPresented: $showFailureHelp) {
            Button("OK") { isWhyDidItFailFocused = true }
        }
    }
}
