import SwiftUI

/// A file that writes attributes above their properties and one argument per line: the fix does too.
struct ProfileEditor: View {
    @State
    private var showAvatarPicker = false

    @State
    private var showDiscard = false

    var body: some View {
        VStack {
            Button("Change Avatar") { showAvatarPicker = true }
                .sheet(
                    isPresented: $showAvatarPicker,
                    content: { Text("Avatars") }
                )
            Button("Discard Changes") { showDiscard = true }
                .alert("Discard your changes?", isPresented: $showDiscard) {
                    Button("Discard", role: .destructive) {}
                    Button("Keep Editing", role: .cancel) {}
                }
        }
    }
}
