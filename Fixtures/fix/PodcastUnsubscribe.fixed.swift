// Covers the action shapes a fix has to rewrite:
// - the trigger is `Button("Unsubscribe", action: confirmUnsubscribe)`: the presenting assignment
//   is found one call deep, in `confirmUnsubscribe()`;
// - an alert action written `Button("X", role: …, action: f)` becomes `Button("X", role: …) { f(); … }`;
// - an alert action written `Button(role: .cancel, action: f) { Label(…) }` keeps its label closure
//   and gets the reset in a new action closure;
// - `Button(action: f) { Label(…) }` without a role.
import SwiftUI

struct PodcastShow: Identifiable {
    let id: Int
    var title: String
    var isSubscribed: Bool
}

struct PodcastShowHeader: View {
    @Binding var show: PodcastShow
    @State private var isShowingUnsubscribeAlert = false
    @AccessibilityFocusState private var isUnsubscribeFocused: Bool
    @State private var lastAction = ""

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(show.title)
                    .font(.headline)
                Text(lastAction)
                    .font(.caption)
            }
            if show.isSubscribed {
                Button("Unsubscribe", action: confirmUnsubscribe)
                    .accessibilityFocused($isUnsubscribeFocused)
            }
        }
        .alert("Unsubscribe from \(show.title)?", isPresented: $isShowingUnsubscribeAlert) {
            Button("Unsubscribe", role: .destructive, action: unsubscribe)
            Button {
                pauseNewEpisodes()
                isUnsubscribeFocused = true
            } label: {
                Label("Pause New Episodes", systemImage: "pause.circle")
            }
            Button(role: .cancel) {
                keepSubscription()
                isUnsubscribeFocused = true
            } label: {
                Label("Stay Subscribed", systemImage: "checkmark")
            }
        } message: {
            Text("Downloaded episodes stay in your library.")
        }
    }

    private func confirmUnsubscribe() {
        isShowingUnsubscribeAlert = true
    }

    private func unsubscribe() {
        show.isSubscribed = false
        lastAction = "Unsubscribed"
    }

    private func pauseNewEpisodes() {
        lastAction = "Paused"
    }

    private func keepSubscription() {
        lastAction = ""
    }
}
