import SwiftUI

/// An app whose labels all go through its string table, which has no "OK": --fix does not write
/// an English one.
enum Strings {
    static let cancel = NSLocalizedString("action.cancel", value: "Cancel", comment: "")
    static let archive = NSLocalizedString("action.archive", value: "Archive", comment: "")
}

struct ArchiveButton: View {
    @State private var showArchived = false
    @State private var showConfirm = false
    @AccessibilityFocusState private var isArchiveFocused: Bool

    var body: some View {
        Button("Archive") { showConfirm = true }
            .accessibilityFocused($isArchiveFocused)
            .alert("Archive this thread?", isPresented: $showConfirm) {
                Button(Strings.archive) { isArchiveFocused = true }
                Button(Strings.cancel, role: .cancel) { isArchiveFocused = true }
            }
        Button("Archive Status") { showArchived = true }
            .alert("Archived", isPresented: $showArchived) {}
    }
}
