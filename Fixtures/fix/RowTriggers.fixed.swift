// Covers dialogs opened from `ForEach` rows whose own code cannot name the row focus goes back to:
// - a sheet shown with `item:` from a button in each row: `onDismiss` takes no parameter, so the
//   row's button records its identifier as it opens the sheet, and `onDismiss` sends focus there;
// - an alert shown by a Boolean from each row's context menu: the row records its identifier, and
//   focus goes back to the row, which stays when the menu closes;
// - an alert from each row's leading swipe action, on the same row as the context menu: both
//   dialogs send focus to the row, through one binding after the row's last menu or swipe action;
// - a confirmation dialog opened from each row through a function: nothing in the row's own
//   action can record it, so the finding stays, with the reason.
import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    var title: String
}

struct RecipeDetailView: View {
    let recipe: Recipe
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView { Text(recipe.title) }
                .navigationTitle("Recipe")
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}

struct RecipeListView: View {
    @State private var recipes: [Recipe] = []
    @State private var openRecipe: Recipe?
    @AccessibilityFocusState private var focusedOpenRecipeButton: Recipe.ID?
    @State private var openRecipeButtonToFocus: Recipe.ID?
    @State private var showShareInfo = false
    @State private var confirmReset = false
    @State private var showPinInfo = false
    @AccessibilityFocusState private var focusedRecipeRow: Recipe.ID?
    @State private var recipeRowToFocus: Recipe.ID?

    var body: some View {
        List {
            ForEach(recipes) { recipe in
                HStack {
                    Button(recipe.title) {
                        openRecipe = recipe
                        openRecipeButtonToFocus = recipe.id
                    }
                    .accessibilityFocused($focusedOpenRecipeButton, equals: recipe.id)
                    Button("Reset") { askToReset() }
                }
                .contextMenu {
                    Button("About Sharing") {
                        showShareInfo = true
                        recipeRowToFocus = recipe.id
                    }
                }
                .swipeActions(edge: .leading) {
                    Button("Pin") {
                        showPinInfo = true
                        recipeRowToFocus = recipe.id
                    }
                }
                .accessibilityFocused($focusedRecipeRow, equals: recipe.id)
            }
        }
        .sheet(item: $openRecipe, onDismiss: { focusedOpenRecipeButton = openRecipeButtonToFocus }) { recipe in
            RecipeDetailView(recipe: recipe)
        }
        .alert("Shared recipes stay on this device", isPresented: $showShareInfo) {
            Button("Got It", role: .cancel) { focusedRecipeRow = recipeRowToFocus }
        }
        .alert("Pinned recipes show first", isPresented: $showPinInfo) {
            Button("Got It", role: .cancel) { focusedRecipeRow = recipeRowToFocus }
        }
        .confirmationDialog("Reset this recipe?", isPresented: $confirmReset) {
            Button("Reset", role: .destructive) { recipes.removeAll() }
            Button("Cancel", role: .cancel) {}
        }
    }

    private func askToReset() {
        confirmReset = true
    }
}
