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

    var body: some View {
        Button("Archive") { showConfirm = true }
            .alert("Archive this thread?", isPresented: $showConfirm) {
                Button(Strings.archive) {}
                Button(Strings.cancel, role: .cancel) {}
            }
        Button("Archive Status") { showArchived = true }
            .alert("Archived", isPresented: $showArchived) {}
    }
}
