import SwiftUI

/// Rows built by switching on the element: "About" stands under `case .about:`, which one row at
/// most shows, so one Bool returns focus to it. "Rename" stands in every row and is recorded by
/// the row's element.
enum SettingsItem: String, CaseIterable, Identifiable {
    case about, help

    var id: String { rawValue }
}

struct SettingsItemsView: View {
    @State private var showAbout = false
    @AccessibilityFocusState private var isAboutFocused: Bool
    @State private var showRename = false
    @AccessibilityFocusState private var focusedRenameButton: SettingsItem.ID?
    @State private var renameButtonToFocus: SettingsItem.ID?

    var body: some View {
        List {
            ForEach(SettingsItem.allCases) { item in
                switch item {
                case .about:
                    Button("About") { showAbout = true }
                        .accessibilityFocused($isAboutFocused)
                case .help:
                    Text("Help")
                }
                Button("Rename") {
                    showRename = true
                    renameButtonToFocus = item.id
                }
                .accessibilityFocused($focusedRenameButton, equals: item.id)
            }
        }
        .alert("Version 2.1", isPresented: $showAbout) {
            Button("Done", role: .cancel) { isAboutFocused = true }
        }
        .alert("Settings cannot be renamed", isPresented: $showRename) {
            Button("Done", role: .cancel) { focusedRenameButton = renameButtonToFocus }
        }
    }
}
