import SwiftUI

struct Message: Identifiable, Hashable {
    let id: UUID
    var sender: String
    var subject: String
    var preview: String
    var isUnread: Bool
}

@MainActor
final class InboxModel: ObservableObject {
    @Published var messages: [Message] = []
    @Published var selection: Set<Message.ID> = []
    @Published var trashCount = 0

    var selectedSender: String? {
        messages.first { selection.contains($0.id) }?.sender
    }

    func delete(_ ids: Set<Message.ID>) {
        messages.removeAll { ids.contains($0.id) }
        selection.removeAll()
    }

    func markAllRead() {
        for index in messages.indices {
            messages[index].isUnread = false
        }
    }

    func emptyJunk() {}
    func emptyTrash() { trashCount = 0 }

    func block(_ sender: String) {
        messages.removeAll { $0.sender == sender }
    }

    func archive(_ ids: Set<Message.ID>, wholeThread: Bool) {}
}

struct MessageRow: View {
    let message: Message

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(message.sender)
                .font(.headline)
            Text(message.subject)
                .font(.subheadline)
            Text(message.preview)
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(2)
        }
        .fontWeight(message.isUnread ? .semibold : .regular)
    }
}

struct InboxView: View {
    @StateObject private var model = InboxModel()

    @State private var showDeleteSelected = false
    @State private var showMarkAllRead = false
    @State private var showEmptyJunk = false
    @State private var showBlockSender = false
    @State private var showUndoSendInfo = false
    @State private var showArchiveOptions = false
    @State private var showEmptyTrash = false

    @AccessibilityFocusState private var isEmptyJunkFocused: Bool
    @AccessibilityFocusState private var isBlockSenderFocused: Bool
    @AccessibilityFocusState private var isUndoInfoFocused: Bool
    @AccessibilityFocusState private var isArchiveFocused: Bool

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                List(model.messages, selection: $model.selection) { message in
                    MessageRow(message: message)
                }
                actionBar
            }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Button("Empty Trash") { showEmptyTrash = true }
                        .disabled(model.trashCount == 0)
                }
            }
            // The title mode only exists on iOS; the alert follows the platform block.
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
            /* flagged: the toolbar button above presents it (a toolbar item is a trigger),
               and nothing sends VoiceOver back to it. */
            .alert(  // expect: alert-focus-return
                "Empty Trash?",
                isPresented: $showEmptyTrash
            ) {
                Button("Empty Trash", role: .destructive) { model.emptyTrash() }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("\(model.trashCount) messages will be erased for good.")
            }
        }
    }

    private var actionBar: some View {
        HStack(spacing: 16) {
            // flagged: a plain Button presents the alert and has no accessibility focus binding.
            Button("Delete Selected") { showDeleteSelected = true }
                .disabled(model.selection.isEmpty)
                .alert("Delete \(model.selection.count) messages?", isPresented: $showDeleteSelected) {  // expect: alert-focus-return
                    Button("Delete", role: .destructive) { model.delete(model.selection) }
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("Deleted messages move to Recently Deleted.")
                }

            // flagged: `toggle()` presents it just as well as `= true`.
            Button {
                showMarkAllRead.toggle()
            } label: {
                Label("Mark All as Read", systemImage: "envelope.open")
            }
            .alert(Text("Mark every message as read?"), isPresented: $showMarkAllRead) {  // expect: alert-focus-return
                Button("Mark as Read") { model.markAllRead() }
                Button("Cancel", role: .cancel) {}
            }

            // clean: the trigger is bound to an @AccessibilityFocusState and both actions set it back.
            Button("Empty Junk") { showEmptyJunk = true }
                .accessibilityFocused($isEmptyJunkFocused)
                .alert("Empty the Junk folder?", isPresented: $showEmptyJunk) {
                    Button("Empty Junk", role: .destructive) {
                        model.emptyJunk()
                        isEmptyJunkFocused = true
                    }
                    Button("Cancel", role: .cancel) { isEmptyJunkFocused = true }
                }

            // flagged (on the action): the trigger is bound, but Cancel leaves focus wherever the system puts it.
            Button("Block Sender") { showBlockSender = true }
                .accessibilityFocused($isBlockSenderFocused)
                .disabled(model.selectedSender == nil)
                .alert("Block \(model.selectedSender ?? "this sender")?", isPresented: $showBlockSender) {
                    Button("Block", role: .destructive) {
                        if let sender = model.selectedSender {
                            model.block(sender)
                        }
                        isBlockSenderFocused = true
                    }
                    Button("Cancel", role: .cancel) {}  // expect: alert-focus-return
                }

            // flagged: no actions, so the system's own OK closes it and cannot move focus back,
            // even though the trigger is bound.
            Button("About Undo Send") { showUndoSendInfo = true }
                .accessibilityFocused($isUndoInfoFocused)
                .alert("Undo Send", isPresented: $showUndoSendInfo) {  // expect: alert-focus-return
                } message: {
                    Text("You have ten seconds to take back a message after sending it.")
                }

            // clean: a confirmation dialog whose every action, its own Cancel included, returns focus.
            Button("Archive…") { showArchiveOptions = true }
                .accessibilityFocused($isArchiveFocused)
                .confirmationDialog("Archive", isPresented: $showArchiveOptions, titleVisibility: .visible) {
                    Button("Archive Selected") {
                        model.archive(model.selection, wholeThread: false)
                        isArchiveFocused = true
                    }
                    Button("Archive Whole Thread") {
                        model.archive(model.selection, wholeThread: true)
                        isArchiveFocused = true
                    }
                    Button("Cancel", role: .cancel) { isArchiveFocused = true }
                }
        }
        .padding()
    }
}
