import SwiftUI

// The team's own wrappers around `.alert` and `.sheet`; `.dialoglint.json` maps them with
// "aliases", so calls to them are read as the dialogs they show.
extension View {
    func confirmAlert<Actions: View>(
        _ title: String,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> Actions
    ) -> some View {
        alert(title, isPresented: isPresented, actions: actions)
    }

    func appSheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }
}

struct ArchiveView: View {
    @State private var confirmArchive = false
    @State private var confirmPurge = false
    @State private var confirmRestore = false
    @State private var showHelp = false

    var body: some View {
        List {
            Text("Archived threads")
        }
        // flagged: the wrapper is an alert, and "Yes" says nothing.
        .confirmAlert("Archive all threads?", isPresented: $confirmArchive) {
            Button("Yes") { archiveAll() }  // expect: ambiguous-action-label
            Button("Keep Them", role: .cancel) { }
        }
        // flagged: "OK" among two choices, through the wrapper.
        .confirmAlert("Purge the archive?", isPresented: $confirmPurge) {
            Button("OK", role: .destructive) { purge() }  // expect: ambiguous-action-label
            Button("Cancel", role: .cancel) { }
        }
        // clean: the wrapper's actions say what they do.
        .confirmAlert("Restore archived threads?", isPresented: $confirmRestore) {
            Button("Restore") { restore() }
            Button("Not Now", role: .cancel) { }
        }
        // clean: a sheet wrapper has no actions to label.
        .appSheet(isPresented: $showHelp) {  // expect: modal-missing-close-control, modal-not-scrollable, modal-title-heading
            Text("Archived threads are kept for 30 days.")
        }
    }

    private func archiveAll() {}
    private func purge() {}
    private func restore() {}
}
