import SwiftUI

/// "Check" always shows the progress alert, which the trigger also shows on its own and which
/// returns focus to it as it closes: --fix returns focus from Cancel and from the progress
/// alert's Stop, and not from "Check", where it would compete with the alert it shows.
struct ArchiveCheck: View {
    @State private var confirmCheck = false
    @State private var showProgress = false
    @AccessibilityFocusState private var isCheckArchiveFocused: Bool
    let isLarge: Bool

    var body: some View {
        Button("Check archive") {
            if isLarge {
                confirmCheck = true
            } else {
                startCheck()
            }
        }
        .accessibilityFocused($isCheckArchiveFocused)
        .alert("Checking a large archive takes a while", isPresented: $confirmCheck) {
            Button("Check") { startCheck() }
            Button("Cancel", role: .cancel) { isCheckArchiveFocused = true }
        }
        .alert("Checking the archive", isPresented: $showProgress) {
            Button("Stop", role: .cancel) {
                stopCheck()
                isCheckArchiveFocused = true
            }
        }
    }

    private func startCheck() {
        showProgress = true
    }

    private func stopCheck() {
        showProgress = false
    }
}
