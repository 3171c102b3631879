// Covers triggers inside the clauses of a `switch`: "Start Sync" stands under `case .idle`, and
// the alert's "Start" sets `state = .syncing`, which replaces it, so only "Not Now" returns focus
// to it. "Why did it fail?" under `case .failed` opens an alert whose action leaves the state
// alone, and focus returns there. Two "Help" buttons in different clauses (one under
// `@unknown default`) are never on screen together: they share one focus state. A switch over the
// state of the whole screen (`model.isLoaded`) keeps "Reset Preferences" when the destructive
// "Reset" calls `model.resetPreferences()`: only setting the subject changes the clause, so
// both actions return focus.
import SwiftUI

enum SyncState {
    case idle, syncing, failed
}

struct SyncPanel: View {
    @State private var state = SyncState.idle
    @State private var showStartConfirmation = false
    @AccessibilityFocusState private var isStartSyncFocused: Bool
    @State private var showFailureHelp = false
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

enum Permission {
    case granted, denied
}

struct PermissionPanel: View {
    let permission: Permission
    @State private var showHelp = false
    @AccessibilityFocusState private var isHelpFocused: Bool

    var body: some View {
        VStack {
            switch permission {
            case .granted:
                Text("Ready")
            case .denied:
                Button("Help") { showHelp = true }
                    .accessibilityFocused($isHelpFocused)
            @unknown default:
                Button("Help") { showHelp = true }
                    .accessibilityFocused($isHelpFocused)
            }
        }
        .alert("Allow access in Settings", isPresented: $showHelp) {
            Button("OK") { isHelpFocused = true }
        }
    }
}

final class PreferencesModel {
    var isLoaded = true
    func resetPreferences() {}
}

struct PreferencesScreen: View {
    let model: PreferencesModel
    @State private var showReset = false
    @AccessibilityFocusState private var isResetPreferencesFocused: Bool

    var body: some View {
        VStack {
            switch model.isLoaded {
            case true:
                Button("Reset Preferences") { showReset = true }
                    .accessibilityFocused($isResetPreferencesFocused)
            case false:
                Text("Loading…")
            }
        }
        .alert("Reset all preferences?", isPresented: $showReset) {
            Button("Reset", role: .destructive) { model.resetPreferences() }
            Button("Cancel", role: .cancel) { isResetPreferencesFocused = true }
        }
    }
}
