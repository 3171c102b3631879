import SwiftUI

// An e-book import screen: legacy alerts built per case, and titles read through constants of
// another file, `??` fallbacks, `Text(verbatim:)` and a catalog whose source language is en-GB.

enum ImportProblem: Identifiable {
    case unsupportedFormat(String)
    case duplicate(title: String)
    case unknown

    var id: String {
        switch self {
        case .unsupportedFormat(let format): "format-\(format)"
        case .duplicate(let title): "duplicate-\(title)"
        case .unknown: "unknown"
        }
    }
}

final class LibraryImporter: ObservableObject {
    @Published var problem: ImportProblem?
    @Published var lastAlert: Alert?
    @Published var showLastAlert = false
    @Published var failed = false
    @Published var finished = false
    @Published var corrupt = false
    @Published var locked = false
    @Published var interrupted = false
    @Published var serverTitle: String?
    @Published var showServer = false
    var bookTitle: String?
}

struct LibraryImportView: View {
    @StateObject private var importer = LibraryImporter()

    var body: some View {
        List {
            Button("Import Books…") { importer.failed = true }
        }
        .alert(item: $importer.problem) { problem in  // expect: deprecated-alert-api
            switch problem {
            case .unsupportedFormat(let format):
                return Alert(title: Text("Can’t Import \(format) Files"))
            case .duplicate:
                // flagged: this case's title is "Error"; the finding is on the title it shows
                return Alert(title: Text("Error"), message: Text("The book is already in your library."))  // expect: vague-alert-title
            case .unknown:
                // flagged: a constant of another file
                return Alert(title: Text(Strings.Import.genericTitle))  // expect: vague-alert-title
            }
        }
        .alert(isPresented: $importer.showLastAlert) {  // expect: deprecated-alert-api
            // flagged: the fallback Alert's title is "Oops"; the stored alert's title is unknown
            importer.lastAlert ?? Alert(title: Text("Oops"))  // expect: vague-alert-title
        }
        // flagged: a nested `enum Strings { enum Import { static let … } }` of another file
        .alert(Strings.Import.failedTitle, isPresented: $importer.failed) {}  // expect: vague-alert-title, alert-focus-return
        // clean: the same enum, a title that names what happened
        .alert(Strings.Import.finishedTitle, isPresented: $importer.finished) {}
        // flagged: the catalog's source language is en-GB, where this key reads "Error"
        .alert("import.corrupt.title", isPresented: $importer.corrupt) {}  // expect: vague-alert-title
        // clean: the en-GB text names the problem
        .alert("import.locked.title", isPresented: $importer.locked) {}
        // flagged: the server's title is unknown, and when there is none the fallback shows
        .alert(importer.serverTitle ?? "Error", isPresented: $importer.showServer) {}  // expect: vague-alert-title
        // flagged: `Text(verbatim:)` of a literal
        .alert(Text(verbatim: "Alert"), isPresented: $importer.interrupted) {}  // expect: vague-alert-title
        // clean: an empty fallback stands in for a title that is always there
        .alert(importer.bookTitle ?? "", isPresented: $importer.finished) {}
    }
}
