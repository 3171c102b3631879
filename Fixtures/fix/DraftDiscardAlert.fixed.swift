// Covers the bodies of action closures:
// - "Save Draft" may return early through `guard`, so the focus reset goes first in it;
// - "Discard" is a single-line closure and stays on one line;
// - "Keep Editing" has an empty `{}` closure, which gets just the reset.
// The editor's keyboard focus (`@FocusState`) is not VoiceOver focus and is left alone.
import SwiftUI

struct MessageDraft {
    var recipient: String
    var text: String

    var isEmpty: Bool { text.isEmpty }
}

final class DraftArchive {
    private(set) var saved: [MessageDraft] = []

    func save(_ draft: MessageDraft) {
        saved.append(draft)
    }
}

struct ComposeMessageView: View {
    @State private var draft = MessageDraft(recipient: "", text: "")
    @State private var isAskingToDiscard = false
    @AccessibilityFocusState private var isCloseDraftFocused: Bool
    @FocusState private var isEditorFocused: Bool
    let archive: DraftArchive

    var body: some View {
        VStack {
            TextField("To", text: $draft.recipient)
            TextEditor(text: $draft.text)
                .focused($isEditorFocused)
            HStack {
                Button("Close Draft") { isAskingToDiscard = true }
                    .accessibilityFocused($isCloseDraftFocused)
                Spacer()
                Button("Send") {
                    isEditorFocused = false
                    archive.save(draft)
                }
            }
        }
        .padding()
        .alert("Save this draft?", isPresented: $isAskingToDiscard) {
            Button("Save Draft") {
                isCloseDraftFocused = true
                guard !draft.isEmpty else { return }
                archive.save(draft)
            }
            Button("Discard", role: .destructive) { draft = MessageDraft(recipient: "", text: "") }
            Button("Keep Editing", role: .cancel) { isCloseDraftFocused = true }
        } message: {
            Text("You can finish it later from Drafts.")
        }
    }
}
