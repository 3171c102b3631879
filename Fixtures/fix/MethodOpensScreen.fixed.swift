import SwiftUI

/// An action that calls a method of the view which presents a share sheet: the sheet takes focus,
/// so only Cancel sends it back to "Export", and --fix adds the reset there alone.
final class SharePresenter {
    func present(_ file: String, animated: Bool) {}
}

struct ReportView: View {
    let presenter: SharePresenter
    @State private var confirmExport = false
    @AccessibilityFocusState private var isExportFocused: Bool

    var body: some View {
        Button("Export") { confirmExport = true }
            .accessibilityFocused($isExportFocused)
            .alert("Export the report?", isPresented: $confirmExport) {
                Button("Export") { exportReport() }
                Button("Cancel", role: .cancel) { isExportFocused = true }
            }
    }

    private func exportReport() {
        presenter.present("report.pdf", animated: true)
    }
}
