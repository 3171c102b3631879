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
    @State private var isShowingImport = false
    @State private var isShowingTags = false
    @State private var snippets: [Snippet] = []

    var body: some View {
        VStack {
            List(self.snippets) { snippet in
                Text(snippet.name)
            }
            Button("Reset Library") {
                self.isConfirmingReset = true
            }
            .alert("Reset the library?", isPresented: self.$isConfirmingReset) {
                Button("Reset", role: .destructive) {
                    self.snippets.removeAll()
                }
                Button("Keep Snippets", role: .cancel) {}
            }
            Button("Import…") {
                self.isShowingImport = true
            }
            .sheet(isPresented: self.$isShowingImport) {
                SnippetImportView()
            }
            Button("Tags") {
                self.isShowingTags.toggle()
            }
            .popover(isPresented: self.$isShowingTags) {
                Text("\(self.snippets.count) snippets")
                    .presentationCompactAdaptation(.popover)
            }
        }
    }
}

struct SnippetImportView: View {
    @State private var source = ""

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
        }
    }
}

struct SnippetRow: View {
    @State private var isRenaming = false
    var snippet: Snippet

    var body: some View {
        HStack {
            Text(self.snippet.name)
            Button("Rename") {
                self.isRenaming = true
            }
            .sheet(isPresented: $isRenaming) {
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
