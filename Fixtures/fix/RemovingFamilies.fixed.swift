// Covers a destructive action that empties a family of lists the trigger's `if` reads, named by
// the plural of their shared first word: "Clear All" calls `clearAllRecents()` while the Menu
// stands under `if !recentSearches.isEmpty || !recentPlaces.isEmpty`, so only "Cancel" sends focus
// back to the Menu. "Forget Places" calls `removePlaces()`, which names neither list whole: the Menu
// stays, and it sends focus back too.
import SwiftUI

struct RecentsScreen: View {
    @State private var recentSearches: [String] = []
    @State private var recentPlaces: [String] = []
    @State private var showingClearAll = false
    @State private var showingForget = false
    @AccessibilityFocusState private var isRecentsMenuFocused: Bool

    var body: some View {
        List(recentSearches, id: \.self) { search in
            Text(search)
        }
        .toolbar {
            if !recentSearches.isEmpty || !recentPlaces.isEmpty {
                Menu {
                    Button("Clear All Recents…") {
                        showingClearAll = true
                    }
                    Button("Forget Places…") {
                        showingForget = true
                    }
                } label: {
                    Label("Recents", systemImage: "clock")
                }
                .accessibilityFocused($isRecentsMenuFocused)
            }
        }
        .confirmationDialog("Clear all recent searches and places?", isPresented: $showingClearAll) {
            Button("Clear All", role: .destructive) {
                clearAllRecents()
            }
            Button("Cancel", role: .cancel) { isRecentsMenuFocused = true }
        }
        .confirmationDialog("Forget the places you visited?", isPresented: $showingForget) {
            Button("Forget", role: .destructive) {
                removePlaces()
            }
            Button("Cancel", role: .cancel) { isRecentsMenuFocused = true }
        }
    }

    private func clearAllRecents() {
        recentSearches = []
        recentPlaces = []
    }

    private func removePlaces() {}
}
