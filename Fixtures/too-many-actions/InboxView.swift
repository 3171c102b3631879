import SwiftUI

struct Mailbox: Identifiable, Hashable {
    enum Kind { case inbox, archive, junk, trash, custom }
    let id: UUID
    var name: String
    var kind: Kind

    var isArchive: Bool { kind == .archive }
    var isTrash: Bool { kind == .trash }
}

struct MessageThread: Identifiable, Hashable {
    let id: UUID
    var subject: String
    var sender: String
    var isMuted: Bool
    var isUnread: Bool
    var attachmentCount: Int
}

struct Draft: Identifiable {
    let id = UUID()
    var recipients: [String] = []
    var subject = ""
    var body = ""
    var hasRecipients: Bool { !recipients.isEmpty }
}

@Observable
final class InboxModel {
    var mailbox = Mailbox(id: UUID(), name: "Inbox", kind: .inbox)
    var threads: [MessageThread] = []
    var selection: Set<MessageThread.ID> = []
    var draft: Draft?
    var isOwnerOfSharedMailbox = false

    func move(_ ids: Set<MessageThread.ID>, to kind: Mailbox.Kind) {}
    func archive(_ ids: Set<MessageThread.ID>) {}
    func markRead(_ ids: Set<MessageThread.ID>) {}
    func setMuted(_ muted: Bool, for thread: MessageThread) {}
    func send(_ draft: Draft) async throws {}
    func saveDraft(_ draft: Draft) {}
    func discardDraft() {}
    func saveAttachments(of thread: MessageThread) {}
    func print(_ thread: MessageThread) {}
    func forward(_ thread: MessageThread) {}
    func block(_ sender: String) {}
    func report(_ thread: MessageThread) {}
    func unsubscribe(from sender: String) {}
}

struct InboxView: View {
    @State private var model = InboxModel()
    @State private var openThread: MessageThread?
    @State private var showMoveAlert = false
    @State private var showThreadOptions = false
    @State private var showDraftAlert = false
    @State private var showAttachmentAlert = false
    @State private var showExportAlert = false
    @State private var showJunkAlert = false
    @State private var showReadReceipt = false
    @State private var editMode: EditMode = .inactive

    var body: some View {
        NavigationStack {
            List(model.threads, selection: $model.selection) { thread in
                ThreadRow(thread: thread)
                    .swipeActions {
                        Button("More", systemImage: "ellipsis.circle") {
                            openThread = thread
                            showThreadOptions = true
                        }
                    }
            }
            .navigationTitle(model.mailbox.name)
            // Bulk editing only makes sense with a touch screen list.
            #if os(iOS)
            .environment(\.editMode, $editMode)
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Button("Move…") { showMoveAlert = true }
                        .disabled(model.selection.isEmpty)
                }
            }
            #endif
            /* The move alert changes with the mailbox we are in;
               see MailboxRules.md for why junk is offered twice. */
            // flagged: the else branch plus the shared Cancel makes four actions
            .alert("Move \(model.selection.count) Messages?", isPresented: $showMoveAlert) {  // expect: too-many-actions, alert-focus-return
                if model.mailbox.isArchive {
                    Button("Move to Inbox") { model.move(model.selection, to: .inbox) }
                    Button("Move to Junk") { model.move(model.selection, to: .junk) }
                } else {
                    Button("Archive") { model.archive(model.selection) }
                    Button("Move to Junk") { model.move(model.selection, to: .junk) }
                    Button("Move to Trash", role: .destructive) { model.move(model.selection, to: .trash) }
                }
                Button("Cancel", role: .cancel) {}
            }
            // clean: each branch holds one button, plus two shared: three on every path
            .alert(openThread?.subject ?? "Conversation", isPresented: $showThreadOptions, presenting: openThread) { thread in  // expect: alert-focus-return
                if thread.isMuted {
                    Button("Unmute Conversation") { model.setMuted(false, for: thread) }
                } else {
                    Button("Mute Conversation") { model.setMuted(true, for: thread) }
                }
                Button("Mark as Read") { model.markRead([thread.id]) }
                Button("Cancel", role: .cancel) {}
            }
            // clean: three actions in the `if` branch and three in the `else` branch
            .alert("Close Draft", isPresented: $showDraftAlert) {
                if let draft = model.draft, draft.hasRecipients {
                    Button("Send Now") { Task { try? await model.send(draft) } }
                    Button("Save Draft") { model.saveDraft(draft) }
                    Button("Keep Editing", role: .cancel) {}
                } else {
                    Button("Save Draft") { if let draft = model.draft { model.saveDraft(draft) } }
                    Button("Delete Draft", role: .destructive) { model.discardDraft() }
                    Button("Keep Editing", role: .cancel) {}
                }
            } message: {
                Text("Your draft is not sent yet.")
            }
            #if os(iOS)
            .listStyle(.insetGrouped)
            #else
            .listStyle(.inset)
            #endif
            // flagged: an `if` without `else` adds a fourth action on the path where it holds
            .alert("Attachments in “\(openThread?.subject ?? "")”", isPresented: $showAttachmentAlert) {  // expect: too-many-actions
                Button("Save All Attachments") { if let openThread { model.saveAttachments(of: openThread) } }
                Button("Forward") { if let openThread { model.forward(openThread) } }
                if (openThread?.attachmentCount ?? 0) > 1 {
                    Button("Print All") { if let openThread { model.print(openThread) } }
                }
                Button("Cancel", role: .cancel) {}
            }
            // flagged: on iOS the `#if` adds a fourth action to the three others
            .alert("Export Conversation", isPresented: $showExportAlert) {  // expect: too-many-actions
                Button("Export as PDF") {}
                Button("Export as Plain Text") {}
                #if os(iOS)
                Button("Save to Files") {}
                #endif
                Button("Cancel", role: .cancel) {}
            }
            // flagged: the `else if` branch holds three, and with Cancel that is four
            .alert("Report Junk", isPresented: $showJunkAlert, presenting: openThread) { thread in  // expect: too-many-actions
                if model.isOwnerOfSharedMailbox {
                    Button("Report for Everyone") { model.report(thread) }
                } else if thread.sender.hasSuffix("@lists.example.com") {
                    Button("Report Junk") { model.report(thread) }
                    Button("Unsubscribe") { model.unsubscribe(from: thread.sender) }  // expect: missing-destructive-role
                    Button("Block \(thread.sender)") { model.block(thread.sender) }  // expect: missing-destructive-role
                } else {
                    Button("Report Junk") { model.report(thread) }
                }
                Button("Cancel", role: .cancel) {}
            } message: { thread in
                Text("Messages from \(thread.sender) will go to Junk.")
            }
            // clean: `#if` / `#else` are alternatives; each platform sees three actions
            .alert("Read Receipt Requested", isPresented: $showReadReceipt) {
                Button("Send Receipt") {}
                #if os(iOS)
                Button("Always Send") {}
                #else
                Button("Always Send for This Sender") {}
                #endif
                Button("Don’t Send", role: .cancel) {}
            }
        }
    }
}

struct ThreadRow: View {
    let thread: MessageThread

    var body: some View {
        VStack(alignment: .leading) {
            Text(thread.sender).font(.headline)
            Text(thread.subject).lineLimit(1)
        }
        .fontWeight(thread.isUnread ? .semibold : .regular)
    }
}
