import SwiftUI

/// An action sheet in the legacy API: --fix moves it to a confirmation dialog that shows its
/// title, drops the label-less `.cancel()` (the dialog brings its own Cancel), and in the next
/// pass returns focus to the trigger from each button and from a Cancel of its own.
struct AttachmentPicker: View {
    @State private var showSources = false
    @AccessibilityFocusState private var isAttachFocused: Bool

    var body: some View {
        Button("Attach") { showSources = true }
            .accessibilityFocused($isAttachFocused)
            .confirmationDialog("Attach a file", isPresented: $showSources, titleVisibility: .visible) {
                Button("Photo Library") {
                    pickPhoto()
                    isAttachFocused = true
                }
                Button("Cancel", role: .cancel) { isAttachFocused = true }
            }
    }

    private func pickPhoto() {}
}
