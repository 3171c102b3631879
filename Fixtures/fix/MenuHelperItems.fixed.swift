// Covers controls built by a member that takes nothing: "Delete" is an item of the menu that
// `noteActions()` fills, gone when the menu closes, so focus goes back to that menu, named for
// the member as its label says nothing readable. "Share" is built by `shareButton`, which the view
// shows twice at once: no one control that stays, so its finding stays, not fixable. "Pin", built
// by `pinButton`, used once outside any menu, and "Details", built by `detailsButton` in the two
// branches of one `if`, are fixed.
import SwiftUI

struct NoteCard: View {
    let title: String
    let isCompact: Bool
    @State private var confirmDelete = false
    @AccessibilityFocusState private var isNoteActionsMenuFocused: Bool
    @State private var confirmShare = false
    @State private var confirmPin = false
    @AccessibilityFocusState private var isPinFocused: Bool
    @State private var showDetails = false
    @AccessibilityFocusState private var isDetailsFocused: Bool

    var body: some View {
        VStack {
            HStack {
                Text(title)
                Menu {
                    noteActions()
                } label: {
                    Image(systemName: "ellipsis")
                }
                .accessibilityFocused($isNoteActionsMenuFocused)
                .accessibilityLabel("More")
            }
            shareButton
            pinButton
            shareButton
            if isCompact {
                detailsButton
            } else {
                HStack {
                    Spacer()
                    detailsButton
                }
            }
        }
        .confirmationDialog("Delete \(title)?", isPresented: $confirmDelete) {
            Button("Delete", role: .destructive) { isNoteActionsMenuFocused = true }
            Button("Cancel", role: .cancel) { isNoteActionsMenuFocused = true }
        }
        .alert("Share \(title)?", isPresented: $confirmShare) {
            Button("Share") {}
            Button("Cancel", role: .cancel) {}
        }
        .alert("Pin \(title)?", isPresented: $confirmPin) {
            Button("Pin") { isPinFocused = true }
            Button("Cancel", role: .cancel) { isPinFocused = true }
        }
        .sheet(isPresented: $showDetails, onDismiss: { isDetailsFocused = true }) {
            NavigationStack {
                ScrollView {
                    Text(title)
                }
                .navigationTitle("Details")
                .toolbar {
                    Button("Done") { showDetails = false }
                }
            }
        }
    }

    private func noteActions() -> some View {
        Button("Delete", role: .destructive) {
            confirmDelete = true
        }
    }

    private var shareButton: some View {
        Button("Share") {
            confirmShare = true
        }
    }

    private var detailsButton: some View {
        Button("Details") {
            showDetails = true
        }
        .accessibilityFocused($isDetailsFocused)
    }

    private var pinButton: some View {
        Button("Pin") {
            confirmPin = true
        }
        .accessibilityFocused($isPinFocused)
    }
}
