// Covers the names of focus states for controls no label names: a button drawn as a symbol is
// named by the symbol, a binding that says only that something shows names nothing, and a type
// that is a button already is not called a button twice. A button drawn as a symbol that opens
// two alerts is named by its symbol, not by what their bindings say alike.
import SwiftUI

struct HelpTip: View {
    var tips: String
    @State private var isPresented = false
    @AccessibilityFocusState private var isInfoButtonFocused: Bool

    var body: some View {
        Button(action: {
            isPresented = true
        }, label: {
            Image(systemName: "info.circle")
        })
        .accessibilityFocused($isInfoButtonFocused)
        .sheet(isPresented: $isPresented, onDismiss: { isInfoButtonFocused = true }) {
            Text(tips)
                .padding()
        }
    }
}

struct ShareButton: View {
    @State private var showSheet = false
    @AccessibilityFocusState private var isShareButtonFocused: Bool

    var body: some View {
        Button {
            showSheet = true
        } label: {
            Image(systemName: "square.and.arrow.up")
        }
        .accessibilityFocused($isShareButtonFocused)
        .sheet(isPresented: $showSheet, onDismiss: { isShareButtonFocused = true }) {
            Text("Shared")
        }
    }
}

struct FiltersBar: View {
    @State private var isFilterPopoverShowing = false
    @AccessibilityFocusState private var isFilterButtonFocused: Bool

    var body: some View {
        Button {
            isFilterPopoverShowing = true
        } label: {
            Image(systemName: "line.3.horizontal.decrease")
        }
        .accessibilityFocused($isFilterButtonFocused)
        .sheet(isPresented: $isFilterPopoverShowing, onDismiss: { isFilterButtonFocused = true }) {
            Text("Filters")
        }
    }
}

struct SyncSettingsButton: View {
    @State private var showSaveError = false
    @State private var showLoadError = false
    @AccessibilityFocusState private var isSettingsButtonFocused: Bool
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
        .accessibilityFocused($isSettingsButtonFocused)
        .alert("Could not save settings", isPresented: $showSaveError) {
            Button("OK") { isSettingsButtonFocused = true }
        }
        .alert("Could not load settings", isPresented: $showLoadError) {
            Button("OK") { isSettingsButtonFocused = true }
        }
    }
}

/// Controls drawn as images of the app's assets, named by their bindings: a trailing `Is`
/// (`deleteConfirmationIsPresented`), a `shows` verb and a menu's own `Menu` are dropped; a word
/// that only ends like one (`Analysis`, `Spreadsheet`) is kept whole; a `Modal` says only that it shows.
struct ReportToolbar: View {
    @State private var deleteConfirmationIsPresented = false
    @AccessibilityFocusState private var isDeleteButtonFocused: Bool
    @State private var showAnalysis = false
    @AccessibilityFocusState private var isAnalysisButtonFocused: Bool
    @State private var showsSettings = false
    @AccessibilityFocusState private var isSettingsButtonFocused: Bool
    @State private var showSpreadsheet = false
    @AccessibilityFocusState private var isSpreadsheetButtonFocused: Bool
    @State private var showOptionsMenu = false
    @AccessibilityFocusState private var isOptionsMenuFocused: Bool
    @State private var showingExportModal = false
    @AccessibilityFocusState private var isExportButtonFocused: Bool

    var body: some View {
        HStack {
            Button { deleteConfirmationIsPresented = true } label: { Image("bin") }
                .accessibilityFocused($isDeleteButtonFocused)
            Button { showAnalysis = true } label: { Image("chart") }
                .accessibilityFocused($isAnalysisButtonFocused)
            Button { showsSettings = true } label: { Image("cog") }
                .accessibilityFocused($isSettingsButtonFocused)
            Button { showingExportModal = true } label: { Image("export") }
                .accessibilityFocused($isExportButtonFocused)
            Button { showSpreadsheet = true } label: { Image("grid") }
                .accessibilityFocused($isSpreadsheetButtonFocused)
            Menu {
                Button("Options…") { showOptionsMenu = true }
            } label: {
                Image("dots")
            }
            .accessibilityFocused($isOptionsMenuFocused)
        }
        .alert("Delete the report?", isPresented: $deleteConfirmationIsPresented) {
            Button("Delete", role: .destructive) { isDeleteButtonFocused = true }
        }
        .sheet(isPresented: $showAnalysis, onDismiss: { isAnalysisButtonFocused = true }) { Text("Analysis") }
        .sheet(isPresented: $showsSettings, onDismiss: { isSettingsButtonFocused = true }) { Text("Settings") }
        .sheet(isPresented: $showSpreadsheet, onDismiss: { isSpreadsheetButtonFocused = true }) { Text("Spreadsheet") }
        .sheet(isPresented: $showingExportModal, onDismiss: { isExportButtonFocused = true }) { Text("Export") }
        .sheet(isPresented: $showOptionsMenu, onDismiss: { isOptionsMenuFocused = true }) { Text("Options") }
    }
}
