import SwiftUI

// A Menu of choices built by ForEach: focus returns to the Menu, which is one control outside the
// rows of its items, so a Bool does; the row form would name `range` where it is out of scope.

enum ClearRange: String, CaseIterable, Identifiable {
    case hour, day, all
    var id: String { rawValue }
}

struct HistoryScreen: View {
    @State private var pendingRange: ClearRange?
    @State private var showClearConfirm = false
    @AccessibilityFocusState private var isClearMenuFocused: Bool

    var body: some View {
        List {
            Text("Recent")
        }
        .toolbar {
            Menu("Clear") {
                ForEach(ClearRange.allCases) { range in
                    Button(range.rawValue) {
                        pendingRange = range
                        showClearConfirm = true
                    }
                }
            }
            .accessibilityFocused($isClearMenuFocused)
        }
        .alert("Clear history?", isPresented: $showClearConfirm) {
            Button("Clear", role: .destructive) { pendingRange = nil }
            Button("Cancel", role: .cancel) { isClearMenuFocused = true }
        }
    }
}
