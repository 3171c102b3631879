// Covers a view whose last stored properties have types with generic arguments split by a comma
// (`Task<Void, Never>?`) or over two lines: the focus state --fix adds goes after the whole type,
// never between its arguments, where the file would no longer parse.
import SwiftUI

struct DraftEditorView: View {
    @State private var isConfirmingDiscard = false
    @AccessibilityFocusState private var isDiscardDraftFocused: Bool
    @State private var autosaveTask: Task<Void, Never>?
    private let wordCounts: Dictionary<String,
        [Int]> = [:]

    var body: some View {
        Button("Discard Draft") {
            isConfirmingDiscard = true
        }
        .accessibilityFocused($isDiscardDraftFocused)
        .alert("Discard this draft?", isPresented: $isConfirmingDiscard) {
            Button("Discard", role: .destructive) {
                autosaveTask?.cancel()
            }
            Button("Keep Editing", role: .cancel) { isDiscardDraftFocused = true }
        }
    }
}
