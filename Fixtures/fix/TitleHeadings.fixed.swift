// Covers the title a heading fix marks, and the texts it leaves alone:
// - a title on one line with its font gets the trait on a line of its own, one level in;
// - `Font.title3` spelt out, after a button whose label is set in a title font, gets it level
//   with its `.font` link;
// - rows set in a title font are no title, nor is a `Section` header's text, text joined by `+`
//   or a member that returns `Text`, and of two title texts neither is chosen: those sheets are
//   not fixable;
// - the trait goes after the last modifier of the title's chain;
// - a text the app styles with its own title modifier (`.navigationTitleText()`) is the title,
//   though another is set in a title font, also in a helper member; a section's or a card's title
//   modifier makes no title, and the app's title written where the trait cannot go (a member
//   returned as `Text`) leaves the sheet unfixed rather than marking another text.
// Focus already returns to each trigger, and each sheet has a close control and scrolls.
import SwiftUI

struct ReadingListView: View {
    @State private var showFilters = false
    @State private var showAbout = false
    @State private var showTags = false
    @State private var showSync = false
    @State private var showStats = false
    @State private var showGenerator = false
    @State private var showPlans = false
    @State private var showCode = false
    @State private var unreadOnly = false
    @AccessibilityFocusState private var isFiltersFocused: Bool
    @AccessibilityFocusState private var isAboutFocused: Bool
    @AccessibilityFocusState private var isTagsFocused: Bool
    @AccessibilityFocusState private var isSyncFocused: Bool
    @AccessibilityFocusState private var isStatsFocused: Bool
    @AccessibilityFocusState private var isGeneratorFocused: Bool
    @AccessibilityFocusState private var isPlansFocused: Bool
    @AccessibilityFocusState private var isCodeFocused: Bool
    let tags: [String]

    var body: some View {
        VStack {
            Button("Filters") { showFilters = true }
                .accessibilityFocused($isFiltersFocused)
            Button("About") { showAbout = true }
                .accessibilityFocused($isAboutFocused)
            Button("Tags") { showTags = true }
                .accessibilityFocused($isTagsFocused)
            Button("Sync") { showSync = true }
                .accessibilityFocused($isSyncFocused)
            Button("Stats") { showStats = true }
                .accessibilityFocused($isStatsFocused)
            Button("Generate") { showGenerator = true }
                .accessibilityFocused($isGeneratorFocused)
            Button("Plans") { showPlans = true }
                .accessibilityFocused($isPlansFocused)
            Button("Code") { showCode = true }
                .accessibilityFocused($isCodeFocused)
        }
        .sheet(isPresented: $showFilters, onDismiss: { isFiltersFocused = true }) {
            ScrollView {
                Text("Filters").font(.largeTitle.bold())
                    .accessibilityAddTraits(.isHeader)
                Toggle("Unread only", isOn: $unreadOnly)
                Button("Done") { showFilters = false }
            }
        }
        .sheet(isPresented: $showAbout, onDismiss: { isAboutFocused = true }) {
            ScrollView {
                Button {
                    showAbout = false
                } label: {
                    Text("Close").font(.title)
                }
                Text("About Reading List")
                    .font(Font.title3)
                    .bold()
                    .accessibilityAddTraits(.isHeader)
            }
        }
        .sheet(isPresented: $showTags, onDismiss: { isTagsFocused = true }) {
            ScrollView {
                ForEach(tags, id: \.self) { tag in
                    Text(tag).font(.title2)
                }
                Button("Done") { showTags = false }
            }
        }
        .sheet(isPresented: $showSync, onDismiss: { isSyncFocused = true }) {
            ScrollView {
                Section(header: Text("Accounts").font(.title2)) {
                    Text("Reading List") + Text(" syncs").font(.title)
                }
                syncTitle
                Button("Done") { showSync = false }
            }
        }
        .sheet(isPresented: $showStats, onDismiss: { isStatsFocused = true }) {
            ScrollView {
                Text("Statistics").font(.title)
                Text("42").font(.largeTitle)
                Button("Done") { showStats = false }
            }
        }
        .sheet(isPresented: $showGenerator, onDismiss: { isGeneratorFocused = true }) {
            PasswordGenerator()
        }
        .sheet(isPresented: $showPlans, onDismiss: { isPlansFocused = true }) {
            PlanPicker()
        }
        .sheet(isPresented: $showCode, onDismiss: { isCodeFocused = true }) {
            CodeGenerator()
        }
    }

    private var syncTitle: Text {
        Text("Sync").font(.title)
    }
}

struct PasswordGenerator: View {
    @Environment(\.dismiss) private var dismiss
    @State private var password = "x7-Qa"

    var body: some View {
        ScrollView {
            titleBar
            Text(password)
                .font(.title3.bold())
            Text("Strong")
                .sectionTitleText()
            Button("Done") { dismiss() }
        }
    }

    private var titleBar: some View {
        HStack {
            Spacer()
            Text("Generate password")
                .navigationTitleText()
                .accessibilityAddTraits(.isHeader)
            Spacer()
        }
    }
}

extension Text {
    func navigationTitleText() -> Text {
        font(.callout.bold())
    }

    func sectionTitleText() -> Text {
        font(.footnote)
    }
}

struct PlanPicker: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            Text("Choose a plan")
                .font(.largeTitle)
                .accessibilityAddTraits(.isHeader)
            VStack {
                Text("Pro")
                    .cardTitle()
                Text("All features")
            }
            Button("Done") { dismiss() }
        }
    }
}

struct CodeGenerator: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            title
            Text("4821")
                .font(.title2)
            Button("Done") { dismiss() }
        }
    }

    private var title: Text {
        Text("One-time code").navigationTitleText()
    }
}

extension View {
    func cardTitle() -> some View {
        font(.headline)
    }
}
