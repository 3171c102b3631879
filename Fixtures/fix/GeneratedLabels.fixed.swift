import SwiftUI

/// Labels as a string generator writes them: looked up at run time, so the scan cannot read most
/// of their text. A Cancel is still the one a `role: .cancel` button shows, and Done is read. A
/// focus state named from such a label drops the kind of text it ends with (`isExportFocused` of
/// `exportLabel`), and a key's shelf and kind of text in snake case (`isTabManagerFocused` of
/// `common_tab_manager_title`).
enum Strings {
    static func tr(_ key: String) -> String {
        Bundle.main.localizedString(forKey: key, value: nil, table: "Localizable")
    }

    static var commonCancel: String { tr("common_cancel") }
    static var deleteDraft: String { tr("draft_delete") }
    static var archiveAll: String { tr("archive_all") }
    static var exportLabel: String { tr("export_label") }
    static var common_tab_manager_title: String { tr("common_tab_manager_title") }
    static let done = NSLocalizedString("common_done", value: "Done", comment: "")
}

struct DraftsView: View {
    @State private var confirmDelete = false
    @AccessibilityFocusState private var isDeleteDraftFocused: Bool
    @State private var confirmArchive = false
    @AccessibilityFocusState private var isArchiveAllFocused: Bool
    @State private var showFilters = false
    @AccessibilityFocusState private var isFiltersFocused: Bool
    @State private var showSettings = false
    @AccessibilityFocusState private var isSettingsFocused: Bool
    @State private var showExport = false
    @AccessibilityFocusState private var isExportFocused: Bool
    @State private var showTabs = false
    @AccessibilityFocusState private var isTabManagerFocused: Bool

    var body: some View {
        List {
            Button(Strings.deleteDraft) { confirmDelete = true }
                .accessibilityFocused($isDeleteDraftFocused)
                .alert(Strings.deleteDraft, isPresented: $confirmDelete) {
                    Button(Strings.deleteDraft, role: .destructive) { isDeleteDraftFocused = true }
                    Button(Strings.commonCancel, role: .cancel) { isDeleteDraftFocused = true }
                }
            Button(Strings.archiveAll) { confirmArchive = true }
                .accessibilityFocused($isArchiveAllFocused)
                .confirmationDialog(Strings.archiveAll, isPresented: $confirmArchive) {
                    Button(Strings.archiveAll, role: .destructive) { isArchiveAllFocused = true }
                    Button(Strings.commonCancel, role: .cancel) { isArchiveAllFocused = true }
                }
            Button("Filters") { showFilters = true }
                .accessibilityFocused($isFiltersFocused)
                .sheet(isPresented: $showFilters, onDismiss: { isFiltersFocused = true }) {
                    DraftFilters()
                }
            Button("Settings") { showSettings = true }
                .accessibilityFocused($isSettingsFocused)
                .sheet(isPresented: $showSettings, onDismiss: { isSettingsFocused = true }) {
                    DraftSettings()
                }
            Button(Strings.exportLabel) { showExport = true }
                .accessibilityFocused($isExportFocused)
                .sheet(isPresented: $showExport, onDismiss: { isExportFocused = true }) {
                    DraftFilters()
                }
            Button(Strings.common_tab_manager_title) { showTabs = true }
                .accessibilityFocused($isTabManagerFocused)
                .sheet(isPresented: $showTabs, onDismiss: { isTabManagerFocused = true }) {
                    DraftFilters()
                }
        }
    }
}

struct DraftFilters: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationStack {
            Text("Filters")
                .navigationTitle("Filters")
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button(Strings.done) { dismiss() }
                    }
                }
        }
    }
}

struct DraftSettings: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("Settings")
                .navigationTitle("Settings")
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button(Strings.done) { dismiss() }
                    }
                }
        }
    }
}
