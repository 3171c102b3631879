// Covers a swipe action inside `ForEach` that presents a confirmation dialog with `presenting:`.
// One Bool cannot say which row to return to, so --fix adds an optional identifier focus state,
// binds the row (the view holding `.swipeActions`) with `equals: conversation.id`, and each action
// resets it to the id of the presented element.
import SwiftUI

struct Conversation: Identifiable {
    let id: String
    var contactName: String
    var preview: String
}

struct ConversationListView: View {
    @State private var conversations: [Conversation] = []
    @State private var conversationToDelete: Conversation?
    @State private var isConfirmingDelete = false
    @AccessibilityFocusState private var focusedConversationRow: Conversation.ID?

    var body: some View {
        List {
            ForEach(conversations) { conversation in
                VStack(alignment: .leading) {
                    Text(conversation.contactName)
                        .font(.headline)
                    Text(conversation.preview)
                        .lineLimit(2)
                }
                .swipeActions {
                    Button("Delete", role: .destructive) {
                        conversationToDelete = conversation
                        isConfirmingDelete = true
                    }
                }
                .accessibilityFocused($focusedConversationRow, equals: conversation.id)
            }
        }
        .confirmationDialog(
            "Delete this conversation?",
            isPresented: $isConfirmingDelete,
            titleVisibility: .visible,
            presenting: conversationToDelete
        ) { conversation in
            Button("Delete Conversation", role: .destructive) {
                conversations.removeAll { $0.id == conversation.id }
            }
            Button("Cancel", role: .cancel) {
                conversationToDelete = nil
                focusedConversationRow = conversation.id
            }
        } message: { conversation in
            Text("All messages with \(conversation.contactName) will be removed.")
        }
    }
}
