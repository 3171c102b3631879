//
//  RecipeDetailView.swift
//  Mise
//

import SwiftUI
import TimerKit  // CountdownView comes from this package

struct RecipeDetailView: View {
    @ObservedObject var recipe: Recipe
    @EnvironmentObject private var pantry: Pantry

    @State private var servings = 4
    @State private var showServings = false
    @State private var showSubstitutes = false
    @State private var showNotes = false
    @State private var showShoppingList = false
    @State private var isCooking = false
    @State private var showStory = false
    @State private var showEquipment = false
    @State private var showEditor = false
    @State private var showUnits = false
    @State private var showReviews = false
    @State private var showRating = false
    @State private var showTimer = false
    @State private var showTips = false
    @State private var selectedStep: RecipeStep?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                RecipeHero(recipe: recipe)

                HStack {
                    Button("\(servings) Servings") { showServings = true }
                    Button("Units") { showUnits = true }
                    Button("Timer") { showTimer = true }
                }
                .buttonStyle(.bordered)
                // the presenting view scrolls; the sheet's own content does not
                .sheet(isPresented: $showUnits) {  // expect: modal-not-scrollable, modal-focus-return
                    VStack(alignment: .leading, spacing: 12) {
                        Text("Units")
                            .font(.title2.bold())
                            .accessibilityAddTraits(.isHeader)
                        Picker("System", selection: $pantry.unitSystem) {
                            Text("Metric").tag(UnitSystem.metric)
                            Text("US Customary").tag(UnitSystem.us)
                        }
                        .pickerStyle(.segmented)
                        Toggle("Show Weights in Grams", isOn: $pantry.prefersGrams)
                        Button("Done") { showUnits = false }
                    }
                    .padding()
                    .presentationDetents([.medium])
                }

                Text("Ingredients").font(.title2.bold())
                ForEach(recipe.ingredients) { ingredient in
                    IngredientRow(ingredient: ingredient, servings: servings)
                }
                Button("Substitutes") { showSubstitutes = true }

                Text("Method").font(.title2.bold())
                ForEach(recipe.steps) { step in
                    Button {
                        selectedStep = step
                    } label: {
                        StepRow(step: step)
                    }
                    .buttonStyle(.plain)
                }
            }
            .padding()
        }
        .navigationTitle(recipe.title)
        .toolbar {
            ToolbarItemGroup(placement: .secondaryAction) {
                Button("Story") { showStory = true }
                Button("Equipment") { showEquipment = true }
                Button("Edit") { showEditor = true }
                Button("My Notes") { showNotes = true }
                Button("Shopping List") { showShoppingList = true }
                Button("Reviews") { showReviews = true }
                Button("Rate") { showRating = true }
                Button("Tips") { showTips = true }
            }
            ToolbarItem(placement: .primaryAction) {
                Button("Cook", systemImage: "flame") { isCooking = true }
            }
        }
        // inline content: a stepper and a button in a VStack
        .sheet(isPresented: $showServings) {  // expect: modal-not-scrollable, modal-focus-return
            VStack(spacing: 16) {
                Text("Servings")
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
                Stepper("\(servings) servings", value: $servings, in: 1...24)
                Button("Done") { showServings = false }
                    .buttonStyle(.borderedProminent)
            }
            .padding()
            .presentationDetents([.height(200)])
        }
        // a type in another file: text in a VStack
        .sheet(isPresented: $showSubstitutes) {  // expect: modal-not-scrollable, modal-focus-return
            IngredientSubstitutes(ingredients: recipe.ingredients)
        }
        // a ScrollView with .scrollDisabled(true) does not scroll
        .sheet(isPresented: $showNotes) {  // expect: modal-not-scrollable, modal-focus-return
            RecipeNotesView(notes: recipe.personalNotes)
        }
        // a List with .scrollDisabled(true), further down its chain
        .sheet(isPresented: $showShoppingList) {  // expect: modal-not-scrollable, modal-focus-return
            ShoppingListPreview(items: pantry.missingItems(for: recipe))
        }
        // full-screen cover with large text and controls in a ZStack
        .fullScreenCover(isPresented: $isCooking) {  // expect: modal-not-scrollable, modal-focus-return
            CookModeView(recipe: recipe)
        }
        // item form: the step's controls live in a child view; nothing scrolls
        .sheet(item: $selectedStep) { step in  // expect: modal-not-scrollable, modal-focus-return
            StepDetail(step: step)
        }
        // clean: inline ScrollView
        .sheet(isPresented: $showStory) {  // expect: modal-focus-return
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text("The Story").font(.title.bold()).accessibilityAddTraits(.isHeader)
                    Text(recipe.story)
                    Button("Close") { showStory = false }
                }
                .padding()
            }
        }
        // clean: a List in a type of another file
        .sheet(isPresented: $showEquipment) {  // expect: modal-focus-return
            EquipmentList(equipment: recipe.equipment)
        }
        // clean: a Form inside a NavigationStack
        .sheet(isPresented: $showEditor) {  // expect: modal-focus-return
            RecipeEditor(recipe: recipe)
        }
        // a NavigationStack does not scroll, and neither does the LazyVStack without a ScrollView
        .sheet(isPresented: $showReviews) {  // expect: modal-not-scrollable, modal-focus-return
            ReviewsSheet(reviews: recipe.reviews)
        }
        // presentation detents do not make the content scroll
        .sheet(isPresented: $showRating) {  // expect: modal-not-scrollable, modal-focus-return
            RateRecipeSheet(recipe: recipe)
        }
        // clean: the content's type comes from another module
        .sheet(isPresented: $showTimer) {  // expect: modal-focus-return
            CountdownView(duration: recipe.totalTime)
        }
        // clean: the ScrollView is in a child view the content builds
        .sheet(isPresented: $showTips) {  // expect: modal-focus-return
            ChefTipsSheet(tips: recipe.tips)
        }
    }
}

struct RecipeHero: View {
    @ObservedObject var recipe: Recipe

    var body: some View {
        VStack(alignment: .leading) {
            AsyncImage(url: recipe.photoURL) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                Color.secondary.opacity(0.2)
            }
            .frame(height: 220)
            .clipped()
            Text(recipe.summary)
        }
    }
}

struct IngredientRow: View {
    let ingredient: Ingredient
    let servings: Int

    var body: some View {
        HStack {
            Text(ingredient.name)
            Spacer()
            Text(ingredient.quantity(for: servings))
                .foregroundStyle(.secondary)
        }
    }
}

struct StepRow: View {
    let step: RecipeStep

    var body: some View {
        HStack(alignment: .top) {
            Text("\(step.number).").bold()
            Text(step.text)
        }
    }
}
