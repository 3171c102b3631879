// Covers verbs that empty a list only in their `All` form: "End All" calls `endAllSessions()`
// while its button stands in the `else` of `if sessions.isEmpty`, so only "Cancel" sends focus
// back to it. "Stop" calls `stopSession()`, which ends one session and names no list whole: the
// button stays, and both actions send focus back.
import SwiftUI

struct Session: Identifiable {
    let id: Int
    var device: String
}

struct SessionsScreen: View {
    @State private var sessions: [Session] = []
    @State private var showingEndAll = false
    @AccessibilityFocusState private var isEndAllSessionsFocused: Bool
    @State private var showingStop = false
    @AccessibilityFocusState private var isStopThisSessionFocused: Bool

    var body: some View {
        List {
            if sessions.isEmpty {
                Text("No active sessions")
            } else {
                Section("Active") {
                    ForEach(sessions) { session in
                        Text(session.device)
                    }
                    Button("End All Sessions…") {
                        showingEndAll = true
                    }
                    .accessibilityFocused($isEndAllSessionsFocused)
                    .confirmationDialog("End every session?", isPresented: $showingEndAll) {
                        Button("End All", role: .destructive) {
                            endAllSessions()
                        }
                        Button("Cancel", role: .cancel) { isEndAllSessionsFocused = true }
                    }
                }
            }
            Button("Stop This Session…") {
                showingStop = true
            }
            .accessibilityFocused($isStopThisSessionFocused)
            .confirmationDialog("Stop this session?", isPresented: $showingStop) {
                Button("Stop", role: .destructive) {
                    stopSession()
                }
                Button("Cancel", role: .cancel) { isStopThisSessionFocused = true }
            }
        }
    }

    private func endAllSessions() {
        sessions = []
    }

    private func stopSession() {}
}
