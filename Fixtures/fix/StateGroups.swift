import SwiftUI

/// A view whose state stands at the top, and a few properties the tap code further down keeps for
/// itself: the new focus state goes with the view's state, beside the flag that shows the sheet.
struct RoundSummaryView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var isSharePresented = false
    @State private var isRematchPresented = false
    let score: Int

    init(score: Int) {
        self.score = score
    }

    var body: some View {
        VStack {
            Text("Score: \(score)")
            Button("Share Score") { isSharePresented = true }
            Button("Rematch") { isRematchPresented = true }
        }
        .sheet(isPresented: $isSharePresented) {
            ShareCard(score: score)
        }
        .alert("Start a rematch?", isPresented: $isRematchPresented) {
            Button("Rematch") {}
            Button("Not Now", role: .cancel) {}
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

    var body: some View {
        Button("Reset Score") { isResetPresented = true }
            .alert("Reset the score?", isPresented: $isResetPresented) {
                Button("Reset", role: .destructive) { score = 0 }
                Button("Cancel", role: .cancel) {}
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

    @State private var scope = Scope.friends
    @State private var isClearPresented = false

    var body: some View {
        VStack {
            Button("Clear Friends") { isClearPresented = true }
            Button("Clear Everyone") { isClearPresented = true }
        }
        .alert("Clear the leaderboard?", isPresented: $isClearPresented) {
            Button("Clear", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }
    }
}
