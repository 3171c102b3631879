import AVKit
import SwiftUI

struct Episode: Identifiable, Hashable {
    let id: UUID
    var title: String
    var show: String
    var duration: TimeInterval
    var shareURL: URL
}

@MainActor
final class PlayerViewModel: ObservableObject {
    @Published var episode: Episode?
    @Published var isPlaying = false
    @Published var position: TimeInterval = 0
    @Published var isModalPresented = false
    @Published var isSleepTimerDialogShown = false
    @Published var showNewEpisodeBanner = false
    @Published var showCopiedAlert = false
    @Published var showDownloadDialog = false

    func setSleepTimer(minutes: Int) {}
    func download(_ episode: Episode, overCellular: Bool) {}
    func togglePlayback() { isPlaying.toggle() }
}

struct PlayerView: View {
    @StateObject private var viewModel = PlayerViewModel()
    @AccessibilityFocusState private var isDownloadDialogFocused: Bool

    var body: some View {
        VStack(spacing: 24) {
            Text(viewModel.episode?.title ?? "Nothing Playing")
                .font(.title2.bold())
            Slider(value: $viewModel.position, in: 0...(viewModel.episode?.duration ?? 1))
            HStack(spacing: 32) {
                Button("Sleep Timer", systemImage: "moon.zzz") { viewModel.isSleepTimerDialogShown = true }
                Button(viewModel.isPlaying ? "Pause" : "Play", systemImage: viewModel.isPlaying ? "pause.fill" : "play.fill") {
                    viewModel.togglePlayback()
                }
                Button("Copy Link", systemImage: "link") {
                    UIPasteboard.general.url = viewModel.episode?.shareURL
                    viewModel.showCopiedAlert = true
                }
                Button("Download", systemImage: "arrow.down.circle") { viewModel.showDownloadDialog = true }
            }
            .labelStyle(.iconOnly)
        }
        .padding()
        // flagged: a sleep-timer "dialog" drawn in an overlay
        .overlay {
            if viewModel.isSleepTimerDialogShown {  // expect: faux-dialog
                VStack(spacing: 12) {
                    Text("Stop Playing In…").font(.headline)
                    ForEach([15, 30, 60], id: \.self) { minutes in
                        Button("\(minutes) Minutes") {
                            viewModel.setSleepTimer(minutes: minutes)
                            viewModel.isSleepTimerDialogShown = false
                        }
                    }
                    Button("Cancel", role: .cancel) { viewModel.isSleepTimerDialogShown = false }
                }
                .padding()
                .background(.ultraThickMaterial, in: RoundedRectangle(cornerRadius: 20))
            }
        }
        // clean: no buttons, only a short confirmation that fades away
        .overlay(alignment: .top) {
            if viewModel.showCopiedAlert {
                Label("Link Copied", systemImage: "checkmark")
                    .padding(8)
                    .background(.thinMaterial, in: Capsule())
                    .task {
                        try? await Task.sleep(for: .seconds(2))
                        viewModel.showCopiedAlert = false
                    }
            }
        }
        // clean: a banner with a button is not a dialog by its name
        .overlay(alignment: .bottom) {
            if viewModel.showNewEpisodeBanner {
                HStack {
                    Text("New episode of \(viewModel.episode?.show ?? "this show")")
                    Button("Play") { viewModel.showNewEpisodeBanner = false }
                    Button("Dismiss", systemImage: "xmark") { viewModel.showNewEpisodeBanner = false }
                        .labelStyle(.iconOnly)
                }
                .padding()
                .background(.bar)
            }
        }
        // Full-screen "about this episode" card. Product wanted our own look here.
        #if os(iOS)
        .statusBarHidden(viewModel.isModalPresented)
        #endif
        // flagged: an `.overlay(alignment:)` whose condition is a member of the view model
        .overlay(alignment: .center) {
            if viewModel.isModalPresented {  // expect: faux-dialog
                ZStack(alignment: .topTrailing) {
                    ScrollView {
                        Text(viewModel.episode?.title ?? "")
                            .padding()
                    }
                    Button {
                        viewModel.isModalPresented = false
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                    }
                    .accessibilityLabel("Close")
                }
                .background(.background)
            }
        }
        // clean: the custom overlay is marked modal and takes VoiceOver focus, as the rule's help asks
        .overlay {
            if viewModel.showDownloadDialog {
                VStack(spacing: 12) {
                    Text("Download over Cellular?")
                        .font(.headline)
                        .accessibilityFocused($isDownloadDialogFocused)
                    Button("Download") {
                        if let episode = viewModel.episode { viewModel.download(episode, overCellular: true) }
                        viewModel.showDownloadDialog = false
                    }
                    Button("Wait for Wi-Fi") { viewModel.showDownloadDialog = false }
                }
                .padding()
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
                .accessibilityElement(children: .contain)
                .accessibilityAddTraits(.isModal)
                .onAppear { isDownloadDialogFocused = true }
            }
        }
    }
}
