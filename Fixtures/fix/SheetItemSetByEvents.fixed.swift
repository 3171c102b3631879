import SwiftUI

/// A sheet whose item code that is no control sets too: when the sign-in step asks for a code,
/// the sheet gives way to the next item, and `onDismiss:` runs between the two. Focus sent to
/// "Sign In" there would leave the flow, so --fix leaves that sheet alone and only fixes the one
/// that the button alone shows.
struct AccountToolbar: View {
    enum Step: Identifiable {
        case signIn, verifyCode
        var id: Self { self }
    }

    @State private var step: Step?
    @State private var showHelp = false
    @AccessibilityFocusState private var isHelpFocused: Bool
    let codeRequested: Bool

    var body: some View {
        HStack {
            Button("Sign In") { step = .signIn }
                .sheet(item: $step) { step in
                    Text(step == .signIn ? "Sign in" : "Enter the code")
                }
            Button("Help") { showHelp = true }
                .accessibilityFocused($isHelpFocused)
                .sheet(isPresented: $showHelp, onDismiss: { isHelpFocused = true }) {
                    Text("Help")
                }
        }
        .onChange(of: codeRequested) {
            if codeRequested { step = .verifyCode }
        }
    }
}
