// Covers where a new focus state is declared: next to the state that shows its dialog, as a
// reviewer would put it, unless that would declare it twice or out of reach.
// - "Export" and "Archive" each show their own dialog: each focus state follows its binding;
// - a type that has a focus state already gets the new one beside it, whatever shows the dialog;
// - "Share" is shown by a `@State` declared for macOS only, while the button stands in every
//   build: the focus state goes where every build sees it;
// - both items of the "Actions" Menu return focus to the Menu: their dialogs share one focus
//   state, declared once where the type keeps its state, not beside either binding;
// - "Filters" is built for iOS and for macOS, each opening a sheet of its own: one focus state
//   serves both, declared once.
import SwiftUI

struct ReportListView: View {
    @State private var isExporting = false
    @AccessibilityFocusState private var isExportFocused: Bool
    @State private var reportCount = 0
    @State private var isConfirmingArchive = false
    @AccessibilityFocusState private var isArchiveFocused: Bool
    @State private var title = "Reports"

    var body: some View {
        VStack {
            Text(title)
            Button("Export") { isExporting = true }
                .accessibilityFocused($isExportFocused)
            Button("Archive") { isConfirmingArchive = true }
                .accessibilityFocused($isArchiveFocused)
        }
        .sheet(isPresented: $isExporting, onDismiss: { isExportFocused = true }) {
            Text("Export \(reportCount) reports")
        }
        .alert("Archive all reports?", isPresented: $isConfirmingArchive) {
            Button("Archive") {
                reportCount = 0
                isArchiveFocused = true
            }
            Button("Keep", role: .cancel) { isArchiveFocused = true }
        }
    }
}

struct ReportDetailView: View {
    @State private var isShowingNotes = false
    @State private var isShowingHistory = false
    @AccessibilityFocusState private var isNotesFocused: Bool
    @AccessibilityFocusState private var isHistoryFocused: Bool
    @AccessibilityFocusState private var isShareFocused: Bool
    #if os(macOS)
        @State private var isSharing = false
    #endif
    @State private var pageCount = 1

    var body: some View {
        VStack {
            Button("Notes") { isShowingNotes = true }
                .accessibilityFocused($isNotesFocused)
            Button("History") { isShowingHistory = true }
                .accessibilityFocused($isHistoryFocused)
            Button("Share") {
                #if os(macOS)
                    isSharing = true
                #endif
            }
            .accessibilityFocused($isShareFocused)
        }
        .sheet(isPresented: $isShowingNotes, onDismiss: { isNotesFocused = true }) {
            Text("Notes")
        }
        .sheet(isPresented: $isShowingHistory, onDismiss: { isHistoryFocused = true }) {
            Text("History of \(pageCount) pages")
        }
        #if os(macOS)
            .sheet(isPresented: $isSharing, onDismiss: { isShareFocused = true }) {
                Text("Share")
            }
        #endif
    }
}

struct ReportToolbarView: View {
    @State private var isConfirmingDelete = false
    @State private var isConfirmingDuplicate = false
    @State private var isShowingIOSFilters = false
    @State private var isShowingMacFilters = false
    @State private var selection = 0
    @AccessibilityFocusState private var isActionsMenuFocused: Bool
    @AccessibilityFocusState private var isFiltersFocused: Bool

    var body: some View {
        VStack {
            Menu("Actions") {
                Button("Delete") { isConfirmingDelete = true }
                Button("Duplicate") { isConfirmingDuplicate = true }
            }
            .accessibilityFocused($isActionsMenuFocused)
            #if os(iOS)
                Button("Filters") { isShowingIOSFilters = true }
                    .accessibilityFocused($isFiltersFocused)
            #else
                Button("Filters") { isShowingMacFilters = true }
                    .accessibilityFocused($isFiltersFocused)
            #endif
        }
        .alert("Delete the report?", isPresented: $isConfirmingDelete) {
            Button("Delete", role: .destructive) { isActionsMenuFocused = true }
        }
        .alert("Duplicate the report?", isPresented: $isConfirmingDuplicate) {
            Button("Duplicate") {
                selection += 1
                isActionsMenuFocused = true
            }
            Button("Cancel", role: .cancel) { isActionsMenuFocused = true }
        }
        .sheet(isPresented: $isShowingIOSFilters, onDismiss: { isFiltersFocused = true }) {
            Text("Filters")
        }
        .sheet(isPresented: $isShowingMacFilters, onDismiss: { isFiltersFocused = true }) {
            Text("Filters")
        }
    }
}
