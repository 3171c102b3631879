import SwiftUI

/// An app that still supports iOS 16: its handlers take the new value.
struct PlaybackSpeedControl: View {
    @State private var speed = 1.0
    @State private var showSpeeds = false

    var body: some View {
        Button("Speed") { showSpeeds = true }
            .popover(isPresented: $showSpeeds) {
                Text("1×").presentationCompactAdaptation(.popover)
            }
            .onChange(of: speed) { newSpeed in print(newSpeed) }
    }
}
