// Covers controls that close one sheet as they open another. "Add Account", built two members
// deep in the switcher sheet (`switcher()` builds `accountActions()`), sets `showSwitcher = false`
// as it sets `showSignIn = true`: a button in a sheet closes it first, so when the sign-in sheet
// closes the control is gone; it is no trigger, and the sign-in sheet is left alone. "Rename",
// outside every sheet, sets `showSwitcher = false` too, a reset that closes nothing it stands in:
// it gets its fix. The toolbar's "Accounts" button, which opens the switcher, does not: "Add
// Account" goes on to the sign-in sheet as it closes the switcher, and that sheet takes focus.
import SwiftUI

struct AccountsFooter: View {
    @State private var showSwitcher = false
    @State private var showSignIn = false
    @State private var showRename = false
    @AccessibilityFocusState private var isRenameFocused: Bool
    @State private var nickname = ""

    var body: some View {
        HStack {
            Text(nickname)
            Button("Rename") {
                showSwitcher = false
                showRename = true
            }
            .accessibilityFocused($isRenameFocused)
        }
        .toolbar {
            Button("Accounts") {
                showSwitcher = true
            }
        }
        .sheet(isPresented: $showSwitcher) {
            switcher()
        }
        .sheet(isPresented: $showSignIn) {
            NavigationStack {
                Text("Sign in to another account")
                    .navigationTitle("Sign In")
                    .toolbar {
                        Button("Cancel") {
                            showSignIn = false
                        }
                    }
            }
        }
        .sheet(isPresented: $showRename, onDismiss: { isRenameFocused = true }) {
            NavigationStack {
                TextField("Nickname", text: $nickname)
                    .navigationTitle("Rename")
                    .toolbar {
                        Button("Done") {
                            showRename = false
                        }
                    }
            }
        }
    }

    private func switcher() -> some View {
        NavigationStack {
            List {
                accountActions()
            }
            .navigationTitle("Accounts")
            .toolbar {
                Button("Close") {
                    showSwitcher = false
                }
            }
        }
    }

    private func accountActions() -> some View {
        Button("Add Account") {
            showSwitcher = false
            showSignIn = true
        }
    }
}
