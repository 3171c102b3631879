import SwiftUI

/// No handler in this file tells which form of .onChange(of:) the app's platforms take.
struct SleepTimerControl: View {
    @State private var showTimers = false

    var body: some View {
        Button("Sleep Timer") { showTimers = true }
            .popover(isPresented: $showTimers) {
                Text("15 minutes").presentationCompactAdaptation(.popover)
            }
    }
}
