// Covers a dialog whose trigger and actions all stand in one `#if os(macOS)` branch of the type,
// beside a stored property of that branch: the focus state --fix adds goes into the same branch,
// after that property, since nothing outside the branch uses it. A second dialog outside any
// branch gets its focus state after the last property outside every branch.
import SwiftUI

struct ExportView: View {
    @State private var isConfirmingReset = false
    @AccessibilityFocusState private var isResetExportFocused: Bool
    #if os(macOS)
        @State private var isConfirmingReveal = false
        @AccessibilityFocusState private var isRevealInFinderFocused: Bool

        var revealButton: some View {
            Button("Reveal in Finder") {
                isConfirmingReveal = true
            }
            .accessibilityFocused($isRevealInFinderFocused)
            .alert("Reveal the export?", isPresented: $isConfirmingReveal) {
                Button("Reveal") {
                    isConfirmingReveal = false
                    isRevealInFinderFocused = true
                }
                Button("Cancel", role: .cancel) { isRevealInFinderFocused = true }
            }
        }
    #endif

    var body: some View {
        VStack {
            Button("Reset Export") {
                isConfirmingReset = true
            }
            .accessibilityFocused($isResetExportFocused)
        }
        .alert("Reset the export settings?", isPresented: $isConfirmingReset) {
            Button("Reset", role: .destructive) {
                isConfirmingReset = false
            }
            Button("Cancel", role: .cancel) { isResetExportFocused = true }
        }
    }
}
