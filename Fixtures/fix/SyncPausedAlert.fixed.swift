// Covers an alert with no actions (indented with 2 spaces): the system's implicit OK button cannot
// return focus, so --fix writes it out as `Button("OK") { … }` with the reset. The second alert
// passes its actions as a labelled `actions: {}` argument and has no message.
import SwiftUI

struct SyncAccount {
  var name: String
  var isPaused: Bool
}

struct SyncSettingsView: View {
  @State private var account = SyncAccount(name: "Personal", isPaused: true)
  @State private var isShowingPauseInfo = false
  @AccessibilityFocusState private var isWhyPausedFocused: Bool
  @State private var isShowingLastSync = false
  @AccessibilityFocusState private var isLastSyncFocused: Bool

  var body: some View {
    List {
      Section("iCloud") {
        HStack {
          Text(account.name)
          Spacer()
          Button("Why Paused?") {
            isShowingPauseInfo = true
          }
          .accessibilityFocused($isWhyPausedFocused)
        }
        Button("Last Sync") { isShowingLastSync = true }
          .accessibilityFocused($isLastSyncFocused)
      }
    }
    .alert("Sync Is Paused", isPresented: $isShowingPauseInfo) {
      Button("OK") { isWhyPausedFocused = true }
    } message: {
      Text("Sync resumes when your device is connected to Wi-Fi and charging.")
    }
    .alert("Last synced 5 minutes ago", isPresented: $isShowingLastSync, actions: { Button("OK") { isLastSyncFocused = true } })
  }
}
