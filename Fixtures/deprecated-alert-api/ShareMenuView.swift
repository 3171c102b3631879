import SwiftUI
import UniformTypeIdentifiers

struct Recipe: Identifiable, Hashable {
    let id: UUID
    var name: String
    var servings: Int
    var isPublished: Bool
}

struct Ingredient: Identifiable, Hashable {
    let id: UUID
    var name: String
    var quantity: String
}

struct RecipeDetailView: View {
    let recipe: Recipe
    @State private var showShareSheet = false
    @State private var showExportOptions = false
    @State private var showServings = false
    @State private var ingredientForOptions: Ingredient?
    @State private var showPublish = false
    @State private var showUnpublish = false
    @State private var ingredients: [Ingredient] = []

    var body: some View {
        List {
            Section("Ingredients") {
                ForEach(ingredients) { ingredient in
                    HStack {
                        Text(ingredient.name)
                        Spacer()
                        Text(ingredient.quantity).foregroundStyle(.secondary)
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { ingredientForOptions = ingredient }
                }
            }
            Section {
                Button("Share Recipe…") { showShareSheet = true }
                Button("Export…") { showExportOptions = true }
                Button("Servings: \(recipe.servings)") { showServings = true }
                Button(recipe.isPublished ? "Unpublish…" : "Publish…") {
                    if recipe.isPublished { showUnpublish = true } else { showPublish = true }
                }
            }
        }
        .navigationTitle(recipe.name)
        // flagged: `.actionSheet(isPresented:content:)` with an ActionSheet value
        .actionSheet(isPresented: $showShareSheet) {  // expect: deprecated-alert-api, alert-focus-return
            ActionSheet(
                title: Text("Share “\(recipe.name)”"),
                message: Text("Choose how to send the recipe."),
                buttons: [
                    .default(Text("Messages")) {},
                    .default(Text("Mail")) {},
                    .default(Text("Copy Link")) { UIPasteboard.general.string = "https://example.com/r/\(recipe.id)" },
                    .cancel(),
                ]
            )
        }
        // flagged: `.actionSheet(item:content:)`
        .actionSheet(item: $ingredientForOptions) { ingredient in  // expect: deprecated-alert-api, alert-focus-return
            ActionSheet(
                title: Text(ingredient.name),
                buttons: [
                    .default(Text("Add to Shopping List")) {},
                    .default(Text("Find a Substitute")) {},
                    .destructive(Text("Remove from Recipe")) {
                        ingredients.removeAll { $0.id == ingredient.id }
                    },
                    .cancel(),
                ])
        }
        // Export choices: an action sheet on iPhone (legacy), a dialog elsewhere.
        #if os(iOS)
        // flagged: the legacy modifier inside an `#if` between chain links
        .actionSheet(isPresented: $showExportOptions) {  // expect: deprecated-alert-api, alert-focus-return
            ActionSheet(title: Text("Export Recipe"), buttons: [.default(Text("PDF")) {}, .default(Text("Plain Text")) {}, .cancel()])
        }
        #else
        // clean: the modern confirmation dialog in the `#else` branch
        .confirmationDialog("Export Recipe", isPresented: $showExportOptions) {  // expect: alert-focus-return
            Button("PDF") {}
            Button("Plain Text") {}
        }
        #endif
        // flagged: `.alert(isPresented:content:)`, right after an `#endif`
        .alert(isPresented: $showUnpublish) {  // expect: deprecated-alert-api, alert-focus-return
            Alert(
                title: Text("Unpublish “\(recipe.name)”?"),
                primaryButton: .destructive(Text("Unpublish")),
                secondaryButton: .cancel())
        }
        // clean: a confirmation dialog is the modern replacement for the action sheet
        .confirmationDialog("Servings", isPresented: $showServings, titleVisibility: .visible) {  // expect: alert-focus-return
            ForEach([1, 2, 4, 6, 8], id: \.self) { count in
                Button("\(count) Servings") {}
            }
        }
        // clean: the modern alert, with a message closure
        .alert("Publish “\(recipe.name)”?", isPresented: $showPublish) {  // expect: alert-focus-return
            Button("Publish") {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Anyone with the link will be able to see it.")
        }
    }
}
