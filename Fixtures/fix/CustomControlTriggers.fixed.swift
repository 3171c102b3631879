import SwiftUI

// A closure handed to a view of the app's own makes that view the trigger. Focus put on a view of
// several controls reaches none of them: the transport bar's sheets are not fixed. A view of one
// control (a switch of one control per case counts as one), or that builds one view of the app's
// that is one control, takes the binding; so does a view that is a Menu of items, or a row whose
// swipe actions hold the control.

struct TransportBar: View {
    var onQueue: () -> Void
    var onLyrics: () -> Void

    var body: some View {
        HStack {
            Button("Previous") {}
            Button("Play") {}
            Button("Queue", action: onQueue)
            Button("Lyrics") { onLyrics() }
        }
    }
}

struct QueueButton: View {
    enum Style { case compact, full }

    var style = Style.full
    var onTap: () -> Void

    var body: some View {
        content.padding(4)
    }

    @ViewBuilder private var content: some View {
        switch style {
        case .compact: Button(action: onTap) { Image(systemName: "list.bullet") }
        case .full: Button("Queue", action: onTap)
        }
    }
}

struct TaskButton: View {
    var title: String
    var action: () async -> Void

    var body: some View {
        Button(title) { Task { await action() } }
    }
}

struct ClearRow: View {
    var onClear: () async -> Void

    var body: some View {
        TaskButton(title: "Clear", action: onClear)
    }
}

struct AddMenu: View {
    var onSong: () -> Void
    var onPlaylist: () -> Void

    var body: some View {
        Menu("Add") {
            Button("Song", action: onSong)
            Button("Playlist", action: onPlaylist)
        }
    }
}

struct TrackRow: View {
    var title: String
    var onRemove: () -> Void

    var body: some View {
        Text(title)
            .swipeActions {
                Button("Remove", role: .destructive, action: onRemove)
            }
    }
}

struct NowPlayingScreen: View {
    @State private var showQueue = false
    @State private var showLyrics = false
    @State private var showUpNext = false
    @AccessibilityFocusState private var isUpNextTriggerFocused: Bool
    @State private var showCleared = false
    @AccessibilityFocusState private var isClearedTriggerFocused: Bool
    @State private var showAddSong = false
    @AccessibilityFocusState private var isAddSongTriggerFocused: Bool
    @State private var showRemoved = false
    @AccessibilityFocusState private var isRemovedTriggerFocused: Bool

    var body: some View {
        VStack {
            TransportBar(onQueue: { showQueue = true }, onLyrics: { showLyrics = true })
            QueueButton(onTap: { showUpNext = true })
                .accessibilityFocused($isUpNextTriggerFocused)
            ClearRow(onClear: { showCleared = true })
                .accessibilityFocused($isClearedTriggerFocused)
            AddMenu(onSong: { showAddSong = true }, onPlaylist: {})
                .accessibilityFocused($isAddSongTriggerFocused)
            TrackRow(title: "Intro", onRemove: { showRemoved = true })
                .accessibilityFocused($isRemovedTriggerFocused)
        }
        .sheet(isPresented: $showQueue) { Text("Queue") }
        .sheet(isPresented: $showLyrics) { Text("Lyrics") }
        .sheet(isPresented: $showUpNext, onDismiss: { isUpNextTriggerFocused = true }) { Text("Up next") }
        .alert("Queue cleared", isPresented: $showCleared) { Button("OK", role: .cancel) { isClearedTriggerFocused = true } }
        .sheet(isPresented: $showAddSong, onDismiss: { isAddSongTriggerFocused = true }) { Text("Songs") }
        .alert("Track removed", isPresented: $showRemoved) { Button("OK", role: .cancel) { isRemovedTriggerFocused = true } }
    }
}
