import SwiftUI

/// A file that writes attributes above their properties and one argument per line: the fix does too.
struct ProfileEditor: View {
    @State
    private var showAvatarPicker = false
    @AccessibilityFocusState
    private var isChangeAvatarFocused: Bool

    @State
    private var showDiscard = false
    @AccessibilityFocusState
    private var isDiscardChangesFocused: Bool

    var body: some View {
        VStack {
            Button("Change Avatar") { showAvatarPicker = true }
                .accessibilityFocused($isChangeAvatarFocused)
                .sheet(
                    isPresented: $showAvatarPicker,
                    onDismiss: { isChangeAvatarFocused = true },
                    content: { Text("Avatars") }
                )
            Button("Discard Changes") { showDiscard = true }
                .accessibilityFocused($isDiscardChangesFocused)
                .alert("Discard your changes?", isPresented: $showDiscard) {
                    Button("Discard", role: .destructive) { isDiscardChangesFocused = true }
                    Button("Keep Editing", role: .cancel) { isDiscardChangesFocused = true }
                }
        }
    }
}
