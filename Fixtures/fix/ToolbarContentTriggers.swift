// Covers triggers inside a type of toolbar content (`ToolbarContent`), which holds `@State` as a
// view does: the focus state is declared there, and the binding goes on the toolbar's button.
import SwiftUI

struct NoteEditorToolbar: ToolbarContent {
    @State private var isAttachmentsSheetShown = false
    @State private var isWordCountShown = false

    let wordCount: Int

    var body: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            Button {
                isAttachmentsSheetShown = true
            } label: {
                Label("Attachments", systemImage: "paperclip")
            }
            .sheet(isPresented: $isAttachmentsSheetShown) {
                AttachmentsList()
            }
        }
        ToolbarItem(placement: .secondaryAction) {
            Button("Word Count") {
                isWordCountShown = true
            }
            .alert("\(wordCount) words", isPresented: $isWordCountShown) {
                Button("Done") {}
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
