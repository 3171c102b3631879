import SwiftUI

/// The app's strings, as a generator writes them: every label goes through here.
enum L10n {
    static let ok = NSLocalizedString("common.ok", value: "OK", comment: "")
    static let cancel = NSLocalizedString("common.cancel", value: "Cancel", comment: "")
    static let delete = NSLocalizedString("common.delete", value: "Delete", comment: "")
    static let retry = NSLocalizedString("common.retry", value: "Retry", comment: "")
}

struct UploadsView: View {
    @State private var showFailure = false
    @State private var showRetry = false
    @State private var showClear = false

    var body: some View {
        VStack {
            Button("Why did it fail?") { showFailure = true }
                .alert("The upload failed", isPresented: $showFailure) {}
            Button("Retry Upload") { showRetry = true }
                .alert("Retry the upload?", isPresented: $showRetry) {
                    Button(L10n.retry) { retry() }
                    Button(L10n.cancel, role: .cancel) {}
                }
            Button("Clear Uploads") { showClear = true }
                .confirmationDialog("Clear all uploads?", isPresented: $showClear) {
                    Button(L10n.delete, role: .destructive) { clear() }
                }
            Button(L10n.ok) {}
        }
    }

    private func retry() {}
    private func clear() {}
}

/// A confirmation dialog whose last action is a function: the added Cancel follows the closure that
/// function becomes.
struct AvatarEditor: View {
    @State private var showOptions = false
    let onReplace: () -> Void
    let onRemove: () -> Void

    var body: some View {
        Button("Edit Avatar") { showOptions = true }
            .confirmationDialog("Avatar", isPresented: $showOptions) {
                Button("Replace", action: onReplace)
                Button(L10n.delete, role: .destructive, action: onRemove)
            }
    }
}
