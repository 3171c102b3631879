// Covers an app's control drawn without words that opens one of two alerts: both alerts return
// focus to it through ONE focus state, named by the control (`isStatusButtonFocused`), not two
// named by each alert's binding.
import SwiftUI

struct StatusButton: View {
    let systemImage: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: systemImage)
        }
    }
}

struct BackupStatusView: View {
    @State private var backupsFailed = 0
    @State private var showAllGood = false
    @State private var showFailures = false
    @AccessibilityFocusState private var isStatusButtonFocused: Bool

    var body: some View {
        NavigationStack {
            Text("Backups")
                .toolbar {
                    StatusButton(systemImage: backupsFailed == 0 ? "checkmark" : "exclamationmark") {
                        if backupsFailed == 0 {
                            showAllGood = true
                        } else {
                            showFailures = true
                        }
                    }
                    .accessibilityFocused($isStatusButtonFocused)
                }
                .alert("Every backup finished", isPresented: $showAllGood) {
                    Button("Close", role: .cancel) { isStatusButtonFocused = true }
                }
                .alert("Some backups failed", isPresented: $showFailures) {
                    Button("Close", role: .cancel) { isStatusButtonFocused = true }
                }
        }
    }
}
