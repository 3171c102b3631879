// Covers a sheet whose content is handed the binding that decides whether its trigger is shown:
// picking a category swaps "All Categories" for the picked one, so focus sent back to "All
// Categories" would find it gone. The finding stays, not fixable, with the reason; also where the
// button is built by a property the view uses in one branch (`CategoryPills`), and where the
// binding it is handed changes the condition through the view's `.onChange(of:)`
// (`CategoryChips`). The "Sort"
// sheet changes nothing its trigger depends on, nor does "Suggestions", whose content only
// declares a name of its own that spells the same; both are fixed.
import SwiftUI

struct CategoryPicker: View {
    let categories: [String]
    @Binding var selection: String?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List(categories, id: \.self) { category in
                Button(category) {
                    selection = category
                    dismiss()
                }
            }
            .navigationTitle("Categories")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}

struct CategoryBar: View {
    let categories: [String]
    @State private var selectedCategory: String?
    @State private var showingCategories = false
    @State private var showingSort = false
    @AccessibilityFocusState private var isSortFocused: Bool
    @State private var showingSuggestions = false
    @AccessibilityFocusState private var isSuggestionsFocused: Bool

    var body: some View {
        HStack {
            if let selectedCategory {
                Button(selectedCategory) {
                    self.selectedCategory = nil
                }
            } else {
                Button("All Categories") {
                    showingCategories = true
                }
                .sheet(isPresented: $showingCategories) {
                    CategoryPicker(categories: categories, selection: $selectedCategory)
                }
                Button("Suggestions") {
                    showingSuggestions = true
                }
                .accessibilityFocused($isSuggestionsFocused)
                .sheet(isPresented: $showingSuggestions, onDismiss: { isSuggestionsFocused = true }) {
                    if let selectedCategory = categories.first {
                        Text("Try \(selectedCategory)")
                    }
                }
            }
            Button("Sort") {
                showingSort = true
            }
            .accessibilityFocused($isSortFocused)
            .sheet(isPresented: $showingSort, onDismiss: { isSortFocused = true }) {
                CategoryPicker(categories: ["Newest", "Oldest"], selection: .constant(nil))
            }
        }
    }
}

struct CategoryPills: View {
    let categories: [String]
    @Binding var selectedCategory: String?
    @State private var showingCategories = false

    var body: some View {
        if let selectedCategory {
            Text(selectedCategory)
        } else {
            allCategoriesButton
        }
    }

    private var allCategoriesButton: some View {
        Button("All Categories") {
            showingCategories = true
        }
        .sheet(isPresented: $showingCategories) {
            CategoryPicker(categories: categories, selection: $selectedCategory)
        }
    }
}

struct CategoryChips: View {
    let categories: [String]
    @State private var activeCategory: String?
    @State private var pickedCategory: String?
    @State private var showingCategories = false

    var body: some View {
        VStack {
            if activeCategory == nil {
                Button("Pick a Category") {
                    showingCategories = true
                }
            }
        }
        .sheet(isPresented: $showingCategories) {
            CategoryPicker(categories: categories, selection: $pickedCategory)
        }
        .onChange(of: pickedCategory) { _, picked in
            activeCategory = picked
        }
    }
}
