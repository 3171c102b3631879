import SwiftUI

/// A binding named only for what it does (`isPresented`): the focus state is named after the view.
struct ShareLinkView: View {
    @State private var isPresented = false

    var body: some View {
        Button { isPresented = true } label: {
            Image(systemName: "square.and.arrow.up")
        }
        .alert("Link copied", isPresented: $isPresented) {
            Button("Done") {}
        }
    }
}

/// A binding whose verb runs into the next word (`presentedSheet`): the verb is not cut out of it,
/// and the name says only what shows, so the focus state is named after the view.
struct TabsSwitcher: View {
    private enum Panel: String, Identifiable {
        case tabs
        var id: String { rawValue }
    }

    @State private var presentedSheet: Panel?

    var body: some View {
        Button { presentedSheet = .tabs } label: {
            Image(systemName: "square.stack")
        }
        .sheet(item: $presentedSheet) { _ in
            ScrollView { Text("Tabs").font(.title).accessibilityAddTraits(.isHeader) }
                .toolbar { Button("Close") { presentedSheet = nil } }
        }
    }
}
