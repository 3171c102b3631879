import SwiftUI

// A row whose ForEach hands two names (offset and element) cannot be told apart: with a second
// trigger, no recorded case can send focus back to the right row, so the fix is not offered.

struct KeyCombosRows: View {
    @State private var combos: [String] = []
    @State private var isEditing = false

    var body: some View {
        VStack {
            List {
                ForEach(Array(combos.enumerated()), id: \.element) { index, combo in
                    Text(combo)
                        .contextMenu {
                            Button("Edit") { isEditing = true }
                        }
                }
            }
            Button("New") { isEditing = true }
        }
        .sheet(isPresented: $isEditing) {
            Text("Editor")
        }
    }
}
