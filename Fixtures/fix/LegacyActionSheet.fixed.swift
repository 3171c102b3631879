import SwiftUI

/// An action sheet in the legacy API: its buttons cannot take focus back to the trigger, so
/// --fix leaves it for the developer to move to .confirmationDialog.
struct AttachmentPicker: View {
    @State private var showSources = false

    var body: some View {
        Button("Attach") { showSources = true }
            .actionSheet(isPresented: $showSources) {
                ActionSheet(
                    title: Text("Attach a file"),
                    buttons: [.default(Text("Photo Library")) { pickPhoto() }, .cancel()])
            }
    }

    private func pickPhoto() {}
}
