import SwiftUI

// An older screen, still on the iOS 13 alert API.

struct Episode: Identifiable, Hashable {
    let id: Int
    var title: String
    var show: String
    var sizeInMegabytes: Int
}

final class DownloadQueue: ObservableObject {
    @Published var episodes: [Episode] = []
    @Published var isPaused = false

    func remove(_ episode: Episode) {
        episodes.removeAll { $0.id == episode.id }
    }

    func restoreDefaults() {}
    func pauseAll() { isPaused = true }
    func removePlayed() {}
    func refresh() throws {}
}

struct PodcastDownloadsView: View {
    @ObservedObject var queue: DownloadQueue

    @State private var showRestoreDefaults = false
    @State private var showRemoveAll = false
    @State private var showPausedInfo = false
    @State private var selectedEpisode: Episode?
    @State private var showCleanupSheet = false
    @State private var showRefreshFailed = false

    @AccessibilityFocusState private var isRemoveAllFocused: Bool
    @AccessibilityFocusState private var isPauseFocused: Bool

    var body: some View {
        List {
            ForEach(queue.episodes) { episode in
                HStack {
                    VStack(alignment: .leading) {
                        Text(episode.title)
                        Text(episode.show)
                            .font(.caption)
                    }
                    Spacer()
                    Button {
                        selectedEpisode = episode
                    } label: {
                        Image(systemName: "info.circle")
                    }
                    .accessibilityLabel("Details for \(episode.title)")
                }
            }

            Section("Storage") {
                Button("Restore Default Settings") { showRestoreDefaults = true }
                    // flagged: legacy alert, presented by the button, no focus binding.
                    .alert(isPresented: $showRestoreDefaults) {  // expect: alert-focus-return, deprecated-alert-api
                        Alert(
                            title: Text("Restore default download settings?"),
                            primaryButton: .default(Text("Restore")) { queue.restoreDefaults() },
                            secondaryButton: .cancel()
                        )
                    }

                // flagged on Cancel: the trigger is bound, but the legacy Cancel does not set it back. Not on
                // Remove All, which is destructive and may take the trigger away with the downloads.
                Button("Remove All Downloads") { showRemoveAll = true }
                    .accessibilityFocused($isRemoveAllFocused)
                    .alert(isPresented: $showRemoveAll) {  // expect: deprecated-alert-api
                        Alert(
                            title: Text("Remove \(queue.episodes.count) downloads?"),
                            message: Text("You can download them again at any time."),
                            primaryButton: .destructive(Text("Remove All")) {
                                queue.episodes.removeAll()
                            },
                            secondaryButton: .cancel()  // expect: alert-focus-return
                        )
                    }

                // flagged: a legacy Alert with no buttons shows the system's OK, which cannot return focus.
                Button("Pause Downloads") {
                    queue.pauseAll()
                    showPausedInfo = true
                }
                .accessibilityFocused($isPauseFocused)
                .alert(isPresented: $showPausedInfo) {  // expect: alert-focus-return, deprecated-alert-api
                    Alert(title: Text("Downloads paused"), message: Text("Resume them from the Now Playing screen."))
                }

                Button("Clean Up…") { showCleanupSheet.toggle() }
            }
        }
        .navigationTitle("Downloads")
        .toolbar {
            Button("Refresh") {
                do {
                    try queue.refresh()
                } catch {
                    showRefreshFailed = true
                }
            }
        }
        // flagged: `item:` form; the info button sets the item.
        .alert(item: $selectedEpisode) { episode in  // expect: alert-focus-return, deprecated-alert-api
            Alert(
                title: Text(episode.title),
                message: Text("\(episode.sizeInMegabytes) MB on this device"),
                dismissButton: .default(Text("Done"))
            )
        }
        // flagged: a legacy action sheet counts as a dialog too.
        .actionSheet(isPresented: $showCleanupSheet) {  // expect: alert-focus-return, deprecated-alert-api
            ActionSheet(
                title: Text("Clean up downloads"),
                buttons: [
                    .destructive(Text("Remove Played Episodes")) { queue.removePlayed() },
                    .cancel(),
                ]
            )
        }
        // clean: raised from `catch`; the Refresh button runs code that may fail, it does not present the alert.
        .alert(isPresented: $showRefreshFailed) {  // expect: deprecated-alert-api
            Alert(title: Text("Couldn't refresh downloads"), dismissButton: .cancel(Text("Close")))
        }
    }
}
