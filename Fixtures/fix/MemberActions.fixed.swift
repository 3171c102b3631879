// Covers an action handed over as another value's function (`action: viewModel.delete`): the fix
// wraps it in a closure that calls it and then returns focus, keeping the call's layout. An
// optional chain (`session?.end`) is no function the fix can call, so that dialog keeps its
// finding with the reason. One that closes the screen (`action: router.dismiss`) takes no focus
// back: its trigger goes with the screen.
import SwiftUI

final class TrashModel {
    var items: [String] = []

    func empty() { items.removeAll() }
    func restore() {}
}

final class Session {
    func end() {}
}

final class TrashRouter {
    func dismiss() {}
}

struct TrashView: View {
    let model: TrashModel
    @State private var isConfirmingEmpty = false
    @AccessibilityFocusState private var isEmptyTrashFocused: Bool
    @State private var isConfirmingRestore = false
    @AccessibilityFocusState private var isRestoreAllFocused: Bool
    @State private var isConfirmingEnd = false
    @AccessibilityFocusState private var isEndSessionFocused: Bool
    let session: Session?
    let router: TrashRouter
    @State private var isConfirmingLeave = false
    @AccessibilityFocusState private var isLeaveTrashFocused: Bool

    var body: some View {
        List {
            Button("Empty Trash", role: .destructive) { isConfirmingEmpty = true }
                .accessibilityFocused($isEmptyTrashFocused)
                .confirmationDialog("Empty the trash?", isPresented: $isConfirmingEmpty) {  // expect: alert-focus-return
                    Button(
                        "Empty",
                        role: .destructive,
                        action: model.empty
                    )
                    Button("Cancel", role: .cancel) { isEmptyTrashFocused = true }
                }
            Button("Restore All") { isConfirmingRestore = true }
                .accessibilityFocused($isRestoreAllFocused)
                .alert("Restore every item?", isPresented: $isConfirmingRestore) {  // expect: alert-focus-return
                    Button("Restore") {
                        self.model.restore()
                        isRestoreAllFocused = true
                    }
                    Button("Cancel", role: .cancel) { isRestoreAllFocused = true }
                }
            Button("End Session") { isConfirmingEnd = true }
                .accessibilityFocused($isEndSessionFocused)
                .alert("End the session?", isPresented: $isConfirmingEnd) {  // expect: alert-focus-return
                    Button("End", role: .destructive, action: session?.end ?? {})
                    Button("Cancel", role: .cancel) { isEndSessionFocused = true }
                }
            Button("Leave Trash") { isConfirmingLeave = true }
                .accessibilityFocused($isLeaveTrashFocused)
                .alert("Leave the trash?", isPresented: $isConfirmingLeave) {  // expect: alert-focus-return
                    Button("Leave", action: router.dismiss)
                    Button("Stay", role: .cancel) { isLeaveTrashFocused = true }
                }
        }
    }
}
