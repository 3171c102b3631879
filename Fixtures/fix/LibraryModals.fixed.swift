// Covers the three shapes of a modal's dismissal handler:
// - a `.sheet(isPresented:)` without `onDismiss:` gets `onDismiss: { … }`;
// - a `.sheet(isPresented:onDismiss:)` with a closure has the reset appended to it;
// - a `.fullScreenCover(isPresented:onDismiss: reload)` naming a function is extended.
// The content views have a close control, a heading and scrolling, so only focus return is at issue.
import SwiftUI

struct BookFilter {
    var showsFinished = true
}

struct AddBookView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List { Text("Title") }
                .navigationTitle("Add Book")
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}

struct BookFilterView: View {
    @Binding var filter: BookFilter
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List { Toggle("Show Finished", isOn: $filter.showsFinished) }
                .navigationTitle("Filter")
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}

struct ReaderView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView { Text("Chapter 1") }
                .navigationTitle("Reader")
                .toolbar { Button("Close") { dismiss() } }
        }
    }
}

struct BookshelfView: View {
    @State private var isAddingBook = false
    @AccessibilityFocusState private var isAddBookFocused: Bool
    @State private var isEditingFilter = false
    @AccessibilityFocusState private var isFilterFocused: Bool
    @State private var isReading = false
    @AccessibilityFocusState private var isContinueReadingFocused: Bool
    @State private var filter = BookFilter()
    @State private var reloadCount = 0

    var body: some View {
        VStack {
            Button("Add Book") { isAddingBook = true }
                .accessibilityFocused($isAddBookFocused)
            Button("Filter") { isEditingFilter = true }
                .accessibilityFocused($isFilterFocused)
            Button("Continue Reading") { isReading = true }
                .accessibilityFocused($isContinueReadingFocused)
            Text("Reloaded \(reloadCount) times")
        }
        .sheet(isPresented: $isAddingBook, onDismiss: { isAddBookFocused = true }) {
            AddBookView()
        }
        .sheet(isPresented: $isEditingFilter, onDismiss: {
            reloadCount += 1
            isFilterFocused = true
        }) {
            BookFilterView(filter: $filter)
        }
        .fullScreenCover(isPresented: $isReading, onDismiss: {
            reload()
            isContinueReadingFocused = true
        }) {
            ReaderView()
        }
    }

    private func reload() {
        reloadCount += 1
    }
}
