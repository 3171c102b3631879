import SwiftUI

// A closure handed to a view of the app's own makes that view the trigger. Focus put on a view of
// several controls reaches none of them: the transport bar's sheets are not fixed. A view of one
// control (a switch of one control per case counts as one) takes the binding.

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

struct NowPlayingScreen: View {
    @State private var showQueue = false
    @State private var showLyrics = false
    @State private var showUpNext = false
    @AccessibilityFocusState private var isUpNextTriggerFocused: Bool

    var body: some View {
        VStack {
            TransportBar(onQueue: { showQueue = true }, onLyrics: { showLyrics = true })
            QueueButton(onTap: { showUpNext = true })
                .accessibilityFocused($isUpNextTriggerFocused)
        }
        .sheet(isPresented: $showQueue) { Text("Queue") }
        .sheet(isPresented: $showLyrics) { Text("Lyrics") }
        .sheet(isPresented: $showUpNext, onDismiss: { isUpNextTriggerFocused = true }) { Text("Up next") }
    }
}
