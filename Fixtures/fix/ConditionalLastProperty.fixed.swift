// Covers a type whose last stored properties stand in `#if` branches (`#if os(iOS)`, `#if DEBUG`)
// while the dialog and its trigger stand outside them: the focus state --fix adds goes after the
// last property outside every branch, so that the release build and every platform still find
// it. Its uses inside an `#if os(macOS)` modifier do not move it into that branch either.
import SwiftUI

struct TrashView: View {
    @State private var isConfirmingEmpty = false
    @AccessibilityFocusState private var isEmptyTrashFocused: Bool
    @State private var itemCount = 3
    #if os(iOS)
        @State private var editMode = EditMode.inactive
    #endif
    #if DEBUG
        @State private var showsDebugBadge = true
    #else
        private let showsDebugBadge = false
    #endif

    var body: some View {
        VStack {
            Text("\(itemCount) items")
            Button("Empty Trash") {
                isConfirmingEmpty = true
            }
            .accessibilityFocused($isEmptyTrashFocused)
        }
        .alert("Empty the trash?", isPresented: $isConfirmingEmpty) {
            Button("Empty", role: .destructive) {
                itemCount = 0
            }
            Button("Cancel", role: .cancel) { isEmptyTrashFocused = true }
        }
    }
}
