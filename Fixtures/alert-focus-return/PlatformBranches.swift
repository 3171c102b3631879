import SwiftUI

/// One screen built per platform: on tvOS the focus engine puts focus back on the button that
/// showed the alert, so only the other platforms' alert needs the app's help.
struct EpisodeActionsView: View {
    @State private var confirmMarkWatched = false
    @State private var confirmRemove = false

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
                    .alert("Mark this episode as watched?", isPresented: $confirmMarkWatched) {  // expect: alert-focus-return
                        Button("Mark as Watched") { markWatched() }
                        Button("Cancel", role: .cancel) {}
                    }
            #endif
            #if os(iOS)
                Button("Remove Download", role: .destructive) { confirmRemove = true }
                    .confirmationDialog("Remove the download?", isPresented: $confirmRemove) {  // expect: alert-focus-return
                        Button("Remove", role: .destructive) { removeDownload() }
                        Button("Cancel", role: .cancel) {}
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
