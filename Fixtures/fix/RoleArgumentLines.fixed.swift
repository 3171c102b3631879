// Covers the role a fix gives a button whose arguments are written one per line: `role:` takes a
// line of its own, before `action:` or after the last argument, at the arguments' indentation.
// A call on one line keeps it on that line.
import SwiftUI

struct VaultSettingsView: View {
    @State private var isDeletingVault = false
    @State private var isRemovingMembers = false
    @State private var isErasingHistory = false
    @AccessibilityFocusState private var isDeleteVaultFocused: Bool
    @AccessibilityFocusState private var isRemoveMembersFocused: Bool
    @AccessibilityFocusState private var isEraseHistoryFocused: Bool

    var body: some View {
        Form {
            Button("Delete Vault") { isDeletingVault = true }
                .accessibilityFocused($isDeleteVaultFocused)
                .alert("Delete this vault?", isPresented: $isDeletingVault) {
                    Button(
                        "Delete",
                        role: .destructive,
                        action: {
                            deleteVault()
                            isDeleteVaultFocused = true
                        }
                    )
                    Button("Cancel", role: .cancel) { isDeleteVaultFocused = true }
                }
            Button("Remove Members") { isRemovingMembers = true }
                .accessibilityFocused($isRemoveMembersFocused)
                .confirmationDialog("Remove every member?", isPresented: $isRemovingMembers) {
                    Button(
                        "Remove All",
                        role: .destructive
                    ) {
                        removeMembers()
                        isRemoveMembersFocused = true
                    }
                    Button("Cancel", role: .cancel) { isRemoveMembersFocused = true }
                }
            Button("Erase History") { isErasingHistory = true }
                .accessibilityFocused($isEraseHistoryFocused)
                .alert("Erase the history?", isPresented: $isErasingHistory) {
                    Button("Erase", role: .destructive, action: { eraseHistory(); isEraseHistoryFocused = true })
                    Button("Cancel", role: .cancel) { isEraseHistoryFocused = true }
                }
        }
    }

    private func deleteVault() {}
    private func removeMembers() {}
    private func eraseHistory() {}
}
