// Covers an app that declares a type of SwiftUI's name (`Button`, a UIKit button of its own) and so
// writes SwiftUI's as `SwiftUI.Button`: the actions are read through the module's name, and every
// button a fix writes is named the same way, as the bare name would mean the app's own type.
import SwiftUI

final class Button {
    var title = ""
}

struct CertificateList: View {
    @State private var confirmRevoke = false
    @State private var showSaved = false
    @State private var confirmReset = false
    @State private var showDetails = false

    var body: some View {
        List {
            SwiftUI.Button("Revoke") { confirmRevoke = true }
                .alert("Revoke the certificate?", isPresented: $confirmRevoke) {  // expect: alert-focus-return
                    SwiftUI.Button("Revoke", role: .destructive) {}
                    SwiftUI.Button("Cancel", role: .cancel) {}
                }
            SwiftUI.Button("Save") { showSaved = true }
                .alert("Saved", isPresented: $showSaved, actions: {})  // expect: alert-focus-return
            SwiftUI.Button("Reset") { confirmReset = true }
                .alert(isPresented: $confirmReset) {  // expect: alert-focus-return, deprecated-alert-api
                    Alert(
                        title: Text("Reset every certificate?"),
                        primaryButton: .destructive(Text("Reset")) {},
                        secondaryButton: .cancel()
                    )
                }
            SwiftUI.Button("Details") { showDetails = true }
                .sheet(isPresented: $showDetails) {  // expect: modal-focus-return, modal-missing-close-control
                    CertificateDetails()
                }
        }
    }
}

struct CertificateDetails: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Issued by Apple")
            }
            .navigationTitle("Certificate")
        }
    }
}
