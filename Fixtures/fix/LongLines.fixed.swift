// Covers edits that would make a line longer than the file's lines are (and than 120 bytes):
// - `onDismiss:` added to a call written on one long line goes on a line of its own, one level in;
// - a focus binding added to a view whose chain goes on along its line starts a new line, and the
//   rest of the chain follows on a line of its own.
import SwiftUI

struct TransferHistoryView: View {
    @State private var showExportOptionsForTransfers = false
    @AccessibilityFocusState private var isExportFocused: Bool
    @State private var showTransferFiltersAndSorting = false
    @AccessibilityFocusState private var isFiltersAndSortingFocused: Bool

    var body: some View {
        VStack {
            Button("Export") { showExportOptionsForTransfers = true }
                .accessibilityFocused($isExportFocused)
                .sheet(
                    isPresented: $showExportOptionsForTransfers,
                    onDismiss: { isExportFocused = true },
                    content: { Text("Choose a format for the export") }
                )
            Button("Filters and sorting") { showTransferFiltersAndSorting = true }
                .accessibilityFocused($isFiltersAndSortingFocused)
                .sheet(
                    isPresented: $showTransferFiltersAndSorting,
                    onDismiss: { isFiltersAndSortingFocused = true }
                ) {
                Text("Filters")
            }
        }
    }
}
