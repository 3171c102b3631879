// Covers actions whose body is only a comment: one that says the action does nothing (`/* no-op */`,
// `// Do nothing`) would be false once the focus statement is there, so the statement takes its
// place; any other comment stays, with the statement after it.
import SwiftUI

struct EventLogView: View {
    @State private var confirmClear = false
    @State private var confirmExport = false

    var body: some View {
        List {
            Button("Clear Log") { confirmClear = true }
                .confirmationDialog("Clear every event?", isPresented: $confirmClear) {
                    Button("Clear", role: .destructive) {
                        clearLog()
                    }
                    Button("Cancel", role: .cancel) {
                        /* no-op */
                    }
                }
            Button("Export Log") { confirmExport = true }
                .alert("Export the log?", isPresented: $confirmExport) {
                    Button("Export") {
                        // The exporter runs on its own.
                    }
                    Button("Cancel", role: .cancel) {
                        // Do nothing
                    }
                }
        }
    }

    private func clearLog() {}
}
