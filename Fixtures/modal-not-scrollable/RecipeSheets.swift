import SwiftUI

// MARK: - Substitutes

struct IngredientSubstitutes: View {
    let ingredients: [Ingredient]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Substitutes")
                .font(.title2.bold())
                .accessibilityAddTraits(.isHeader)
            ForEach(ingredients.filter(\.hasSubstitute)) { ingredient in
                VStack(alignment: .leading) {
                    Text(ingredient.name).font(.headline)
                    Text(ingredient.substituteDescription)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer()
            Button("Done") { dismiss() }
                .frame(maxWidth: .infinity)
        }
        .padding()
    }
}

// MARK: - Personal notes

struct RecipeNotesView: View {
    let notes: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView {
                Text(notes)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding()
            }
            .scrollDisabled(true)  // kept from a layout experiment
            .navigationTitle("My Notes")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}

// MARK: - Shopping list

struct ShoppingListPreview: View {
    let items: [PantryItem]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Missing Ingredients")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            List(items) { item in
                Label(item.name, systemImage: "cart")
            }
            .listStyle(.plain)
            // the card has a fixed height; do not let it scroll
            .scrollDisabled(true)
            .frame(height: 240)
            Button("Add to Shopping List") {
                ShoppingList.shared.add(items)
                dismiss()
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

// MARK: - Cook mode

struct CookModeView: View {
    @ObservedObject var recipe: Recipe
    @Environment(\.dismiss) private var dismiss
    @State private var stepIndex = 0

    var body: some View {
        ZStack(alignment: .bottom) {
            Color.black.ignoresSafeArea()
            VStack(spacing: 24) {
                Text("Step \(stepIndex + 1) of \(recipe.steps.count)")
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
                Text(recipe.steps[stepIndex].text)
                    .font(.system(size: 34, weight: .semibold))
                    .multilineTextAlignment(.center)
            }
            .foregroundStyle(.white)
            .padding()
            .frame(maxHeight: .infinity)

            HStack {
                Button("Previous") { stepIndex -= 1 }
                    .disabled(stepIndex == 0)
                Spacer()
                Button("Exit") { dismiss() }
                Spacer()
                Button("Next") { stepIndex += 1 }
                    .disabled(stepIndex == recipe.steps.count - 1)
            }
            .font(.title2)
            .padding(32)
        }
        .onAppear { UIApplication.shared.isIdleTimerDisabled = true }
        .onDisappear { UIApplication.shared.isIdleTimerDisabled = false }
    }
}

// MARK: - Step detail

struct StepDetail: View {
    let step: RecipeStep

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Step \(step.number)")
                .font(.title.bold())
                .accessibilityAddTraits(.isHeader)
            Text(step.text)
            if let minutes = step.timerMinutes {
                StepTimerControls(minutes: minutes)
            }
        }
        .padding()
        .presentationDetents([.medium, .large])
    }
}

struct StepTimerControls: View {
    let minutes: Int
    @Environment(\.dismiss) private var dismiss
    @State private var isRunning = false

    var body: some View {
        HStack {
            Button(isRunning ? "Pause Timer" : "Start \(minutes)-Minute Timer") {
                isRunning.toggle()
            }
            Spacer()
            Button("Close") { dismiss() }
        }
    }
}

// MARK: - Equipment

struct EquipmentList: View {
    let equipment: [Equipment]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List(equipment) { item in
                VStack(alignment: .leading) {
                    Text(item.name)
                    if let note = item.note {
                        Text(note).font(.caption).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Equipment")
            .toolbar { Button("Done") { dismiss() } }
        }
    }
}

// MARK: - Editor

struct RecipeEditor: View {
    @ObservedObject var recipe: Recipe
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $recipe.title)
                Stepper("Prep Time: \(recipe.prepMinutes) min", value: $recipe.prepMinutes, in: 0...600, step: 5)
                Section("Summary") {
                    TextField("Summary", text: $recipe.summary, axis: .vertical)
                }
            }
            .navigationTitle("Edit Recipe")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

// MARK: - Reviews

struct ReviewsSheet: View {
    let reviews: [Review]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            LazyVStack(alignment: .leading, spacing: 16) {
                ForEach(reviews) { review in
                    ReviewCard(review: review)
                }
            }
            .padding()
            .navigationTitle("Reviews")
            .toolbar { Button("Done") { dismiss() } }
        }
    }
}

struct ReviewCard: View {
    let review: Review

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(review.author).font(.headline)
                Spacer()
                Text(String(repeating: "★", count: review.stars))
                    .accessibilityLabel("\(review.stars) stars")
            }
            Text(review.text)
        }
    }
}

// MARK: - Rating

struct RateRecipeSheet: View {
    @ObservedObject var recipe: Recipe
    @Environment(\.dismiss) private var dismiss
    @State private var stars = 0
    @State private var comment = ""

    var body: some View {
        VStack(spacing: 20) {
            Text("Rate \(recipe.title)")
                .font(.title3.bold())
                .accessibilityAddTraits(.isHeader)
            Picker("Stars", selection: $stars) {
                ForEach(1...5, id: \.self) { value in
                    Text("\(value)").tag(value)
                }
            }
            .pickerStyle(.segmented)
            TextField("Comment (optional)", text: $comment)
                .textFieldStyle(.roundedBorder)
            Button("Submit") {
                recipe.submitRating(stars, comment: comment)
                dismiss()
            }
            .disabled(stars == 0)
        }
        .padding()
        .presentationDetents([.medium])
        .presentationDragIndicator(.visible)
    }
}

// MARK: - Chef's tips

struct ChefTipsSheet: View {
    let tips: [String]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text("Chef's Tips").font(.headline).accessibilityAddTraits(.isHeader)
                Spacer()
                Button("Done") { dismiss() }
            }
            .padding()
            Divider()
            TipsScroller(tips: tips)
        }
    }
}

struct TipsScroller: View {
    let tips: [String]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(tips, id: \.self) { tip in
                    Text(tip)
                }
            }
            .padding()
        }
    }
}
