// Covers two controls of one label ("Change") that open different sheets: the first focus state
// is named from the label, the second, whose name that took, from its binding
// (`isChangePasswordFocused`), not `isChangeButtonFocused`, which tells the two apart by nothing.
import SwiftUI

struct SignInDetailsView: View {
    @State private var showChangeEmail = false
    @AccessibilityFocusState private var isChangeFocused: Bool
    @AccessibilityFocusState private var isChangePasswordFocused: Bool
    @State private var showChangePassword = false
    @State private var email = ""
    @State private var password = ""

    var body: some View {
        Form {
            HStack {
                Text("Email")
                Button("Change") { showChangeEmail = true }
                    .accessibilityFocused($isChangeFocused)
            }
            HStack {
                Text("Password")
                Button("Change") { showChangePassword = true }
                    .accessibilityFocused($isChangePasswordFocused)
            }
        }
        .sheet(isPresented: $showChangeEmail, onDismiss: { isChangeFocused = true }) {
            NavigationStack {
                Form {
                    TextField("New email", text: $email)
                }
                .navigationTitle("Email")
                .toolbar {
                    Button("Done") { showChangeEmail = false }
                }
            }
        }
        .sheet(isPresented: $showChangePassword, onDismiss: { isChangePasswordFocused = true }) {
            NavigationStack {
                Form {
                    SecureField("New password", text: $password)
                }
                .navigationTitle("Password")
                .toolbar {
                    Button("Done") { showChangePassword = false }
                }
            }
        }
    }
}
