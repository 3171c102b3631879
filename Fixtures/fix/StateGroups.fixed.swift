import SwiftUI

/// A view whose state stands at the top, and a few properties the tap code further down keeps for
/// itself: the new focus state goes with the view's state, beside the flag that shows the sheet.
struct RoundSummaryView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var isSharePresented = false
    @AccessibilityFocusState private var isShareScoreFocused: Bool
    @State private var isRematchPresented = false
    @AccessibilityFocusState private var isRematchFocused: Bool
    let score: Int

    init(score: Int) {
        self.score = score
    }

    var body: some View {
        VStack {
            Text("Score: \(score)")
            Button("Share Score") { isSharePresented = true }
                .accessibilityFocused($isShareScoreFocused)
            Button("Rematch") { isRematchPresented = true }
                .accessibilityFocused($isRematchFocused)
        }
        .sheet(isPresented: $isSharePresented, onDismiss: { isShareScoreFocused = true }) {
            ShareCard(score: score)
        }
        .alert("Start a rematch?", isPresented: $isRematchPresented) {
            Button("Rematch") { isRematchFocused = true }
            Button("Not Now", role: .cancel) { isRematchFocused = true }
        }
        .padding(extraPadding)
        .onTapGesture { extraPadding += 8 }
    }

    @State private var extraPadding: CGFloat = 0

    private static let cardWidth: CGFloat = 320
}

/// Two groups of one wrapped property each: the later one, as a new property always went.
struct ScoreBadge: View {
    @Binding var score: Int

    init(score: Binding<Int>) {
        _score = score
    }

    @State private var isResetPresented = false
    @AccessibilityFocusState private var isResetScoreFocused: Bool

    var body: some View {
        Button("Reset Score") { isResetPresented = true }
            .accessibilityFocused($isResetScoreFocused)
            .alert("Reset the score?", isPresented: $isResetPresented) {
                Button("Reset", role: .destructive) { score = 0 }
                Button("Cancel", role: .cancel) { isResetScoreFocused = true }
            }
    }
}

struct ShareCard: View {
    let score: Int

    var body: some View {
        NavigationStack {
            ScrollView {
                Text("I scored \(score)!")
                    .font(.title)
                    .accessibilityAddTraits(.isHeader)
            }
            .toolbar {
                Button("Done") {}
            }
        }
    }
}

/// Two controls open one alert: the enum that records which goes with the view's own types, before
/// its properties.
struct LeaderboardView: View {
    enum Scope { case friends, everyone }
    private enum ClearTrigger { case clearFriends, clearEveryone }

    @State private var scope = Scope.friends
    @State private var isClearPresented = false
    @AccessibilityFocusState private var focusedClearTrigger: ClearTrigger?
    @State private var clearTrigger: ClearTrigger?

    var body: some View {
        VStack {
            Button("Clear Friends") {
                isClearPresented = true
                clearTrigger = .clearFriends
            }
            .accessibilityFocused($focusedClearTrigger, equals: .clearFriends)
            Button("Clear Everyone") {
                isClearPresented = true
                clearTrigger = .clearEveryone
            }
            .accessibilityFocused($focusedClearTrigger, equals: .clearEveryone)
        }
        .alert("Clear the leaderboard?", isPresented: $isClearPresented) {
            Button("Clear", role: .destructive) { focusedClearTrigger = clearTrigger }
            Button("Cancel", role: .cancel) { focusedClearTrigger = clearTrigger }
        }
    }
}
