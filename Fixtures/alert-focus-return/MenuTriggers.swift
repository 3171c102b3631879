import SwiftUI

/// Menu items and swipe actions disappear with their menu: VoiceOver focus goes back to the control
/// that holds them, so that is where the focus binding goes.
struct FileRowMenu: View {
    let name: String
    @State private var confirmDelete = false
    @State private var confirmArchive = false
    @State private var confirmShare = false
    @AccessibilityFocusState private var isMenuFocused: Bool
    @AccessibilityFocusState private var isRowFocused: Bool

    var body: some View {
        HStack {
            Text(name)
            // clean: the binding sits on the Menu, and both actions return focus to it.
            Menu("Actions") {
                Button("Delete") { confirmDelete = true }
                Button("Archive") { confirmArchive = true }
            }
            .accessibilityFocused($isMenuFocused)
            .alert("Delete \(name)?", isPresented: $confirmDelete) {
                Button("Delete", role: .destructive) { isMenuFocused = true }
                Button("Cancel", role: .cancel) { isMenuFocused = true }
            }
            // flagged at the action: the Menu is bound, but "Keep" leaves focus behind.
            .alert("Archive \(name)?", isPresented: $confirmArchive) {
                Button("Archive") { isMenuFocused = true }
                Button("Keep", role: .cancel) { }  // expect: alert-focus-return
            }
        }
        // clean: a swipe action's binding sits on the row that holds it.
        .swipeActions {
            Button("Share") { confirmShare = true }
        }
        .accessibilityFocused($isRowFocused)
        .confirmationDialog("Share \(name)", isPresented: $confirmShare) {
            Button("Messages") { isRowFocused = true }
            Button("Cancel", role: .cancel) { isRowFocused = true }
        }
    }
}
