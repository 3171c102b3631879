// Covers triggers that are items of a `Menu` in a toolbar: the menu disappears when the dialog
// opens, so the focus binding goes on the `Menu` itself. Two items of the same Menu present two
// different alerts; both return focus to that one Menu, so they should share one focus state bound
// to it, as dialogs with one trigger do (see SignOutSharedTrigger.swift). A menu drawn as a symbol
// is named by what its dialog's binding says (`isClearMenuFocused` of `showingClearConfirmation`).
import SwiftUI

struct MailMessage: Identifiable {
    let id: Int
    var subject: String
    var isRead: Bool
}

struct MailboxView: View {
    @State private var messages: [MailMessage] = []
    @State private var isConfirmingMarkAll = false
    @State private var isConfirmingEmptyTrash = false
    @AccessibilityFocusState private var isMoreMenuFocused: Bool

    var body: some View {
        NavigationStack {
            List(messages) { message in
                Text(message.subject)
                    .fontWeight(message.isRead ? .regular : .bold)
            }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Menu {
                        Button("Mark All as Read") {
                            isConfirmingMarkAll = true
                        }
                        Button("Empty Trash", role: .destructive) {
                            isConfirmingEmptyTrash = true
                        }
                    } label: {
                        Label("More", systemImage: "ellipsis.circle")
                    }
                    .accessibilityFocused($isMoreMenuFocused)
                }
            }
            .alert("Mark all messages as read?", isPresented: $isConfirmingMarkAll) {
                Button("Mark All") {
                    for index in messages.indices {
                        messages[index].isRead = true
                    }
                    isMoreMenuFocused = true
                }
                Button("Cancel", role: .cancel) { isMoreMenuFocused = true }
            }
            .alert("Empty Trash?", isPresented: $isConfirmingEmptyTrash) {
                Button("Empty Trash", role: .destructive) { messages.removeAll { $0.isRead } }
                Button("Cancel", role: .cancel) { isMoreMenuFocused = true }
            } message: {
                Text("Messages in the Trash will be deleted permanently.")
            }
        }
    }
}

struct DraftsToolbar: View {
    @State private var drafts: [MailMessage] = []
    @State private var showingClearConfirmation = false
    @AccessibilityFocusState private var isClearMenuFocused: Bool

    var body: some View {
        List(drafts) { draft in
            Text(draft.subject)
        }
        .toolbar {
            Menu {
                Button("Clear Drafts") { showingClearConfirmation = true }
            } label: {
                Image(systemName: "trash")
            }
            .accessibilityFocused($isClearMenuFocused)
        }
        .confirmationDialog("Clear every draft?", isPresented: $showingClearConfirmation) {
            Button("Clear Drafts", role: .destructive) { drafts = [] }
            Button("Cancel", role: .cancel) { isClearMenuFocused = true }
        }
    }
}
