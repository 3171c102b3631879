import SwiftUI

// clean: a file in the folder of an app's tvOS target: the focus engine returns focus to the
// control that opened the alert, with no focus state of the app's.
struct PlaybackSettingsView: View {
    @State private var confirmReset = false

    var body: some View {
        Button("Reset Playback Settings") { confirmReset = true }
            .alert("Reset playback settings?", isPresented: $confirmReset) {
                Button("Reset", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            }
    }
}
