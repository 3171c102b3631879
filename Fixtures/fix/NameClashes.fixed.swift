// Covers names the fix would make up that the type already spells, not as members: a local
// (`let isDeleteDraftFocused = 3` in body) and a parameter (`func badge(isArchiveFocused:)`).
// The focus states --fix adds take other names, free everywhere in the type.
import SwiftUI

struct DraftsView: View {
    @State private var isConfirmingDelete = false
    @AccessibilityFocusState private var isDeleteDraftButtonFocused: Bool
    @State private var isConfirmingArchive = false
    @AccessibilityFocusState private var isArchiveButtonFocused: Bool

    var body: some View {
        let isDeleteDraftFocused = 3
        VStack {
            Text("\(isDeleteDraftFocused) drafts")
            badge(isArchiveFocused: 1)
            Button("Delete Draft") {
                isConfirmingDelete = true
            }
            .accessibilityFocused($isDeleteDraftButtonFocused)
            Button("Archive") {
                isConfirmingArchive = true
            }
            .accessibilityFocused($isArchiveButtonFocused)
        }
        .alert("Delete the draft?", isPresented: $isConfirmingDelete) {
            Button("Delete", role: .destructive) {
                isConfirmingDelete = false
            }
            Button("Cancel", role: .cancel) { isDeleteDraftButtonFocused = true }
        }
        .alert("Archive the draft?", isPresented: $isConfirmingArchive) {
            Button("Archive") {
                isConfirmingArchive = false
                isArchiveButtonFocused = true
            }
            Button("Cancel", role: .cancel) { isArchiveButtonFocused = true }
        }
    }

    func badge(isArchiveFocused: Int) -> some View {
        Text("\(isArchiveFocused)")
    }
}
