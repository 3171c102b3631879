// Covers a context menu attached to a whole `List`, not to one of its rows: its "Delete…" acts on
// the selected devices, the list stays on screen as the sheet closes, and focus goes back to the
// list, which the new focus state is named for.
import SwiftUI

struct Device: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct DeviceSidebar: View {
    @State private var devices: [Device] = []
    @State private var selection: Set<Device.ID> = []
    @State private var confirmDelete = false
    @AccessibilityFocusState private var isListFocused: Bool

    var body: some View {
        List(selection: $selection) {
            ForEach(devices) { device in
                Text(device.name)
            }
        }
        .contextMenu {
            Button("Delete…") { confirmDelete = true }
        }
        .accessibilityFocused($isListFocused)
        .sheet(isPresented: $confirmDelete, onDismiss: { isListFocused = true }) {
            NavigationStack {
                ScrollView { Text("Delete \(selection.count) devices?") }
                    .navigationTitle("Delete Devices")
                    .toolbar { Button("Cancel") { confirmDelete = false } }
            }
        }
    }
}
