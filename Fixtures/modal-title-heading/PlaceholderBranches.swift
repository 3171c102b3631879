import SwiftUI

/// A branch that shows `EmptyView()` is a placeholder, not a screen; a view handed in a closure
/// from a value's property, and a view whose body a protocol's extension gives, cannot be read.
struct ArchiveScreen: View {
    @State private var exportURL: URL?
    @State private var showExport = false
    @State private var showImport = false
    @State private var showDetails = false
    @State private var route: ArchiveRoute?
    let selection: ArchiveItem?

    var body: some View {
        List {
            Button("Export") { showExport = true }
            Button("Import") { showImport = true }
            Button("Details") { showDetails = true }
            Button("Open") { route = .latest }
        }
        // clean: the placeholder branch is not judged, and the export screen has a heading
        .sheet(isPresented: $showExport) {  // expect: modal-focus-return
            if let exportURL {
                ExportScreen(url: exportURL)
            } else {
                EmptyView()
            }
        }
        // flagged: the one real branch has no heading
        .sheet(isPresented: $showImport) {  // expect: modal-title-heading, modal-focus-return
            if let selection {
                ImportSummary(item: selection)
            } else {
                EmptyView()
            }
        }
        // clean: what the card shows is the route's own view, which cannot be read
        .sheet(item: $route) { route in  // expect: modal-focus-return
            ArchiveCard {
                route.destination
            }
        }
        // clean: the details view's body comes from an extension of the protocol it adopts
        .sheet(isPresented: $showDetails) {  // expect: modal-focus-return
            ArchiveDetails(item: selection)
        }
    }
}

enum ArchiveRoute: Identifiable {
    case latest
    var id: Self { self }
    var destination: some View { Text("Latest archive") }
}

struct ExportScreen: View {
    let url: URL
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form { Text(url.lastPathComponent) }
                .navigationTitle("Export")
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}

struct ImportSummary: View {
    let item: ArchiveItem
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            Text(item.name)
            Button("Done") { dismiss() }
        }
    }
}

struct ArchiveCard<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        VStack {
            content
        }
        .padding()
    }
}

protocol AdaptiveView: View {
    associatedtype Compact: View
    associatedtype Regular: View
    var compactView: Compact { get }
    var regularView: Regular { get }
}

extension AdaptiveView {
    var body: some View {
        ViewThatFits {
            regularView
            compactView
        }
    }
}

struct ArchiveDetails: AdaptiveView {
    let item: ArchiveItem?

    var compactView: some View {
        Text(item?.name ?? "")
    }

    var regularView: some View {
        NavigationStack {
            Text(item?.name ?? "")
                .navigationTitle("Details")
        }
    }
}

struct ArchiveItem {
    var name: String
}
