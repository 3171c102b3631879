import SwiftUI

/// A file that writes attributes above their properties and one argument per line: the fix does too.
struct ProfileEditor: View {
    @State
    private var showAvatarPicker = false

    @State
    private var showDiscard = false

    var body: some View {
        VStack {
            Button("Change Avatar") { showAvatarPicker = true }
                .sheet(
                    isPresented: $showAvatarPicker,
                    content: { Text("Avatars") }
                )
            Button("Discard Changes") { showDiscard = true }
                .alert("Discard your changes?", isPresented: $showDiscard) {
                    Button("Discard", role: .destructive) {}
                    Button("Keep Editing", role: .cancel) {}
                }
        }
    }
}

/// A closure whose `}` ends its last statement's line: a statement added after it takes the `}`
/// with it onto a line of its own, at the closure's first line's indentation.
struct ScannerEntry: View {
    @State private var showScanner = false
    @State private var scanned: String?

    var body: some View {
        Button("Scan Code") { showScanner = true }
            .sheet(isPresented: $showScanner, onDismiss: {
                if scanned == nil { reset() }}
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
    @State private var showHelp = false
    @State private var scanned: String?

    var body: some View {
        VStack {
            Button("Scan Again") { showScanner = true }
            Button("Scan Help") { showHelp = true }
        }
        .sheet(isPresented: $showScanner, onDismiss: {
            reset(); }
        ) {
            Text("Scanner")
        }
        .sheet(isPresented: $showHelp, onDismiss: {
            reset() }
        ) {
            Text("Help")
        }
    }

    private func reset() { scanned = nil }
}
