import SwiftUI

/// Triggers of sheets written in shapes beyond a plain Button: a long-press gesture built by a
/// helper, and a sheet bound to an enum state through Binding(get:set:).
struct NotebookCover: View {
    enum Mode { case browsing, renaming }

    @State private var showInfo = false
    @State private var mode: Mode = .browsing

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
