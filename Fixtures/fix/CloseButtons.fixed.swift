// Covers the Done button a close-control fix adds to the toolbar of a navigation container's root:
// - content written in the presenter's closure closes by setting the presenter's own binding back
//   (its `dismiss` would close the presenter), `false` for a Bool and `nil` for an item, in a new
//   `.toolbar` (after a helper's name too), or as a new item in the root's toolbar of items;
// - Done goes at the confirmation placement, or at the cancellation placement where the toolbar
//   already has a confirmation;
// - a content type of its own calls its `\.dismiss` value, declared after its last stored property
//   outside any `#if`, or by the name it already has;
// - a container inside `#if`, a toolbar holding views, a type where `dismiss` names something
//   else, and a split view are not fixed.
// Focus already returns to each trigger, and each sheet has a heading and scrolls.
import SwiftUI

struct Journal: Identifiable {
    var id: Int
    var title: String
}

struct JournalHomeView: View {
    @State private var showPrompts = false
    @State private var showExport = false
    @State private var showStyle = false
    @State private var showArchive = false
    @State private var showLegacy = false
    @State private var showColumns = false
    @State private var showStreaks = false
    @State private var showTags = false
    @State private var openJournal: Journal?
    @AccessibilityFocusState private var isLatestFocused: Bool
    @AccessibilityFocusState private var isPromptsFocused: Bool
    @AccessibilityFocusState private var isExportFocused: Bool
    @AccessibilityFocusState private var isStyleFocused: Bool
    @AccessibilityFocusState private var isArchiveFocused: Bool
    @AccessibilityFocusState private var isLegacyFocused: Bool
    @AccessibilityFocusState private var isColumnsFocused: Bool
    @AccessibilityFocusState private var isStreaksFocused: Bool
    @AccessibilityFocusState private var isTagsFocused: Bool
    let journals: [Journal]

    var body: some View {
        VStack {
            List(journals) { journal in
                Text(journal.title)
            }
            HStack {
                Button("Latest") { openJournal = journals.last }
                    .accessibilityFocused($isLatestFocused)
                Button("Prompts") { showPrompts = true }
                    .accessibilityFocused($isPromptsFocused)
                Button("Export") { showExport = true }
                    .accessibilityFocused($isExportFocused)
                Button("Style") { showStyle = true }
                    .accessibilityFocused($isStyleFocused)
                Button("Archive") { showArchive = true }
                    .accessibilityFocused($isArchiveFocused)
                Button("Legacy") { showLegacy = true }
                    .accessibilityFocused($isLegacyFocused)
                Button("Columns") { showColumns = true }
                    .accessibilityFocused($isColumnsFocused)
                Button("Streaks") { showStreaks = true }
                    .accessibilityFocused($isStreaksFocused)
                Button("Tags") { showTags = true }
                    .accessibilityFocused($isTagsFocused)
            }
        }
        .sheet(isPresented: $showPrompts, onDismiss: { isPromptsFocused = true }) {
            NavigationStack {
                List {
                    Text("What made you smile today?")
                    Text("What would you do again?")
                }
                .navigationTitle("Prompts")
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Done") { showPrompts = false }
                    }
                }
            }
        }
        .sheet(item: $openJournal, onDismiss: { isLatestFocused = true }) { journal in
            NavigationStack {
                ScrollView { Text(journal.title) }
                    .navigationTitle(journal.title)
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Button("Share") {}
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") { openJournal = nil }
                        }
                    }
            }
        }
        .sheet(isPresented: $showTags, onDismiss: { isTagsFocused = true }) {
            NavigationStack {
                List(journals) { Text($0.title) }
                    .navigationTitle("Tags")
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Sort") {}
                        }
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Done") { showTags = false }
                        }
                    }
            }
        }
        .sheet(isPresented: $showExport, onDismiss: { isExportFocused = true }) {
            ExportOptionsView()
        }
        .sheet(isPresented: $showStyle, onDismiss: { isStyleFocused = true }) {
            JournalStyleView()
        }
        .sheet(isPresented: $showArchive, onDismiss: { isArchiveFocused = true }) {
            // The container stands on one side of #if; the other side has none to hold a button
            #if os(iOS)
            NavigationStack {
                List(journals) { Text($0.title) }
                    .navigationTitle("Archive")
            }
            #else
            List(journals) { Text($0.title) }
                .navigationTitle("Archive")
            #endif
        }
        .sheet(isPresented: $showLegacy, onDismiss: { isLegacyFocused = true }) {
            LegacyImportView()
        }
        .sheet(isPresented: $showStreaks, onDismiss: { isStreaksFocused = true }) {
            NavigationStack {
                streaks
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") { showStreaks = false }
                        }
                    }
            }
        }
        .sheet(isPresented: $showColumns, onDismiss: { isColumnsFocused = true }) {
            NavigationStack {
                Form { Text("Three columns") }
                    .navigationTitle("Columns")
                    .toolbar { Text("Preview") }
            }
        }
    }
}

extension JournalHomeView {
    var streaks: some View {
        List(journals) { Text($0.title) }
            .navigationTitle("Streaks")
    }
}

struct ExportOptionsView: View {
    @State private var includePhotos = true
    @Environment(\.dismiss) private var dismiss
    #if os(iOS)
    @State private var shareToFiles = false
    #endif

    var body: some View {
        NavigationView {
            Form {
                Toggle("Include photos", isOn: $includePhotos)
                #if os(iOS)
                Toggle("Share to Files", isOn: $shareToFiles)
                #endif
            }
            .navigationTitle("Export")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

struct JournalStyleView: View {
    @Environment(\.dismiss) private var close
    @State private var serif = false

    var body: some View {
        NavigationStack { Form { Toggle("Serif", isOn: $serif) }.navigationTitle("Style")
            .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") { close() } } } }
    }
}

struct LegacyImportView: View {
    @State private var dismiss = false

    var body: some View {
        NavigationStack {
            Form { Toggle("Skip duplicates", isOn: $dismiss) }
                .navigationTitle("Import")
        }
    }
}
