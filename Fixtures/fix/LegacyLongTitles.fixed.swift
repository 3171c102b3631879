import SwiftUI

/// Legacy dialogs whose titles make the call's line longer than the file's lines (120 bytes at
/// least): --fix writes each argument on a line of its own and `)` on the next, as formatters
/// wrap a call; a short title stays on the line.
struct ArchiveActions: View {
    @State private var confirmUnlink = false
    @AccessibilityFocusState private var isUnlinkFocused: Bool
    @State private var chooseFormat = false
    @AccessibilityFocusState private var isExportFocused: Bool
    @State private var showDone = false
    @AccessibilityFocusState private var isFinishFocused: Bool
    let archiveName: String

    var body: some View {
        VStack {
            Button("Unlink") { confirmUnlink = true }
                .accessibilityFocused($isUnlinkFocused)
                .alert(
                    Text("Unlink the archive " + archiveName + " from every device that reads it?"),
                    isPresented: $confirmUnlink
                ) {
                    Button("Unlink", role: .destructive) { unlink() }
                    Button("Cancel", role: .cancel) { isUnlinkFocused = true }
                }
            Button("Export") { chooseFormat = true }
                .accessibilityFocused($isExportFocused)
                .confirmationDialog(
                    Text("Choose the format to export " + archiveName + " in"),
                    isPresented: $chooseFormat,
                    titleVisibility: .visible
                ) {
                    Button("Zip") {
                        export()
                        isExportFocused = true
                    }
                    Button("Cancel", role: .cancel) { isExportFocused = true }
                }
            Button("Finish") { showDone = true }
                .accessibilityFocused($isFinishFocused)
                .alert("Done", isPresented: $showDone) {
                    Button("Close", role: .cancel) { isFinishFocused = true }
                }
        }
    }

    private func unlink() {}
    private func export() {}
}
