// Covers several dialogs in one view, each with its own trigger: an alert, a confirmation dialog,
// a sheet with `item:` and a sheet with `isPresented:`. --fix adds all four focus states to the
// view in one pass, in the order of the dialogs, without the edits stepping on each other.
import SwiftUI

struct Ingredient: Identifiable {
    let id: Int
    var name: String
}

struct Recipe {
    var title: String
    var servings: Int
    var ingredients: [Ingredient]
}

struct IngredientEditor: View {
    let ingredient: Ingredient
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List { Text(ingredient.name) }
                .navigationTitle("Edit Ingredient")
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}

struct NutritionView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List { Text("420 kcal") }
                .navigationTitle("Nutrition")
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}

struct RecipeEditorView: View {
    @State var recipe: Recipe
    @State private var isConfirmingReset = false
    @AccessibilityFocusState private var isResetRecipeFocused: Bool
    @State private var isChoosingServings = false
    @AccessibilityFocusState private var isServingsFocused: Bool
    @State private var editedIngredient: Ingredient?
    @AccessibilityFocusState private var isEditFirstIngredientFocused: Bool
    @State private var isShowingNutrition = false
    @AccessibilityFocusState private var isNutritionFactsFocused: Bool

    var body: some View {
        VStack {
            Text(recipe.title)
                .font(.title2)
            Button("Reset Recipe") { isConfirmingReset = true }
                .accessibilityFocused($isResetRecipeFocused)
            Button("Servings: \(recipe.servings)") { isChoosingServings = true }
                .accessibilityFocused($isServingsFocused)
            Button("Edit First Ingredient") { editedIngredient = recipe.ingredients.first }
                .accessibilityFocused($isEditFirstIngredientFocused)
            Button("Nutrition Facts") { isShowingNutrition = true }
                .accessibilityFocused($isNutritionFactsFocused)
        }
        .alert("Reset this recipe?", isPresented: $isConfirmingReset) {
            Button("Reset", role: .destructive) { recipe.ingredients = [] }
            Button("Cancel", role: .cancel) { isResetRecipeFocused = true }
        }
        .confirmationDialog("Servings", isPresented: $isChoosingServings) {
            Button("2 Servings") {
                recipe.servings = 2
                isServingsFocused = true
            }
            Button("4 Servings") {
                recipe.servings = 4
                isServingsFocused = true
            }
            Button("Cancel", role: .cancel) { isServingsFocused = true }
        }
        .sheet(item: $editedIngredient, onDismiss: { isEditFirstIngredientFocused = true }) { ingredient in
            IngredientEditor(ingredient: ingredient)
        }
        .sheet(isPresented: $isShowingNutrition, onDismiss: { isNutritionFactsFocused = true }) {
            NutritionView()
        }
    }
}
