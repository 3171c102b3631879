import SwiftUI

/// Content that closes its modal as it takes the user somewhere: picking a heading scrolls the
/// page to it, picking a result opens it. Focus sent back to the trigger as the modal closes
/// would undo the move, so --fix leaves those two alone and fixes the sheet whose content only
/// picks a value.
final class Router {
    func navigate(to path: String) {}
}

struct ArticleToolbar: View {
    @State private var showOutline = false
    @State private var showResults = false
    @State private var showSorting = false
    @AccessibilityFocusState private var isSortFocused: Bool
    @State private var sorting = "Date"
    let headings: [String]
    let scrollTo: (String) -> Void
    let router: Router

    var body: some View {
        HStack {
            Button("Outline") { showOutline = true }
                .popover(isPresented: $showOutline) {
                    List(headings, id: \.self) { heading in
                        Button(heading) {
                            scrollTo(heading)
                            showOutline = false
                        }
                    }
                }
                .onChange(of: showOutline) {
                    if !showOutline { print("closed") }
                }
            Button("Results") { showResults = true }
                .sheet(isPresented: $showResults) {
                    SearchResults(router: router)
                }
            Button("Sort") { showSorting = true }
                .accessibilityFocused($isSortFocused)
                .sheet(isPresented: $showSorting, onDismiss: { isSortFocused = true }) {
                    Button("By title") {
                        sorting = "Title"
                        showSorting = false
                    }
                }
        }
    }
}

struct SearchResults: View {
    @Environment(\.dismiss) private var dismiss
    let router: Router

    var body: some View {
        NavigationStack {
            List(["First", "Second"], id: \.self) { result in
                Button(result) {
                    router.navigate(to: result)
                    dismiss()
                }
            }
            .navigationTitle("Results")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}
