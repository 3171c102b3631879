// Covers a file indented with spaces that holds one line indented with a tab: the fix writes
// spaces, as the file does, not the stray tab.
import SwiftUI

struct PantryView: View {
    @State private var isConfirmingClear = false
    @AccessibilityFocusState private var isClearPantryFocused: Bool
    @State private var items: [String] = []

    var body: some View {
        List(items, id: \.self) { item in
	        Text(item)
        }
        .toolbar {
            Button("Clear Pantry") {
                isConfirmingClear = true
            }
            .accessibilityFocused($isClearPantryFocused)
        }
        .confirmationDialog("Clear the pantry?", isPresented: $isConfirmingClear) {
            Button("Clear", role: .destructive) {
                items.removeAll()
            }
            Button("Keep Items", role: .cancel) {
                isClearPantryFocused = true
            }
        }
    }
}
