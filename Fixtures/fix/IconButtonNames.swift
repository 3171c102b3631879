// Covers the names of focus states for controls no label names: a button drawn as a symbol is
// named by the symbol, a binding that says only that something shows names nothing, and a type
// that is a button already is not called a button twice. A button drawn as a symbol that opens
// two alerts is named by its symbol, not by what their bindings say alike.
import SwiftUI

struct HelpTip: View {
    var tips: String
    @State private var isPresented = false

    var body: some View {
        Button(action: {
            isPresented = true
        }, label: {
            Image(systemName: "info.circle")
        })
        .sheet(isPresented: $isPresented) {
            Text(tips)
                .padding()
        }
    }
}

struct ShareButton: View {
    @State private var showSheet = false

    var body: some View {
        Button {
            showSheet = true
        } label: {
            Image(systemName: "square.and.arrow.up")
        }
        .sheet(isPresented: $showSheet) {
            Text("Shared")
        }
    }
}

struct FiltersBar: View {
    @State private var isFilterPopoverShowing = false

    var body: some View {
        Button {
            isFilterPopoverShowing = true
        } label: {
            Image(systemName: "line.3.horizontal.decrease")
        }
        .sheet(isPresented: $isFilterPopoverShowing) {
            Text("Filters")
        }
    }
}

struct SyncSettingsButton: View {
    @State private var showSaveError = false
    @State private var showLoadError = false
    let canSave: Bool

    var body: some View {
        Button {
            if canSave {
                showLoadError = true
            } else {
                showSaveError = true
            }
        } label: {
            Image(systemName: "gear")
        }
        .alert("Could not save settings", isPresented: $showSaveError) {
            Button("OK") {}
        }
        .alert("Could not load settings", isPresented: $showLoadError) {
            Button("OK") {}
        }
    }
}

/// Controls drawn as images of the app's assets, named by their bindings: a trailing `Is`
/// (`deleteConfirmationIsPresented`), a `shows` verb and a menu's own `Menu` are dropped; a word
/// that only ends like one (`Analysis`, `Spreadsheet`) is kept whole; a `Modal` says only that it shows.
struct ReportToolbar: View {
    @State private var deleteConfirmationIsPresented = false
    @State private var showAnalysis = false
    @State private var showsSettings = false
    @State private var showSpreadsheet = false
    @State private var showOptionsMenu = false
    @State private var showingExportModal = false

    var body: some View {
        HStack {
            Button { deleteConfirmationIsPresented = true } label: { Image("bin") }
            Button { showAnalysis = true } label: { Image("chart") }
            Button { showsSettings = true } label: { Image("cog") }
            Button { showingExportModal = true } label: { Image("export") }
            Button { showSpreadsheet = true } label: { Image("grid") }
            Menu {
                Button("Options…") { showOptionsMenu = true }
            } label: {
                Image("dots")
            }
        }
        .alert("Delete the report?", isPresented: $deleteConfirmationIsPresented) {
            Button("Delete", role: .destructive) {}
        }
        .sheet(isPresented: $showAnalysis) { Text("Analysis") }
        .sheet(isPresented: $showsSettings) { Text("Settings") }
        .sheet(isPresented: $showSpreadsheet) { Text("Spreadsheet") }
        .sheet(isPresented: $showingExportModal) { Text("Export") }
        .sheet(isPresented: $showOptionsMenu) { Text("Options") }
    }
}
