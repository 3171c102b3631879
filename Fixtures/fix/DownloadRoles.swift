// Covers the role fixes (missing-cancel-role, missing-destructive-role) on every button shape.
// These dialogs are raised by the download queue, not by a control, so focus return does not apply:
// - `Button("Cancel") { … }`, title and trailing closure → `role: .cancel` after the title;
// - `Button("Delete All", action: deleteAll)` → `role: .destructive` before `action:`;
// - `Button { … } label: { Text("Remove Download") }` → `Button(role: .destructive) { … } label:`;
// - `Button("Not Now", action: queue.retryLater)` → `role: .cancel` before `action:`;
// - "Start Over", destructive by its red colour alone, gets `role: .destructive`;
// - a legacy `Alert` whose `primaryButton: .default(Text("Delete"))` moves to the modern
//   `.alert(_:isPresented:actions:)` first, and its `Button("Delete")` then gets `role: .destructive`
//   in the next pass (the two fixes touch the same button, so they do not go in together).
import SwiftUI

struct EpisodeDownload: Identifiable {
    let id: Int
    var title: String
    var failed: Bool
}

final class DownloadQueue {
    var downloads: [EpisodeDownload] = []
    var onStorageFull: () -> Void = {}
    var onFailure: () -> Void = {}
    var onStall: () -> Void = {}

    func removeAll() { downloads.removeAll() }
    func removeFailed() { downloads.removeAll { $0.failed } }
    func retryLater() {}
}

struct DownloadsView: View {
    let queue: DownloadQueue
    @State private var isStorageFull = false
    @State private var hasFailedDownloads = false
    @State private var isCellularPrompt = false
    @State private var isQueueStalled = false

    var body: some View {
        List(queue.downloads) { download in
            Text(download.title)
        }
        .onAppear {
            queue.onStorageFull = { isStorageFull = true }
            queue.onFailure = { hasFailedDownloads = true }
            queue.onStall = { isQueueStalled = true }
        }
        .alert("Your iPhone is out of space", isPresented: $isStorageFull) {
            Button("Delete All", action: deleteAll)
            Button("Cancel") {
                queue.retryLater()
            }
        } message: {
            Text("Delete downloaded episodes to keep downloading.")
        }
        .alert("Some downloads failed", isPresented: $hasFailedDownloads) {
            Button {
                queue.removeFailed()
            } label: {
                Text("Remove Download")
            }
            Button("Not Now", action: queue.retryLater)
        }
        // Red alone does not tell VoiceOver users that "Start Over" throws the queue away.
        .alert("Downloads are stuck", isPresented: $isQueueStalled) {
            Button("Start Over") { queue.removeAll() }
                .foregroundColor(.red)
            Button("Wait", role: .cancel) { }
        }
        .alert(isPresented: $isCellularPrompt) {
            Alert(
                title: Text("Delete downloads over cellular?"),
                primaryButton: .default(Text("Delete")) { queue.removeAll() },
                secondaryButton: .cancel()
            )
        }
    }

    private func deleteAll() {
        queue.removeAll()
    }
}
