// Covers code that already returns focus in part: the trigger is bound to an existing
// @AccessibilityFocusState, so --fix reuses it (no new property, no second modifier) and only adds
// the missing resets: in the "Keep Timer" action, and in the sheet's `onDismiss: saveTimer`, which
// becomes a closure that calls `saveTimer()` and then resets.
import SwiftUI

struct CountdownTimer: Identifiable {
    let id: Int
    var label: String
    var minutes: Int
}

struct TimerPresetEditor: View {
    @Binding var timer: CountdownTimer
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Stepper("\(timer.minutes) minutes", value: $timer.minutes, in: 1...120)
            }
            .navigationTitle("Edit Timer")
            .toolbar { Button("Done") { dismiss() } }
        }
    }
}

struct TimerDetailView: View {
    @State var timer: CountdownTimer
    @State private var isConfirmingReset = false
    @State private var isEditing = false
    @AccessibilityFocusState private var isResetButtonFocused: Bool
    @AccessibilityFocusState private var isEditButtonFocused: Bool

    var body: some View {
        VStack(spacing: 20) {
            Text(timer.label)
                .font(.largeTitle)
            Button("Reset Timer") { isConfirmingReset = true }
                .accessibilityFocused($isResetButtonFocused)
            Button("Edit") { isEditing = true }
                .accessibilityFocused($isEditButtonFocused)
        }
        .alert("Reset \(timer.label)?", isPresented: $isConfirmingReset) {
            Button("Reset", role: .destructive) {
                timer.minutes = 5
                isResetButtonFocused = true
            }
            Button("Keep Timer", role: .cancel) { isResetButtonFocused = true }
        }
        .sheet(isPresented: $isEditing, onDismiss: {
            saveTimer()
            isEditButtonFocused = true
        }) {
            TimerPresetEditor(timer: $timer)
        }
    }

    private func saveTimer() {
        print("saved \(timer.minutes)")
    }
}
