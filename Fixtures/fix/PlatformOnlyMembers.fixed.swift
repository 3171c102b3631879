// Covers a view whose macOS-only controls, their state and the sheet they open all stand in one
// `#if os(macOS)` block of its members: the focus state goes in that block, beside the state it
// serves, not among the properties every platform builds.
import SwiftUI

struct ExportSettingsView: View {
    @State private var fileName = "Report"
    @State private var includeImages = true

#if os(macOS)
    @State private var isChoosingFolder = false
    @AccessibilityFocusState private var isChooseFolderFocused: Bool

    private var folderRow: some View {
        HStack {
            Text("Folder")
            Button("Choose Folder") {
                isChoosingFolder = true
            }
            .accessibilityFocused($isChooseFolderFocused)
            .sheet(isPresented: $isChoosingFolder, onDismiss: { isChooseFolderFocused = true }) {
                NavigationStack {
                    List { Text("Documents") }
                        .navigationTitle("Folder")
                        .toolbar { Button("Done") { isChoosingFolder = false } }
                }
            }
        }
    }
#endif

    var body: some View {
        Form {
            TextField("File name", text: $fileName)
            Toggle("Include images", isOn: $includeImages)
#if os(macOS)
            folderRow
#endif
        }
    }
}
