import SwiftUI

/// Legacy dialogs whose titles make the call's line longer than the file's lines (120 bytes at
/// least): --fix writes each argument on a line of its own and `)` on the next, as formatters
/// wrap a call; a short title stays on the line.
struct ArchiveActions: View {
    @State private var confirmUnlink = false
    @State private var chooseFormat = false
    @State private var showDone = false
    let archiveName: String

    var body: some View {
        VStack {
            Button("Unlink") { confirmUnlink = true }
                .alert(isPresented: $confirmUnlink) {
                    Alert(
                        title: Text("Unlink the archive " + archiveName + " from every device that reads it?"),
                        primaryButton: .destructive(Text("Unlink")) { unlink() },
                        secondaryButton: .cancel())
                }
            Button("Export") { chooseFormat = true }
                .actionSheet(isPresented: $chooseFormat) {
                    ActionSheet(
                        title: Text("Choose the format to export " + archiveName + " in"),
                        buttons: [.default(Text("Zip")) { export() }, .cancel()])
                }
            Button("Finish") { showDone = true }
                .alert(isPresented: $showDone) {
                    Alert(title: Text("Done"), dismissButton: .default(Text("Close")))
                }
        }
    }

    private func unlink() {}
    private func export() {}
}
