import AVKit
import SwiftUI

struct PlayerScreen: View {
    @EnvironmentObject private var player: AudioPlayer

    @State private var showAirPlay = false
    @State private var showQueue = false
    @State private var showMiniPlayer = false
    @State private var showEqualizer = false
    @State private var lyricsSong: Song?
    @State private var sharedSong: Song?

    var body: some View {
        NavigationStack {
            List(player.library) { song in
                SongRow(song: song, isPlaying: player.current == song)
                    .contentShape(Rectangle())
                    .onTapGesture { player.play(song) }
                    .swipeActions {
                        Button("Lyrics") { lyricsSong = song }
                        Button("Share") { sharedSong = song }
                    }
            }
            .navigationTitle("Songs")
            .toolbar {
                Button("AirPlay", systemImage: "airplayaudio") { showAirPlay = true }
                Button("Queue", systemImage: "list.bullet") { showQueue = true }
                Button("Equalizer", systemImage: "slider.vertical.3") { showEqualizer = true }
            }
        }
        .onChange(of: player.current) { _, song in
            showMiniPlayer = song != nil
        }
        // the route picker wraps UIKit, but the modifier is written here, in the content closure
        .sheet(isPresented: $showAirPlay) {  // expect: modal-focus-return
            AirPlayRoutePicker()
                .frame(height: 80)
                .presentationDetents([.height(120)])
                .presentationBackgroundInteraction(.enabled)  // expect: modal-background-interaction
        }
        // on a Group that switches between two layouts
        .sheet(isPresented: $showQueue) {  // expect: modal-focus-return, modal-not-scrollable, modal-title-heading
            Group {
                if player.queue.isEmpty {
                    ContentUnavailableView("Queue Is Empty", systemImage: "music.note.list")
                } else {
                    List(player.queue) { song in
                        SongRow(song: song, isPlaying: false)
                    }
                }
            }
            .presentationDetents([.medium, .large])
            .presentationBackgroundInteraction(.enabled(upThrough: .medium))  // expect: modal-background-interaction
        }
        // item form with onDismiss; the modifier is in LyricsView's body below
        .sheet(item: $lyricsSong, onDismiss: { player.hideLyricsHighlight() }) { song in  // expect: modal-focus-return, modal-title-heading
            LyricsView(song: song)
        }
        // clean: written after .sheet(…), so it applies to the presenting view
        .sheet(isPresented: $showMiniPlayer) {  // expect: modal-missing-close-control, modal-not-scrollable, modal-title-heading
            NowPlayingCard()
                .presentationDetents([.height(88)])
        }
        // keep the library scrollable while the mini player is up
        .presentationBackgroundInteraction(.enabled)
        // clean: .disabled in the content type
        .sheet(isPresented: $showEqualizer) {  // expect: modal-focus-return
            EqualizerSheet(settings: $player.equalizer)
        }
        // clean: no presentation modifiers at all
        .sheet(item: $sharedSong) { song in  // expect: modal-focus-return, modal-missing-close-control, modal-not-scrollable, modal-title-heading
            ShareSongSheet(song: song)
        }
    }
}

struct SongRow: View {
    let song: Song
    let isPlaying: Bool

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(song.title)
                Text(song.artist).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            if isPlaying {
                Image(systemName: "speaker.wave.2.fill")
                    .accessibilityLabel("Now Playing")
            }
        }
    }
}

/// AVKit's route picker.
struct AirPlayRoutePicker: UIViewRepresentable {
    func makeUIView(context: Context) -> AVRoutePickerView {
        let view = AVRoutePickerView()
        view.prioritizesVideoDevices = false
        return view
    }

    func updateUIView(_ uiView: AVRoutePickerView, context: Context) {}
}

struct LyricsView: View {
    let song: Song
    @EnvironmentObject private var player: AudioPlayer

    var body: some View {
        ScrollView {
            Text(song.lyrics ?? "No lyrics available.")
                .font(.title3)
                .padding()
        }
        .presentationDetents([.medium, .large])
        // let the user keep scrubbing the song behind the lyrics
        .presentationBackgroundInteraction(.enabled(upThrough: .large))  // expect: modal-background-interaction
    }
}

struct NowPlayingCard: View {
    @EnvironmentObject private var player: AudioPlayer

    var body: some View {
        HStack {
            Text(player.current?.title ?? "")
                .lineLimit(1)
            Spacer()
            Button(player.isPlaying ? "Pause" : "Play", systemImage: player.isPlaying ? "pause.fill" : "play.fill") {
                player.togglePlayback()
            }
            .labelStyle(.iconOnly)
        }
        .padding()
    }
}

struct EqualizerSheet: View {
    @Binding var settings: EqualizerSettings
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Slider(value: $settings.bass, in: -12...12) { Text("Bass") }
                Slider(value: $settings.treble, in: -12...12) { Text("Treble") }
            }
            .navigationTitle("Equalizer")
            .toolbar { Button("Done") { dismiss() } }
        }
        .presentationDetents([.medium])
        .presentationBackgroundInteraction(.disabled)
    }
}

struct ShareSongSheet: View {
    let song: Song

    var body: some View {
        VStack(spacing: 16) {
            Text("Share \u{201C}\(song.title)\u{201D}").font(.headline)
            ShareLink(item: song.url) {
                Label("Share Link", systemImage: "square.and.arrow.up")
            }
        }
        .padding()
        .presentationDetents([.height(160)])
    }
}
