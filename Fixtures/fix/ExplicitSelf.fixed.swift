// Covers code written in a file that reaches its own members through `self.`: the statements,
// bindings and a popover's new `.onChange(of:)` a fix writes do the same. Where a type writes `self.` before its values but its
// projections bare (`$isRenaming`), the binding stays bare as they are.
import SwiftUI

struct Snippet: Identifiable {
    var id: Int
    var name: String
}

struct SnippetLibraryView: View {
    @State private var isConfirmingReset = false
    @AccessibilityFocusState private var isResetLibraryFocused: Bool
    @State private var isShowingImport = false
    @AccessibilityFocusState private var isImportFocused: Bool
    @State private var isShowingTags = false
    @AccessibilityFocusState private var isTagsFocused: Bool
    @State private var snippets: [Snippet] = []

    var body: some View {
        VStack {
            List(self.snippets) { snippet in
                Text(snippet.name)
            }
            Button("Reset Library") {
                self.isConfirmingReset = true
            }
            .accessibilityFocused(self.$isResetLibraryFocused)
            .alert("Reset the library?", isPresented: self.$isConfirmingReset) {
                Button("Reset", role: .destructive) {
                    self.snippets.removeAll()
                }
                Button("Keep Snippets", role: .cancel) { self.isResetLibraryFocused = true }
            }
            Button("Import…") {
                self.isShowingImport = true
            }
            .accessibilityFocused(self.$isImportFocused)
            .sheet(isPresented: self.$isShowingImport, onDismiss: { self.isImportFocused = true }) {
                SnippetImportView()
            }
            Button("Tags") {
                self.isShowingTags.toggle()
            }
            .accessibilityFocused(self.$isTagsFocused)
            .popover(isPresented: self.$isShowingTags) {
                Text("\(self.snippets.count) snippets")
                    .presentationCompactAdaptation(.popover)
            }
            .onChange(of: self.isShowingTags) {
                if !self.isShowingTags { self.isTagsFocused = true }
            }
        }
    }
}

struct SnippetImportView: View {
    @State private var source = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Source", text: self.$source)
                Text("\(self.source.count) characters")
            }
            .navigationTitle("Import")
            .onChange(of: self.source) {
                self.source = self.source.trimmingCharacters(in: .newlines)
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { self.dismiss() }
                }
            }
        }
    }
}

struct SnippetRow: View {
    @State private var isRenaming = false
    @AccessibilityFocusState private var isRenameFocused: Bool
    var snippet: Snippet

    var body: some View {
        HStack {
            Text(self.snippet.name)
            Button("Rename") {
                self.isRenaming = true
            }
            .accessibilityFocused($isRenameFocused)
            .sheet(isPresented: $isRenaming, onDismiss: { self.isRenameFocused = true }) {
                RenameSnippetView(name: self.snippet.name)
            }
        }
    }
}

struct RenameSnippetView: View {
    @Environment(\.dismiss) private var dismiss
    var name: String

    var body: some View {
        NavigationStack {
            Form {
                Text(self.name)
            }
            .navigationTitle("Rename")
            .toolbar {
                Button("Done") { self.dismiss() }
            }
        }
    }
}
