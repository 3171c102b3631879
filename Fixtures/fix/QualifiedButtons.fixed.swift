// Covers an app that declares a type of SwiftUI's name (`Button`, a UIKit button of its own) and so
// writes SwiftUI's as `SwiftUI.Button`: the actions are read through the module's name, and every
// button a fix writes is named the same way, as the bare name would mean the app's own type.
import SwiftUI

final class Button {
    var title = ""
}

struct CertificateList: View {
    @State private var confirmRevoke = false
    @AccessibilityFocusState private var isRevokeFocused: Bool
    @State private var showSaved = false
    @AccessibilityFocusState private var isSaveFocused: Bool
    @State private var confirmReset = false
    @State private var showDetails = false
    @AccessibilityFocusState private var isDetailsFocused: Bool
    @AccessibilityFocusState private var isResetFocused: Bool

    var body: some View {
        List {
            SwiftUI.Button("Revoke") { confirmRevoke = true }
                .accessibilityFocused($isRevokeFocused)
                .alert("Revoke the certificate?", isPresented: $confirmRevoke) {  // expect: alert-focus-return
                    SwiftUI.Button("Revoke", role: .destructive) { isRevokeFocused = true }
                    SwiftUI.Button("Cancel", role: .cancel) { isRevokeFocused = true }
                }
            SwiftUI.Button("Save") { showSaved = true }
                .accessibilityFocused($isSaveFocused)
                .alert("Saved", isPresented: $showSaved, actions: { SwiftUI.Button("OK") { isSaveFocused = true } })  // expect: alert-focus-return
            SwiftUI.Button("Reset") { confirmReset = true }
                .accessibilityFocused($isResetFocused)
                .alert(
                    "Reset every certificate?",
                    isPresented: $confirmReset
                ) {  // expect: alert-focus-return, deprecated-alert-api
                    SwiftUI.Button("Reset", role: .destructive) { isResetFocused = true }
                    SwiftUI.Button("Cancel", role: .cancel) { isResetFocused = true }
                }
            SwiftUI.Button("Details") { showDetails = true }
                .accessibilityFocused($isDetailsFocused)
                .sheet(
                    isPresented: $showDetails,
                    onDismiss: { isDetailsFocused = true }
                ) {  // expect: modal-focus-return, modal-missing-close-control
                    CertificateDetails()
                }
        }
    }
}

struct CertificateDetails: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationStack {
            List {
                Text("Issued by Apple")
            }
            .navigationTitle("Certificate")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    SwiftUI.Button("Done") { dismiss() }
                }
            }
        }
    }
}
