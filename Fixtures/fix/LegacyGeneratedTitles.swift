// Covers legacy buttons labelled `Text(Strings.x)`: where the file's project writes
// `Button(Strings.x, …)` elsewhere, the moved button takes that as its title, as the app does; a
// `Text` of a name the app never writes as a title stays the button's label view.
import SwiftUI

enum Strings {
    static var retry: String { Bundle.main.localizedString(forKey: "retry", value: nil, table: nil) }
    static var later: String { Bundle.main.localizedString(forKey: "later", value: nil, table: nil) }
}

struct UploadStatusView: View {
    @Binding var failed: Bool
    @Binding var stalled: Bool

    var body: some View {
        Text("Uploads")
            .alert("The upload stalled", isPresented: $stalled) {
                Button(Strings.retry, action: retry)
                Button("Cancel", role: .cancel) {}
            }
            .alert(isPresented: $failed) {
                Alert(
                    title: Text("The upload failed"),
                    primaryButton: .default(Text(Strings.retry), action: retry),
                    secondaryButton: .cancel(Text(Strings.later))
                )
            }
    }

    private func retry() {}
}
