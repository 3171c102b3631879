import SwiftUI

struct Draft: Identifiable, Equatable {
    let id = UUID()
    var to: [String] = []
    var subject = ""
    var body = ""
    var attachments: [URL] = []
}

@MainActor
final class ComposeModel: ObservableObject {
    enum SendError: Error { case offline, tooLarge }

    @Published var draft = Draft()
    @Published var lastError: SendError?
    @Published var canRetry = true

    func send() {}
    func saveToDrafts() {}
    func deleteDraft() {}
    func removeAttachment() {}
    func scheduleForMorning() {}
    func enableReadReceipts() {}
}

struct ComposeView: View {
    @StateObject private var model = ComposeModel()
    @Environment(\.dismiss) private var dismiss

    @State private var confirmDiscard = false
    @State private var confirmNoSubject = false
    @State private var confirmRemoveAttachment = false
    @State private var confirmSchedule = false
    @State private var showSendFailed = false
    @State private var confirmClose = false
    @State private var showSent = false
    @State private var showQueued = false
    @State private var offerReadReceipts = false
    @State private var confirmLargeSend = false
    @State private var showDraftSaved = false

    var body: some View {
        NavigationStack {
            Form {
                TextField("To", text: Binding(
                    get: { model.draft.to.joined(separator: ", ") },
                    set: { model.draft.to = $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
                ))
                TextField("Subject", text: $model.draft.subject)
                TextEditor(text: $model.draft.body)
                    .frame(minHeight: 200)
            }
            .navigationTitle("New Message")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { confirmClose = true }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") {
                        if model.draft.subject.isEmpty {
                            confirmNoSubject = true
                        } else {
                            model.send()
                            showSent = true
                        }
                    }
                }
            }
        }
        // flagged twice: "Yes" and "No" say nothing about the draft, roles or not.
        .alert("Discard this draft?", isPresented: $confirmDiscard) {
            Button("Yes", role: .destructive) { dismiss() }  // expect: ambiguous-action-label
            Button("No", role: .cancel) {}  // expect: ambiguous-action-label
        }
        // flagged: "OK" is one of two choices here.
        .alert("Send without a subject?", isPresented: $confirmNoSubject) {  // expect: alert-focus-return
            Button("OK") { model.send() }  // expect: ambiguous-action-label
            Button("Add Subject", role: .cancel) {}
        } message: {
            Text("Messages without a subject are often filtered as spam.")
        }
        // flagged: the label closure's Text, compared without case.
        .alert(Text("Remove the attachment?"), isPresented: $confirmRemoveAttachment) {
            Button(role: .destructive) {
                model.removeAttachment()
            } label: {
                Text("YES")  // expect: ambiguous-action-label
            }
            Button("Keep Attachment", role: .cancel) {}
        }
        // flagged: `Button(action:) { Label(…) }` with "Okay" among three actions.
        .alert("Send it later?", isPresented: $confirmSchedule) {
            Button(action: model.scheduleForMorning) {
                Label("Okay", systemImage: "clock")  // expect: ambiguous-action-label
            }
            Button("Send Now") { model.send() }
            Button("Cancel", role: .cancel) {}
        }
        // flagged once: branches count on their own. With a retry, "OK" is a choice;
        // without one it is a lone acknowledgement.
        .alert("Couldn't send the message", isPresented: $showSendFailed, presenting: model.lastError) { _ in
            if model.canRetry {
                Button("Try Again") { model.send() }
                Button("OK", role: .cancel) {}  // expect: ambiguous-action-label
            } else {
                Button("OK", role: .cancel) {}
            }
        }
        // flagged: `Button(_:action:)` with a choice of three.
        .alert("Save this message as a draft?", isPresented: $confirmClose) {  // expect: alert-focus-return
            Button("OK", action: saveAndClose)  // expect: ambiguous-action-label
            Button("Delete Draft", role: .destructive, action: deleteAndClose)
            Button("Cancel", role: .cancel) {}
        }
        // clean: a lone "OK" acknowledges; it is clear.
        .alert("Message sent", isPresented: $showSent) {
            Button("OK") { dismiss() }
        }
        // clean: a lone "OK" with the cancel role, and a message.
        .alert("Queued in Outbox", isPresented: $showQueued) {
            Button("OK", role: .cancel) {}
        } message: {
            Text("It will be sent when you're back online.")
        }
        // clean: "No Thanks" is not "No"; the labels are compared as whole labels.
        .alert("Turn on read receipts?", isPresented: $offerReadReceipts) {
            Button("Turn On") { model.enableReadReceipts() }
            Button("No Thanks", role: .cancel) {}
        }
        // clean: "Yes, Send Anyway" names its effect.
        .alert("\(model.draft.attachments.count) attachments are over 25 MB", isPresented: $confirmLargeSend) {
            Button("Yes, Send Anyway") { model.send() }
            Button("Go Back", role: .cancel) {}
        }
        // clean: a lone "Okay".
        .alert("Draft saved", isPresented: $showDraftSaved) {
            Button("Okay") {}
        }
    }

    private func saveAndClose() {
        model.saveToDrafts()
        dismiss()
    }

    private func deleteAndClose() {
        model.deleteDraft()
        dismiss()
    }
}
