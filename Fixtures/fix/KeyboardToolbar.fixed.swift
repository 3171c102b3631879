// Covers a trigger in the toolbar above the keyboard: the keyboard hides as the sheet opens, and
// the toolbar with it, so focus has no control to go back to and the fix is withheld with that
// reason, also where a member of the view that only that toolbar shows builds it. A trigger in
// the navigation bar's toolbar stays, and is fixed.
import SwiftUI

struct PasswordEditor: View {
    @State private var password = ""
    @State private var showGenerator = false
    @State private var showHistory = false
    @AccessibilityFocusState private var isHistoryFocused: Bool
    @State private var showRules = false

    var body: some View {
        NavigationStack {
            Form {
                TextField("Password", text: $password)
            }
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Button("Generate") { showGenerator = true }
                    rulesButton
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("History") { showHistory = true }
                        .accessibilityFocused($isHistoryFocused)
                }
            }
            .sheet(isPresented: $showGenerator) {  // expect: modal-focus-return
                PasswordHistory()
            }
            .sheet(isPresented: $showHistory, onDismiss: { isHistoryFocused = true }) {  // expect: modal-focus-return
                PasswordHistory()
            }
            .sheet(isPresented: $showRules) {  // expect: modal-focus-return
                PasswordHistory()
            }
        }
    }

    private var rulesButton: some View {
        Button("Rules") { showRules = true }
    }
}

struct PasswordHistory: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                Text("No passwords yet")
            }
            .navigationTitle("History")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}
