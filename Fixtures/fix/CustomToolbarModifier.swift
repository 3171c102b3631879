import SwiftUI

/// The app's own modifier that puts a close button in the toolbar: the button, not the screen it
/// modifies, is what the user pressed.
extension View {
    func closeButton(action: @escaping () -> Void) -> some View {
        toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Close", action: action)
            }
        }
    }
}

/// A screen whose close button asks first: --fix cannot bind the button, built in the modifier.
struct TaskTriggerEditor: View {
    @State private var showUnsaved = false

    var body: some View {
        Form {
            Text("Every day at 9:00")
        }
        .closeButton { showUnsaved = true }
        .alert("Discard the new trigger?", isPresented: $showUnsaved) {
            Button("Discard", role: .destructive) {}
            Button("Keep Editing", role: .cancel) {}
        }
    }
}
