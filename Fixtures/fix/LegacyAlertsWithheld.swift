// Covers legacy alerts --fix leaves for the author to move; the fixed file equals this one, and
// each deprecated-alert-api finding says why:
// - `.alert(item:)`: the modern form needs a Bool binding made from the item;
// - an `Alert` built by a helper function: moving it would leave the helper behind;
// - an action that may be an optional closure (`onRetry`), which `Button` does not take;
// - a closure that shows one of several alerts;
// - an action sheet with no cancel button: a confirmation dialog would add a Cancel that runs none
//   of its actions (a certificate prompt that waits for Trust or Reject would wait for ever).
import SwiftUI

struct Upload: Identifiable {
    let id: Int
    var name: String
}

struct UploadsView: View {
    @Binding var failedUpload: Upload?
    @Binding var isPaused: Bool
    @Binding var isExpired: Bool
    @Binding var isLimited: Bool
    var isTrial: Bool
    var onRetry: (() -> Void)?

    var body: some View {
        List {
            Text("Uploads")
        }
        .alert(item: $failedUpload) { upload in
            Alert(title: Text("“\(upload.name)” could not upload"), dismissButton: .default(Text("OK")))
        }
        .alert(isPresented: $isPaused) { pausedAlert() }
        .alert(isPresented: $isExpired) {
            Alert(title: Text("Your session expired"), dismissButton: .default(Text("Sign In"), action: onRetry))
        }
        .alert(isPresented: $isLimited) {
            if isTrial {
                return Alert(title: Text("Trial uploads are limited"))
            }
            return Alert(title: Text("Upload limit reached"))
        }
    }

    private func pausedAlert() -> Alert {
        Alert(title: Text("Uploads paused"), message: Text("They resume on Wi-Fi."))
    }
}

struct CertificatePrompt: View {
    @State private var isAsking = false
    @State private var isTrusted: Bool?

    var body: some View {
        Text("Server certificate")
            .actionSheet(isPresented: $isAsking) {
                ActionSheet(
                    title: Text("Trust this certificate?"),
                    buttons: [
                        .default(Text("Trust"), action: { isTrusted = true }),
                        .destructive(Text("Reject"), action: { isTrusted = false }),
                    ])
            }
    }
}
