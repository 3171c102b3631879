import SwiftUI

/// A binding named only for what it does (`isPresented`): the focus state is named after the view.
struct ShareLinkView: View {
    @State private var isPresented = false
    @AccessibilityFocusState private var isShareButtonFocused: Bool

    var body: some View {
        Button { isPresented = true } label: {
            Image(systemName: "square.and.arrow.up")
        }
        .accessibilityFocused($isShareButtonFocused)
        .alert("Link copied", isPresented: $isPresented) {
            Button("Done") { isShareButtonFocused = true }
        }
    }
}

/// A binding whose verb runs into the next word (`presentedSheet`): the verb is not cut out of it,
/// and the name says only what shows, so the focus state is named after the view.
struct TabsSwitcher: View {
    private enum Panel: String, Identifiable {
        case tabs
        var id: String { rawValue }
    }

    @State private var presentedSheet: Panel?
    @AccessibilityFocusState private var isTabsSwitcherButtonFocused: Bool

    var body: some View {
        Button { presentedSheet = .tabs } label: {
            Image(systemName: "square.stack")
        }
        .accessibilityFocused($isTabsSwitcherButtonFocused)
        .sheet(item: $presentedSheet, onDismiss: { isTabsSwitcherButtonFocused = true }) { _ in
            ScrollView { Text("Tabs").font(.title).accessibilityAddTraits(.isHeader) }
                .toolbar { Button("Close") { presentedSheet = nil } }
        }
    }
}

/// A binding that says the view should display something (`shouldDisplayHint`), behind a button
/// with no words of its own: the focus state is named after what shows, not after the verbs.
struct BasalSettings: View {
    @State private var shouldDisplayHint = false
    @AccessibilityFocusState private var isHintButtonFocused: Bool

    var body: some View {
        HStack {
            Text("Basal rates")
            Button { shouldDisplayHint.toggle() } label: {
                Image(systemName: "questionmark.circle")
            }
            .accessibilityFocused($isHintButtonFocused)
        }
        .sheet(isPresented: $shouldDisplayHint, onDismiss: { isHintButtonFocused = true }) {
            NavigationStack {
                ScrollView { Text("Basal rates cover what the body needs between meals.") }
                    .navigationTitle("Basal rates")
                    .toolbar { Button("Done") { shouldDisplayHint = false } }
            }
        }
    }
}
