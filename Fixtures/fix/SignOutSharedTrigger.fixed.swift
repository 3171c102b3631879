// Covers two dialogs that share one trigger: "Sign Out" asks about unsynced changes first, or
// confirms the sign-out directly. Both alerts return focus to the same button, so --fix adds ONE
// focus state and one `.accessibilityFocused`, and resets it in the actions of both alerts that
// keep the user on this screen (not the destructive "Sign Out" ones, which take them off it).
import SwiftUI

final class AccountSession {
    var email = "sam@example.com"
    var unsyncedChangeCount = 0

    func syncNow() { unsyncedChangeCount = 0 }
    func signOut() { email = "" }
}

struct AccountView: View {
    let session: AccountSession
    @State private var isWarningUnsynced = false
    @State private var isConfirmingSignOut = false
    @AccessibilityFocusState private var isSignOutFocused: Bool

    var body: some View {
        Form {
            Section("Account") {
                Text(session.email)
                Button("Sign Out", role: .destructive) {
                    if session.unsyncedChangeCount > 0 {
                        isWarningUnsynced = true
                    } else {
                        isConfirmingSignOut = true
                    }
                }
                .accessibilityFocused($isSignOutFocused)
            }
        }
        .alert("You have unsynced changes", isPresented: $isWarningUnsynced) {
            Button("Sync Now") {
                session.syncNow()
                isSignOutFocused = true
            }
            Button("Sign Out Anyway", role: .destructive) {
                session.signOut()
            }
            Button("Cancel", role: .cancel) { isSignOutFocused = true }
        } message: {
            Text("\(session.unsyncedChangeCount) changes have not been uploaded yet.")
        }
        .alert("Sign out of \(session.email)?", isPresented: $isConfirmingSignOut) {
            Button("Sign Out", role: .destructive) {
                session.signOut()
            }
            Button("Cancel", role: .cancel) { isSignOutFocused = true }
        }
    }
}
