// Covers platform branches: the tvOS side is left to the focus engine, and a control in one
// branch of an `#if` is not a trigger of the dialog in another; the focus states go outside
// every branch, so each side still builds.
import SwiftUI

/// One screen built per platform: on tvOS the focus engine puts focus back on the button that
/// showed the alert, so only the other platforms' alert needs the app's help.
struct EpisodeActionsView: View {
    @State private var confirmMarkWatched = false
    @State private var confirmRemove = false
    @AccessibilityFocusState private var isMarkAsWatchedFocused: Bool
    @AccessibilityFocusState private var isRemoveDownloadFocused: Bool

    var body: some View {
        VStack {
            #if os(tvOS)
                Button("Mark as Watched") { confirmMarkWatched = true }
                    .alert("Mark this episode as watched?", isPresented: $confirmMarkWatched) {
                        Button("Mark as Watched") { markWatched() }
                        Button("Cancel", role: .cancel) {}
                    }
            #else
                Button("Mark as Watched") { confirmMarkWatched = true }
                    .accessibilityFocused($isMarkAsWatchedFocused)
                    .alert("Mark this episode as watched?", isPresented: $confirmMarkWatched) {
                        Button("Mark as Watched") {
                            markWatched()
                            isMarkAsWatchedFocused = true
                        }
                        Button("Cancel", role: .cancel) { isMarkAsWatchedFocused = true }
                    }
            #endif
            #if os(iOS)
                Button("Remove Download", role: .destructive) { confirmRemove = true }
                    .accessibilityFocused($isRemoveDownloadFocused)
                    .confirmationDialog("Remove the download?", isPresented: $confirmRemove) {
                        Button("Remove", role: .destructive) { removeDownload() }
                        Button("Cancel", role: .cancel) { isRemoveDownloadFocused = true }
                    }
            #elseif os(tvOS)
                Button("Remove Download", role: .destructive) { confirmRemove = true }
                    .confirmationDialog("Remove the download?", isPresented: $confirmRemove) {
                        Button("Remove", role: .destructive) { removeDownload() }
                        Button("Cancel", role: .cancel) {}
                    }
            #endif
        }
    }

    private func markWatched() {}
    private func removeDownload() {}
}
