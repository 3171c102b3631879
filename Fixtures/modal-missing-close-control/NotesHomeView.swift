//
//  NotesHomeView.swift
//  Jotter
//

import SwiftUI
import JotterPaywall  // PaywallScreen lives in another package

struct NotesHomeView: View {
    @EnvironmentObject private var store: NoteStore
    @StateObject private var recorder = VoiceRecorder()

    @State private var showTips = false
    @State private var showSettings = false
    @State private var showOnboarding = false
    @State private var showExport = false
    @State private var showTagPicker = false
    @State private var showFilters = false
    @State private var showLegal = false
    @State private var showScanner = false
    @State private var showPaywall = false
    @State private var showSlideshow = false
    @State private var showAbout = false
    @State private var showConflicts = false
    @State private var showReport = false
    @State private var isRecording = false
    @State private var editingNote: Note?
    @State private var previewedAttachment: Attachment?
    @State private var quickNote: QuickNote?
    @State private var selectedTags: Set<Tag> = []
    @State private var sortOrder: SortOrder = .modified
    @State private var showPinnedOnly = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.notes(sortedBy: sortOrder, tags: selectedTags)) { note in
                    NoteRow(note: note)
                        .onTapGesture { editingNote = note }
                        .contextMenu {
                            ForEach(note.attachments) { attachment in
                                Button("Preview \(attachment.name)") { previewedAttachment = attachment }
                            }
                        }
                }
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Filters", systemImage: "line.3.horizontal.decrease.circle") { showFilters = true }
                    Menu {
                        Button("Tags") { showTagPicker = true }
                        Button("Export") { showExport = true }
                        Button("Scan Document") { showScanner = true }
                        Button("Weekly Report") { showReport = true }
                        Button("Writing Tips") { showTips = true }
                        Button("Slideshow") { showSlideshow = true }
                        Button("Settings") { showSettings = true }
                        Button("About Jotter") { showAbout = true }
                        Button("Terms of Use") { showLegal = true }
                        Button("Go Pro") { showPaywall = true }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    HStack {
                        Button("Quick Note", systemImage: "note.text.badge.plus") { quickNote = QuickNote() }
                        Button("Record", systemImage: "mic") { isRecording = true }
                    }
                }
                #if os(iOS)
                ToolbarItem(placement: .topBarLeading) {
                    Button("Hide Report") { showReport = false }
                        .disabled(!showReport)
                }
                #endif
            }
        }
        .onAppear {
            showOnboarding = !store.hasCompletedOnboarding
            showConflicts = store.hasUnresolvedConflicts
        }
        // long text, and nothing in it closes the sheet
        .sheet(isPresented: $showTips) {  // expect: modal-missing-close-control, modal-focus-return
            WritingTipsView()
        }
        // clean: NotesSettingsView's toolbar calls dismiss() from @Environment(\.dismiss)
        .sheet(isPresented: $showSettings) {  // expect: modal-focus-return
            NotesSettingsView()
        }
        // clean: the editor binds \.dismiss to another name (close), in a toolbar helper property
        .sheet(item: $editingNote) { note in  // expect: modal-focus-return
            NoteEditor(note: note)
        }
        // a full-screen cover whose pages only move forward: no way out
        .fullScreenCover(isPresented: $showOnboarding) {  // expect: modal-missing-close-control
            OnboardingFlow()
        }
        // the content declares \.dismiss but never calls it
        .sheet(isPresented: $showExport) {  // expect: modal-missing-close-control, modal-focus-return
            ExportOptionsView(notes: store.notes)
        }
        // clean: a @Binding isPresented handed to the content, set false by its Done button
        .sheet(isPresented: $showTagPicker) {  // expect: modal-focus-return
            TagPicker(selection: $selectedTags, isPresented: $showTagPicker)
        }
        // inline content: a form and a title, but no button closes it
        .sheet(isPresented: $showFilters) {  // expect: modal-missing-close-control, modal-focus-return
            NavigationStack {
                Form {
                    Picker("Sort By", selection: $sortOrder) {
                        Text("Date Modified").tag(SortOrder.modified)
                        Text("Date Created").tag(SortOrder.created)
                        Text("Title").tag(SortOrder.title)
                    }
                    Toggle("Pinned Only", isOn: $showPinnedOnly)
                }
                .navigationTitle("Filters")
            }
            .presentationDetents([.medium, .large])
        }
        // clean: the inline content sets the presentation binding false
        .sheet(isPresented: $showLegal) {  // expect: modal-focus-return
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Terms of Use")
                        .font(.title)
                        .accessibilityAddTraits(.isHeader)
                    Text(LegalText.terms)
                    Button("Close") {
                        showLegal = false
                    }
                    .buttonStyle(.borderedProminent)
                }
                .padding()
            }
        }
        // clean: a UIKit controller brings its own Cancel button
        .fullScreenCover(isPresented: $showScanner) {  // expect: modal-focus-return
            DocumentScanner { pages in
                store.importScans(pages)
            }
            .ignoresSafeArea()
        }
        // clean: the content's type is in another module: not judged
        .sheet(isPresented: $showPaywall) {  // expect: modal-focus-return
            PaywallScreen(placement: .notesMenu)
        }
        // clean: CloseButton (Controls.swift) is one of rules.json's closeControls
        .fullScreenCover(isPresented: $showSlideshow) {  // expect: modal-focus-return, modal-title-heading
            SlideshowView(images: store.allImages)
                .overlay(alignment: .topTrailing) {
                    CloseButton()
                        .padding()
                }
        }
        // clean: presentationMode.wrappedValue.dismiss()
        .sheet(isPresented: $showAbout) {  // expect: modal-focus-return
            LegacyAboutView()
        }
        // cannot be swiped away (.interactiveDismissDisabled()) and neither choice closes it
        .sheet(isPresented: $showConflicts) {  // expect: modal-missing-close-control
            SyncConflictResolver(conflicts: store.conflicts)
        }
        // the presenting view's "Hide Report" button sets the binding false, but it is not in the content,
        // and the sheet covers it
        .sheet(isPresented: $showReport) {  // expect: modal-missing-close-control, modal-focus-return, modal-title-heading
            WeeklyReportView(report: store.weeklyReport)
        }
        // clean: the item is set to nil by the Done button written in the content closure
        .sheet(item: $previewedAttachment) { attachment in  // expect: modal-focus-return, modal-not-scrollable
            NavigationStack {
                AttachmentPreview(attachment: attachment)
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {
                                previewedAttachment = nil
                            }
                        }
                    }
            }
        }
        // setting @FocusState to nil hides the keyboard; it does not close the sheet
        .sheet(item: $quickNote) { note in  // expect: modal-missing-close-control, modal-focus-return, modal-not-scrollable, modal-title-heading
            QuickNoteSheet(note: note) { finished in
                store.add(finished)
            }
        }
        // the recorder's buttons only start and pause
        .fullScreenCover(isPresented: $isRecording) {  // expect: modal-missing-close-control, modal-focus-return, modal-not-scrollable, modal-title-heading
            RecorderView(recorder: recorder)
        }
    }
}

struct NoteRow: View {
    let note: Note

    var body: some View {
        VStack(alignment: .leading) {
            Text(note.title).font(.headline)
            Text(note.snippet).foregroundStyle(.secondary).lineLimit(2)
        }
    }
}
