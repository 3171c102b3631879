import SwiftUI

struct NoteDetailView: View {
    let note: Note
    @EnvironmentObject private var store: NoteStore

    @State private var showReminder = false
    @State private var showInvite = false
    @State private var showMetadata = false
    @State private var showFocusMode = false
    @State private var showWordCount = false
    @State private var showShare = false
    @State private var selectedVersion: NoteVersion?

    var body: some View {
        ScrollView {
            Text(note.body)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
        }
        .navigationTitle(note.title)
        .toolbar {
            ToolbarItemGroup(placement: .secondaryAction) {
                Button("Remind Me", systemImage: "bell") { showReminder = true }
                Button("Invite", systemImage: "person.badge.plus") { showInvite = true }
                Button("Details", systemImage: "info.circle") { showMetadata = true }
                Button("Focus Mode", systemImage: "eye") { showFocusMode = true }
                Button("Word Count", systemImage: "textformat.123") { showWordCount = true }
                Button("Share", systemImage: "square.and.arrow.up") { showShare = true }
                Menu("History") {
                    ForEach(store.versions(of: note)) { version in
                        Button(version.date.formatted()) { selectedVersion = version }
                    }
                }
            }
        }
        // clean: the Cancel button lives in a child view (SheetHeader) the content builds
        .sheet(isPresented: $showReminder) {  // expect: modal-focus-return
            ReminderSheet(note: note)
        }
        // the content's child views (ComposeHeader, ComposeBody) only attach and send
        .sheet(isPresented: $showInvite) {  // expect: modal-missing-close-control, modal-focus-return
            CollaborateComposer(note: note)
        }
        // clean: interactive dismissal is off while editing, but Cancel calls dismiss()
        .sheet(isPresented: $showMetadata, content: {  // expect: modal-focus-return
            MetadataEditor(note: note)
        })
        // clean: DoneButton is listed in closeControls
        .fullScreenCover(isPresented: $showFocusMode) {  // expect: modal-focus-return, modal-title-heading
            FocusModeView(note: note)
        }
        // onDismiss: is the presenter's clean-up, not a control in the content
        .sheet(isPresented: $showWordCount, onDismiss: refreshStatistics) {  // expect: modal-missing-close-control, modal-focus-return, modal-title-heading
            WordCountView(text: note.body)
        }
        // clean: modifiers in #if between links; the content has a Cancel that calls dismiss()
        .sheet(isPresented: $showShare) {  // expect: modal-focus-return
            ShareOptionsView(note: note)
                #if os(iOS)
                .presentationDetents([.medium])
                #endif
                // .presentationDragIndicator(.visible)
        }
        // item form: the version detail only offers Restore
        .sheet(item: $selectedVersion) { version in  // expect: modal-missing-close-control, modal-focus-return
            VersionDetail(version: version) {
                store.restore(version, of: note)
            }
        }
    }

    private func refreshStatistics() {
        store.recountWords(in: note)
    }
}

// MARK: - Reminder

struct ReminderSheet: View {
    let note: Note
    @State private var date = Date.now.addingTimeInterval(3600)

    var body: some View {
        VStack(spacing: 0) {
            SheetHeader(title: "Remind Me")
            Form {
                DatePicker("Date", selection: $date)
                    .datePickerStyle(.graphical)
            }
        }
    }
}

/// A title bar for sheets that are not in a navigation stack.
struct SheetHeader: View {
    let title: LocalizedStringKey
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        HStack {
            Button("Cancel") { dismiss() }
            Spacer()
            Text(title)
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            Spacer()
        }
        .padding()
    }
}

// MARK: - Invite

struct CollaborateComposer: View {
    let note: Note
    @State private var recipients = ""
    @State private var message = ""

    var body: some View {
        VStack(alignment: .leading) {
            ComposeHeader(noteTitle: note.title)
            ComposeBody(recipients: $recipients, message: $message)
        }
        .padding()
    }
}

struct ComposeHeader: View {
    let noteTitle: String

    var body: some View {
        Text("Invite to \u{201C}\(noteTitle)\u{201D}")
            .font(.title2.bold())
            .accessibilityAddTraits(.isHeader)
    }
}

struct ComposeBody: View {
    @Binding var recipients: String
    @Binding var message: String
    @EnvironmentObject private var store: NoteStore

    var body: some View {
        ScrollView {
            TextField("Email addresses", text: $recipients)
                .textContentType(.emailAddress)
            TextEditor(text: $message)
                .frame(minHeight: 120)
            HStack {
                Button("Attach Link", systemImage: "link") {
                    message += "\n" + store.shareLink
                }
                Spacer()
                Button("Send Invite") {
                    store.sendInvite(to: recipients, message: message)
                }
                .buttonStyle(.borderedProminent)
            }
        }
    }
}

// MARK: - Metadata

struct MetadataEditor: View {
    let note: Note
    @Environment(\.dismiss) private var dismiss
    @EnvironmentObject private var store: NoteStore
    @State private var title = ""
    @State private var isFavorite = false

    private var hasChanges: Bool { title != note.title || isFavorite != note.isFavorite }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                Toggle("Favorite", isOn: $isFavorite)
            }
            .navigationTitle("Details")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        store.rename(note, to: title, favorite: isFavorite)
                        dismiss()
                    }
                    .disabled(!hasChanges)
                }
            }
            .interactiveDismissDisabled(hasChanges)
        }
        .onAppear {
            title = note.title
            isFavorite = note.isFavorite
        }
    }
}

// MARK: - Focus mode

struct FocusModeView: View {
    let note: Note

    var body: some View {
        ZStack(alignment: .topTrailing) {
            ScrollView {
                Text(note.body)
                    .font(.system(.title3, design: .serif))
                    .padding(40)
            }
            DoneButton()
                .padding()
        }
        .background(Color(.systemBackground))
    }
}

// MARK: - Word count

struct WordCountView: View {
    let text: String

    var body: some View {
        List {
            LabeledContent("Words", value: text.split(whereSeparator: \.isWhitespace).count, format: .number)
            LabeledContent("Characters", value: text.count, format: .number)
        }
        .presentationDetents([.medium])
    }
}

// MARK: - Share

struct ShareOptionsView: View {
    let note: Note
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                ShareLink("Share as Text", item: note.body)
                ShareLink("Share Link", item: note.webURL)
            }
            .navigationTitle("Share")
            .toolbar {
                Button("Cancel", action: { dismiss() })
            }
        }
    }
}

// MARK: - Versions

struct VersionDetail: View {
    let version: NoteVersion
    let onRestore: () -> Void

    var body: some View {
        NavigationStack {
            ScrollView {
                Text(version.body)
                    .padding()
            }
            .navigationTitle(version.date.formatted(date: .abbreviated, time: .shortened))
            .toolbar {
                Button("Restore", action: onRestore)
            }
        }
    }
}
