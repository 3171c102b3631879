// Covers a destructive action that takes its trigger away through the model the `if` around the
// trigger reads: "Remove" calls `library.removeOfflineMap()` under `if let map =
// library.offlineMap`, so the trash button is gone when the dialog closes and only "Cancel" sends
// focus back to it. "Rename" keeps its trigger, so both of its actions do. The trash button has
// no words but its accessibility label, which names its focus state.
import SwiftUI

struct OfflineMap {
    var name: String
}

struct MapLibrary {
    var offlineMap: OfflineMap?

    mutating func removeOfflineMap() {
        offlineMap = nil
    }
}

struct OfflineMapSection: View {
    @Binding var library: MapLibrary
    @State private var confirmRemoval = false
    @AccessibilityFocusState private var isRemoveFocused: Bool
    @State private var confirmRename = false
    @AccessibilityFocusState private var isRenameFocused: Bool

    var body: some View {
        Section("Offline") {
            if let map = library.offlineMap {
                HStack {
                    Text(map.name)
                    Spacer()
                    Button("Rename") {
                        confirmRename = true
                    }
                    .accessibilityFocused($isRenameFocused)
                    .confirmationDialog("Rename \(map.name)?", isPresented: $confirmRename) {
                        Button("Rename") {
                            library.offlineMap?.name = map.name + " (renamed)"
                            isRenameFocused = true
                        }
                        Button("Cancel", role: .cancel) { isRenameFocused = true }
                    }
                    Button(role: .destructive) {
                        confirmRemoval = true
                    } label: {
                        Image(systemName: "trash")
                    }
                    .accessibilityFocused($isRemoveFocused)
                    .accessibilityLabel("Remove")
                    .confirmationDialog("Remove \(map.name)?", isPresented: $confirmRemoval) {
                        Button("Remove", role: .destructive) {
                            library.removeOfflineMap()
                        }
                        Button("Cancel", role: .cancel) { isRemoveFocused = true }
                    }
                }
            } else {
                Text("No offline map")
            }
        }
    }
}
