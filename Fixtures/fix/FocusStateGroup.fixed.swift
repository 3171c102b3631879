import SwiftUI

/// A view that already returns focus for one dialog: the new focus state joins the old one.
struct PlaylistHeader: View {
    @State private var showRename = false
    @State private var showClear = false

    @AccessibilityFocusState private var isRenameFocused: Bool
    @AccessibilityFocusState private var isClearFocused: Bool

    let title: String
    let trackCount: Int

    var body: some View {
        HStack {
            Button("Rename") { showRename = true }
                .accessibilityFocused($isRenameFocused)
                .alert("Rename playlist?", isPresented: $showRename) {
                    Button("Rename") { isRenameFocused = true }
                    Button("Cancel", role: .cancel) { isRenameFocused = true }
                }
            Button("Clear") { showClear = true }
                .accessibilityFocused($isClearFocused)
                .alert("Remove all \(trackCount) tracks?", isPresented: $showClear) {
                    Button("Remove All", role: .destructive) { isClearFocused = true }
                    Button("Cancel", role: .cancel) { isClearFocused = true }
                }
        }
    }
}
