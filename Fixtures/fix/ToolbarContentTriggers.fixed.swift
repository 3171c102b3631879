// Covers triggers inside a type of toolbar content (`ToolbarContent`), which holds `@State` as a
// view does: the focus state is declared there, and the binding goes on the toolbar's button.
import SwiftUI

struct NoteEditorToolbar: ToolbarContent {
    @State private var isAttachmentsSheetShown = false
    @AccessibilityFocusState private var isAttachmentsFocused: Bool
    @State private var isWordCountShown = false
    @AccessibilityFocusState private var isWordCountFocused: Bool

    let wordCount: Int

    var body: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            Button {
                isAttachmentsSheetShown = true
            } label: {
                Label("Attachments", systemImage: "paperclip")
            }
            .accessibilityFocused($isAttachmentsFocused)
            .sheet(isPresented: $isAttachmentsSheetShown, onDismiss: { isAttachmentsFocused = true }) {
                AttachmentsList()
            }
        }
        ToolbarItem(placement: .secondaryAction) {
            Button("Word Count") {
                isWordCountShown = true
            }
            .accessibilityFocused($isWordCountFocused)
            .alert("\(wordCount) words", isPresented: $isWordCountShown) {
                Button("Done") { isWordCountFocused = true }
            }
        }
    }
}

struct AttachmentsList: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                Text("No attachments")
            }
            .navigationTitle("Attachments")
            .toolbar {
                Button("Close") { dismiss() }
            }
        }
    }
}
