// Covers a trigger inside `ForEach` whose dialog is attached inside the row, next to its button.
// The focus state is an optional identifier; the row's button gets `equals: article.id`, and the
// actions name the row through the row's own element, `article`.
import SwiftUI

struct SavedArticle: Identifiable {
    let id: Int
    var headline: String
    var isArchived: Bool
}

struct ReadingListView: View {
    @State private var articles: [SavedArticle] = []
    @State private var isConfirmingArchive = false
    @AccessibilityFocusState private var focusedArchiveButton: SavedArticle.ID?

    var body: some View {
        NavigationStack {
            List {
                ForEach(articles) { article in
                    HStack {
                        Text(article.headline)
                        Spacer()
                        Button("Archive") {
                            isConfirmingArchive = true
                        }
                        .accessibilityFocused($focusedArchiveButton, equals: article.id)
                        .buttonStyle(.borderless)
                        .alert("Archive \(article.headline)?", isPresented: $isConfirmingArchive) {
                            Button("Archive") {
                                archive(article)
                                focusedArchiveButton = article.id
                            }
                            Button("Cancel", role: .cancel) { focusedArchiveButton = article.id }
                        }
                    }
                }
            }
            .navigationTitle("Reading List")
        }
    }

    private func archive(_ article: SavedArticle) {
        guard let index = articles.firstIndex(where: { $0.id == article.id }) else { return }
        articles[index].isArchived = true
    }
}
