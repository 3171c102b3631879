// Covers the app's own view modifiers: `.onFirstAppear` hands its closure to `.onAppear`, so the
// sheet it opens has no control to return focus to and no finding; `.onDoubleTap` hands its
// closure to `.onTapGesture`, so the text it modifies is the trigger of the other sheet.
import SwiftUI

extension View {
    func onFirstAppear(perform action: @escaping () -> Void) -> some View {
        onAppear(perform: action)
    }

    func onDoubleTap(perform action: @escaping () -> Void) -> some View {
        onTapGesture(count: 2, perform: action)
    }
}

struct ReleaseNotesView: View {
    @State private var showWhatsNew = false
    @State private var showDetails = false

    var body: some View {
        VStack {
            Text("Version 2")
                .onDoubleTap { showDetails = true }
        }
        .onFirstAppear { showWhatsNew = true }
        .sheet(isPresented: $showWhatsNew) {
            NotesSheet(title: "What's New", isPresented: $showWhatsNew)
        }
        .sheet(isPresented: $showDetails) {  // expect: modal-focus-return
            NotesSheet(title: "Details", isPresented: $showDetails)
        }
    }
}

struct NotesSheet: View {
    let title: String
    @Binding var isPresented: Bool

    var body: some View {
        NavigationStack {
            ScrollView {
                Text("Faster sync.")
            }
            .navigationTitle(title)
            .toolbar {
                Button("Done") { isPresented = false }
            }
        }
    }
}
