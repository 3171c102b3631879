// Covers one close button a helper member builds for two alerts: it is one place to mend, so it
// is reported once, with the first alert.
import SwiftUI

struct ServicesView: View {
    @State private var loadFailed = false
    @State private var stopFailed = false

    var body: some View {
        List {
            Text("Services")
        }
        .alert("Services could not be loaded", isPresented: $loadFailed) {
            closeAlertButton
        }
        .alert("The service could not be stopped", isPresented: $stopFailed) {
            closeAlertButton
        }
    }

    private var closeAlertButton: some View {
        Button {
            loadFailed = false
            stopFailed = false
        } label: {
            Text("Close")  // expect: missing-cancel-role
        }
    }
}
