// Covers a function of the view's own that builds one control and hands it the action it is given
// (`noticeButton(…) { showNews = true }`): the call is the control, and focus goes on what it
// returns, named by the `label:` a button's builder shows. Of a function that builds two
// controls, which runs the action is not read: its sheet's trigger is unknown, and unknown is
// never reported. A layout helper's closure holds its own controls, which are the triggers as ever.
import SwiftUI

struct NoticeBar: View {
    @State private var showNews = false
    @AccessibilityFocusState private var isNewsTriggerFocused: Bool
    @State private var showPlans = false
    @State private var showHelp = false
    @AccessibilityFocusState private var isHelpFocused: Bool
    @State private var showPrivacy = false
    @AccessibilityFocusState private var isPrivacyFocused: Bool

    var body: some View {
        HStack {
            noticeButton(image: "sparkles", help: "What's New") {
                showNews = true
            }
            .accessibilityFocused($isNewsTriggerFocused)
            .sheet(isPresented: $showNews, onDismiss: { isNewsTriggerFocused = true }) {  // expect: modal-focus-return
                NewsList()
            }
            choiceButtons(primary: { showPlans = true }, secondary: {})
                .sheet(isPresented: $showPlans) {
                    NewsList()
                }
            linkButton(label: "Privacy") { showPrivacy = true }
                .accessibilityFocused($isPrivacyFocused)
                .sheet(
                    isPresented: $showPrivacy,
                    onDismiss: { isPrivacyFocused = true }
                ) {  // expect: modal-focus-return
                    NewsList()
                }
            card {
                Button("Help") { showHelp = true }
                    .accessibilityFocused($isHelpFocused)
            }
            .sheet(isPresented: $showHelp, onDismiss: { isHelpFocused = true }) {  // expect: modal-focus-return
                NewsList()
            }
        }
    }

    private func noticeButton(image: String, help: LocalizedStringKey, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Image(systemName: image)
        }
        .help(help)
    }

    private func linkButton(label: LocalizedStringKey, action: @escaping () -> Void) -> some View {
        Button(label, action: action)
            .buttonStyle(.borderless)
    }

    private func choiceButtons(primary: @escaping () -> Void, secondary: @escaping () -> Void) -> some View {
        HStack {
            Button("Upgrade", action: primary)
            Button("Later", action: secondary)
        }
    }

    private func card<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        VStack {
            content()
        }
        .padding()
    }
}

struct NewsList: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                Text("Version 2")
            }
            .navigationTitle("What's New")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}
