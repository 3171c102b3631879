// Covers a file with CRLF line endings: inserted lines must end in CRLF as well. A toolbar Button
// presents a sheet (no onDismiss) and a confirmation dialog is presented from a row's context menu.
import SwiftUI

struct Bookmark: Identifiable {
    let id: Int
    var title: String
    var address: String
}

struct NewBookmarkView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form { Text("Address") }
                .navigationTitle("New Bookmark")
                .toolbar { Button("Cancel", role: .cancel) { dismiss() } }
        }
    }
}

struct BookmarksView: View {
    @State private var bookmarks: [Bookmark] = []
    @State private var isAddingBookmark = false
    @AccessibilityFocusState private var isNewBookmarkFocused: Bool
    @State private var bookmarkToRemove: Bookmark?
    @State private var isConfirmingRemove = false
    @AccessibilityFocusState private var focusedBookmarkRow: Bookmark.ID?

    var body: some View {
        NavigationStack {
            List {
                ForEach(bookmarks) { bookmark in
                    Text(bookmark.title)
                        .contextMenu {
                            Button("Remove Bookmark", role: .destructive) {
                                bookmarkToRemove = bookmark
                                isConfirmingRemove = true
                            }
                        }
                        .accessibilityFocused($focusedBookmarkRow, equals: bookmark.id)
                }
            }
            .navigationTitle("Bookmarks")
            .toolbar {
                Button("New Bookmark") {
                    isAddingBookmark = true
                }
                .accessibilityFocused($isNewBookmarkFocused)
            }
            .sheet(isPresented: $isAddingBookmark, onDismiss: { isNewBookmarkFocused = true }) {
                NewBookmarkView()
            }
            .confirmationDialog("Remove bookmark?", isPresented: $isConfirmingRemove, presenting: bookmarkToRemove) { bookmark in
                Button("Remove", role: .destructive) {
                    bookmarks.removeAll { $0.id == bookmark.id }
                }
                Button("Cancel", role: .cancel) { focusedBookmarkRow = bookmark.id }
            }
        }
    }
}
