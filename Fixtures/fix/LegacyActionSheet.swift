import SwiftUI

/// An action sheet in the legacy API: --fix moves it to a confirmation dialog that shows its
/// title, drops the label-less `.cancel()` (the dialog brings its own Cancel), and in the next
/// pass returns focus to the trigger from each button and from a Cancel of its own.
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
