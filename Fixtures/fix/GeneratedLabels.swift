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
    @State private var confirmArchive = false
    @State private var showFilters = false
    @State private var showSettings = false
    @State private var showExport = false
    @State private var showTabs = false

    var body: some View {
        List {
            Button(Strings.deleteDraft) { confirmDelete = true }
                .alert(Strings.deleteDraft, isPresented: $confirmDelete) {
                    Button(Strings.deleteDraft, role: .destructive) {}
                    Button(Strings.commonCancel, role: .cancel) {}
                }
            Button(Strings.archiveAll) { confirmArchive = true }
                .confirmationDialog(Strings.archiveAll, isPresented: $confirmArchive) {
                    Button(Strings.archiveAll, role: .destructive) {}
                }
            Button("Filters") { showFilters = true }
                .sheet(isPresented: $showFilters) {
                    DraftFilters()
                }
            Button("Settings") { showSettings = true }
                .sheet(isPresented: $showSettings) {
                    DraftSettings()
                }
            Button(Strings.exportLabel) { showExport = true }
                .sheet(isPresented: $showExport) {
                    DraftFilters()
                }
            Button(Strings.common_tab_manager_title) { showTabs = true }
                .sheet(isPresented: $showTabs) {
                    DraftFilters()
                }
        }
    }
}

struct DraftFilters: View {
    var body: some View {
        NavigationStack {
            Text("Filters")
                .navigationTitle("Filters")
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
