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
    @AccessibilityFocusState private var isWhyDidItFailFocused: Bool
    @State private var showRetry = false
    @AccessibilityFocusState private var isRetryUploadFocused: Bool
    @State private var showClear = false
    @AccessibilityFocusState private var isClearUploadsFocused: Bool

    var body: some View {
        VStack {
            Button("Why did it fail?") { showFailure = true }
                .accessibilityFocused($isWhyDidItFailFocused)
                .alert("The upload failed", isPresented: $showFailure) { Button(L10n.ok) { isWhyDidItFailFocused = true } }
            Button("Retry Upload") { showRetry = true }
                .accessibilityFocused($isRetryUploadFocused)
                .alert("Retry the upload?", isPresented: $showRetry) {
                    Button(L10n.retry) {
                        retry()
                        isRetryUploadFocused = true
                    }
                    Button(L10n.cancel, role: .cancel) { isRetryUploadFocused = true }
                }
            Button("Clear Uploads") { showClear = true }
                .accessibilityFocused($isClearUploadsFocused)
                .confirmationDialog("Clear all uploads?", isPresented: $showClear) {
                    Button(L10n.delete, role: .destructive) { clear() }
                    Button(L10n.cancel, role: .cancel) { isClearUploadsFocused = true }
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
    @AccessibilityFocusState private var isEditAvatarFocused: Bool
    let onReplace: () -> Void
    let onRemove: () -> Void

    var body: some View {
        Button("Edit Avatar") { showOptions = true }
            .accessibilityFocused($isEditAvatarFocused)
            .confirmationDialog("Avatar", isPresented: $showOptions) {
                Button("Replace") {
                    onReplace()
                    isEditAvatarFocused = true
                }
                Button(L10n.delete, role: .destructive, action: onRemove)
                Button(L10n.cancel, role: .cancel) { isEditAvatarFocused = true }
            }
    }
}
