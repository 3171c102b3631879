// Covers a dialog written in an extension of a name that no scanned type declares (here a
// typealias; usually a type of another module): an extension cannot hold stored properties, so
// --fix adds none; the finding stays, with the reason. The fixed file equals this one.
import SwiftUI

typealias ImportedProfileView = ProfileScreen

struct ProfileScreen: View {
    @State var isConfirmingSignOut = false

    var body: some View {
        Text("Profile")
    }
}

extension ImportedProfileView {
    var signOutSection: some View {
        Button("Sign Out") {
            isConfirmingSignOut = true
        }
        .alert("Sign out of this account?", isPresented: $isConfirmingSignOut) {
            Button("Sign Out", role: .destructive) {
                isConfirmingSignOut = false
            }
            Button("Cancel", role: .cancel) {}
        }
    }
}
