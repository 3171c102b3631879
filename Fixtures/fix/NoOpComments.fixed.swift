// Covers actions whose body is only a comment: one that says the action does nothing (`/* no-op */`,
// `// Do nothing`) would be false once the focus statement is there, so the statement takes its
// place; any other comment stays, with the statement after it.
import SwiftUI

struct EventLogView: View {
    @State private var confirmClear = false
    @AccessibilityFocusState private var isClearLogFocused: Bool
    @State private var confirmExport = false
    @AccessibilityFocusState private var isExportLogFocused: Bool

    var body: some View {
        List {
            Button("Clear Log") { confirmClear = true }
                .accessibilityFocused($isClearLogFocused)
                .confirmationDialog("Clear every event?", isPresented: $confirmClear) {
                    Button("Clear", role: .destructive) {
                        clearLog()
                    }
                    Button("Cancel", role: .cancel) {
                        isClearLogFocused = true
                    }
                }
            Button("Export Log") { confirmExport = true }
                .accessibilityFocused($isExportLogFocused)
                .alert("Export the log?", isPresented: $confirmExport) {
                    Button("Export") {
                        // The exporter runs on its own.
                        isExportLogFocused = true
                    }
                    Button("Cancel", role: .cancel) {
                        isExportLogFocused = true
                    }
                }
        }
    }

    private func clearLog() {}
}
