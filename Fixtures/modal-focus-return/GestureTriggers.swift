import SwiftUI

/// Triggers of sheets written in shapes beyond a plain Button: a long-press gesture built by a
/// helper, a sheet bound to an enum state through Binding(get:set:), and one shown while an
/// optional is set (.init(get: { url != nil }, …)); and not a ten-tap gesture, which is no control.
struct NotebookCover: View {
    enum Mode { case browsing, renaming }

    @State private var showInfo = false
    @State private var mode: Mode = .browsing
    @State private var helpURL: URL?
    @State private var showDiagnostics = false

    var body: some View {
        VStack {
            // flagged: a long press built by a helper shows the sheet
            Image(systemName: "book")
                .simultaneousGesture(longPress())
                .sheet(isPresented: $showInfo) {  // expect: modal-focus-return
                    NotebookInfo()
                }

            // flagged: the sheet is bound to an enum state the gesture sets
            Text("Notebook")
                .onLongPressGesture { mode = .renaming }
                .sheet(  // expect: modal-focus-return
                    isPresented: Binding(get: { mode == .renaming }, set: { if !$0 { mode = .browsing } })
                ) {
                    RenameSheet()
                }

            // flagged: shown while helpURL is set, which the button does
            Button("Help") { helpURL = URL(string: "https://example.com/help") }
                .sheet(isPresented: .init(get: { helpURL != nil }, set: { _ in helpURL = nil })) {  // expect: modal-focus-return
                    NotebookInfo()
                }

            // clean: ten taps on the cover are a hidden gesture VoiceOver users do not make, no control
            Color.clear
                .frame(height: 44)
                .onTapGesture(count: 10) { showDiagnostics = true }
                .sheet(isPresented: $showDiagnostics) {
                    NotebookInfo()
                }
        }
    }

    private func longPress() -> some Gesture {
        LongPressGesture().onEnded { _ in showInfo = true }
    }
}

struct NotebookInfo: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView { Text("12 notes") }
                .navigationTitle("Info")
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}

struct RenameSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form { Button("Cancel", role: .cancel) { dismiss() } }
                .navigationTitle("Rename")
        }
    }
}
