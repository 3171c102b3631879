// Covers a row's items in the app's own context-menu modifier (`.desktopMenu { … }`, which hands
// its closure to `.contextMenu`): the menu closes before the alert does, so focus returns to the
// row, as for the row's swipe action, with one identifier focus state for both. A modifier that
// puts a menu of its own beside the content it is handed (`.tile { … }`) leaves that content on
// screen: focus returns to the button itself.
import SwiftUI

extension View {
    func desktopMenu<Items: View>(@ViewBuilder items: () -> Items) -> some View {
        contextMenu(menuItems: items)
    }

    /// An overload the calls below do not resolve to: it shows its items nowhere near a row.
    func desktopMenu<Items: View>(enabled: Bool, @ViewBuilder items: () -> Items) -> some View {
        VStack { self; if enabled { items() } }
    }

    func tile<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        VStack { content() }
            .contextMenu { Button("Copy") {} }
    }
}

struct Recipe: Identifiable {
    let id: Int
    var title: String
}

struct RecipeShelfView: View {
    @State private var recipes: [Recipe] = []
    @State private var recipeToRemove: Recipe?
    @AccessibilityFocusState private var focusedRecipeRow: Recipe.ID?

    var body: some View {
        List {
            ForEach(recipes) { recipe in
                Text(recipe.title)
                    .swipeActions {
                        Button("Remove", role: .destructive) {
                            recipeToRemove = recipe
                        }
                    }
                    .desktopMenu {
                        Button("Remove", role: .destructive) {
                            recipeToRemove = recipe
                        }
                    }
                    .accessibilityFocused($focusedRecipeRow, equals: recipe.id)
            }
        }
        .alert(
            "Remove this recipe?",
            isPresented: Binding(
                get: { recipeToRemove != nil },
                set: { if !$0 { recipeToRemove = nil } }
            ),
            presenting: recipeToRemove
        ) { recipe in
            Button("Remove", role: .destructive) {
                recipes.removeAll { $0.id == recipe.id }
            }
            Button("Keep", role: .cancel) { focusedRecipeRow = recipe.id }
        }
    }
}

struct PantryView: View {
    @State private var isConfirmingArchive = false
    @AccessibilityFocusState private var isArchivePantryFocused: Bool

    var body: some View {
        Text("Pantry")
            .tile {
                Button("Archive Pantry") { isConfirmingArchive = true }
                    .accessibilityFocused($isArchivePantryFocused)
            }
            .alert("Archive the pantry?", isPresented: $isConfirmingArchive) {
                Button("Archive", role: .destructive) { isArchivePantryFocused = true }
                Button("Keep", role: .cancel) { isArchivePantryFocused = true }
            }
    }
}
