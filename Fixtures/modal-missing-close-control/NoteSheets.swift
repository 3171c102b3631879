import SwiftUI

// MARK: - Writing tips

struct WritingTipsView: View {
    private let tips: [WritingTip] = WritingTip.all

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                Text("Writing Tips")
                    .font(.largeTitle.bold())
                    .accessibilityAddTraits(.isHeader)
                ForEach(tips) { tip in
                    VStack(alignment: .leading, spacing: 6) {
                        Label(tip.title, systemImage: tip.symbol)
                            .font(.headline)
                        Text(tip.body)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .padding()
        }
    }
}

// MARK: - Settings

struct NotesSettingsView: View {
    @Environment(\.dismiss) private var dismiss
    @AppStorage("fontSize") private var fontSize = 17.0
    @AppStorage("iCloudSync") private var iCloudSync = true

    var body: some View {
        NavigationStack {
            Form {
                Section("Editor") {
                    Slider(value: $fontSize, in: 12...28, step: 1) {
                        Text("Font Size")
                    }
                }
                Section("Sync") {
                    Toggle("iCloud", isOn: $iCloudSync)
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

// MARK: - Editor

struct NoteEditor: View {
    @Environment(\.dismiss) private var close
    @EnvironmentObject private var store: NoteStore
    @State private var text: String
    let note: Note

    init(note: Note) {
        self.note = note
        _text = State(initialValue: note.body)
    }

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .padding(.horizontal)
                .navigationTitle(note.title)
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { editorToolbar }
        }
    }

    @ToolbarContentBuilder
    private var editorToolbar: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) {
            Button("Discard") { close() }
        }
        ToolbarItem(placement: .confirmationAction) {
            Button("Save") {
                store.update(note, body: text)
                close()
            }
        }
    }
}

// MARK: - Export

struct ExportOptionsView: View {
    @Environment(\.dismiss) private var dismiss  // declared, never called
    @ObservedObject var viewModel: ExportViewModel
    let notes: [Note]

    init(notes: [Note]) {
        self.notes = notes
        self.viewModel = ExportViewModel()
    }

    var body: some View {
        NavigationStack {
            Form {
                Picker("Format", selection: $viewModel.format) {
                    Text("Plain Text").tag(ExportFormat.plainText)
                    Text("Markdown").tag(ExportFormat.markdown)
                    Text("PDF").tag(ExportFormat.pdf)
                }
                Toggle("Include Attachments", isOn: $viewModel.includeAttachments)
                Section {
                    Button("Export \(notes.count) Notes") {
                        viewModel.export(notes)
                    }
                    .disabled(viewModel.isExporting)
                }
            }
            .navigationTitle("Export")
        }
    }
}

// MARK: - Tags

struct TagPicker: View {
    @Binding var selection: Set<Tag>
    @Binding var isPresented: Bool
    @EnvironmentObject private var store: NoteStore

    var body: some View {
        NavigationStack {
            List(store.tags) { tag in
                Button {
                    if selection.contains(tag) {
                        selection.remove(tag)
                    } else {
                        selection.insert(tag)
                    }
                } label: {
                    HStack {
                        Text(tag.name)
                        Spacer()
                        if selection.contains(tag) {
                            Image(systemName: "checkmark")
                        }
                    }
                }
            }
            .navigationTitle("Tags")
            .toolbar {
                Button("Done") {
                    isPresented = false
                }
            }
        }
    }
}

// MARK: - About (iOS 14 code path)

struct LegacyAboutView: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        NavigationView {
            List {
                Text("Jotter \(Bundle.main.shortVersion)")
                Link("Website", destination: URL(string: "https://example.com/jotter")!)
                Link("Privacy Policy", destination: URL(string: "https://example.com/jotter/privacy")!)
            }
            .navigationBarTitle("About", displayMode: .inline)
            .navigationBarItems(
                trailing: Button("Close") {
                    presentationMode.wrappedValue.dismiss()
                }
            )
        }
    }
}

// MARK: - Sync conflicts

struct SyncConflictResolver: View {
    let conflicts: [SyncConflict]
    @EnvironmentObject private var store: NoteStore

    var body: some View {
        NavigationStack {
            List(conflicts) { conflict in
                VStack(alignment: .leading, spacing: 8) {
                    Text(conflict.noteTitle).font(.headline)
                    Text("Changed on \(conflict.otherDevice)")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    HStack {
                        Button("Keep This Version") { store.resolve(conflict, keeping: .local) }
                        Button("Keep Other Version") { store.resolve(conflict, keeping: .remote) }
                    }
                    .buttonStyle(.bordered)
                }
            }
            .navigationTitle("Resolve Conflicts")
        }
        .interactiveDismissDisabled()
    }
}

// MARK: - Weekly report

struct WeeklyReportView: View {
    let report: WeeklyReport

    var body: some View {
        List {
            Section("This Week") {
                LabeledContent("Notes Written", value: report.created, format: .number)
                LabeledContent("Words", value: report.words, format: .number)
            }
            Section("Most Used Tags") {
                ForEach(report.topTags, id: \.self) { tag in
                    Text(tag)
                }
            }
        }
    }
}

// MARK: - Attachments

struct AttachmentPreview: View {
    let attachment: Attachment

    var body: some View {
        VStack {
            AsyncImage(url: attachment.url) { image in
                image.resizable().scaledToFit()
            } placeholder: {
                ProgressView()
            }
            Text(attachment.name)
                .font(.footnote)
        }
        .navigationTitle("Preview")
    }
}

// MARK: - Quick note

struct QuickNoteSheet: View {
    enum Field { case title, body }

    @State var note: QuickNote
    @FocusState private var focusedField: Field?
    let onSave: (QuickNote) -> Void

    var body: some View {
        VStack(spacing: 12) {
            TextField("Title", text: $note.title)
                .focused($focusedField, equals: .title)
            TextField("Note", text: $note.body, axis: .vertical)
                .focused($focusedField, equals: .body)
            HStack {
                Button("Hide Keyboard") {
                    focusedField = nil
                }
                Spacer()
                Button("Save") {
                    onSave(note)
                }
                .buttonStyle(.borderedProminent)
            }
        }
        .padding()
        .presentationDetents([.height(240)])
    }
}

// MARK: - Slideshow

struct SlideshowView: View {
    let images: [URL]
    @State private var index = 0

    var body: some View {
        TabView(selection: $index) {
            ForEach(images.indices, id: \.self) { i in
                AsyncImage(url: images[i]) { image in
                    image.resizable().scaledToFit()
                } placeholder: {
                    Color.black
                }
                .tag(i)
            }
        }
        .tabViewStyle(.page)
        .background(Color.black)
    }
}
