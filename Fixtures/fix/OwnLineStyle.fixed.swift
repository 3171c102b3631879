import SwiftUI

/// A file that writes attributes above their properties and one argument per line: the fix does too.
struct ProfileEditor: View {
    @State
    private var showAvatarPicker = false
    @AccessibilityFocusState
    private var isChangeAvatarFocused: Bool

    @State
    private var showDiscard = false
    @AccessibilityFocusState
    private var isDiscardChangesFocused: Bool

    var body: some View {
        VStack {
            Button("Change Avatar") { showAvatarPicker = true }
                .accessibilityFocused($isChangeAvatarFocused)
                .sheet(
                    isPresented: $showAvatarPicker,
                    onDismiss: { isChangeAvatarFocused = true },
                    content: { Text("Avatars") }
                )
            Button("Discard Changes") { showDiscard = true }
                .accessibilityFocused($isDiscardChangesFocused)
                .alert("Discard your changes?", isPresented: $showDiscard) {
                    Button("Discard", role: .destructive) { isDiscardChangesFocused = true }
                    Button("Keep Editing", role: .cancel) { isDiscardChangesFocused = true }
                }
        }
    }
}

/// A closure whose `}` ends its last statement's line: a statement added after it takes the `}`
/// with it onto a line of its own, at the closure's first line's indentation.
struct ScannerEntry: View {
    @State private var showScanner = false
    @AccessibilityFocusState private var isScanCodeFocused: Bool
    @State private var scanned: String?

    var body: some View {
        Button("Scan Code") { showScanner = true }
            .accessibilityFocused($isScanCodeFocused)
            .sheet(isPresented: $showScanner, onDismiss: {
                if scanned == nil { reset() }
                isScanCodeFocused = true
            }
            ) {
                Text("Scanner")
            }
    }

    private func reset() { scanned = nil }
}

/// A `}` after a `;` or a space is not glued to the statement: the new statement goes before the
/// `;` or the space, and the `}` stays where it is.
struct ScannerRetry: View {
    @State private var showScanner = false
    @AccessibilityFocusState private var isScanAgainFocused: Bool
    @State private var showHelp = false
    @AccessibilityFocusState private var isScanHelpFocused: Bool
    @State private var scanned: String?

    var body: some View {
        VStack {
            Button("Scan Again") { showScanner = true }
                .accessibilityFocused($isScanAgainFocused)
            Button("Scan Help") { showHelp = true }
                .accessibilityFocused($isScanHelpFocused)
        }
        .sheet(isPresented: $showScanner, onDismiss: {
            reset()
            isScanAgainFocused = true; }
        ) {
            Text("Scanner")
        }
        .sheet(isPresented: $showHelp, onDismiss: {
            reset()
            isScanHelpFocused = true }
        ) {
            Text("Help")
        }
    }

    private func reset() { scanned = nil }
}
