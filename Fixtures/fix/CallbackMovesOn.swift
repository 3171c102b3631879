import SwiftUI

/// A sheet whose content calls back as it closes: picking a recipient pushes the conversation
/// onto the screen's navigation path, so focus sent back to "New Message" would land on a screen
/// the user has just left, and --fix leaves that sheet alone. Picking a tint only sets a value:
/// that sheet is fixed.
struct MessagesScreen: View {
    @State private var path: [String] = []
    @State private var showNewMessage = false
    @State private var showTints = false
    @State private var tint = "Blue"

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Button("New Message") { showNewMessage = true }
                Button("Tint") { showTints = true }
            }
        }
        .sheet(isPresented: $showNewMessage) {
            NamePicker(onSelect: { name in
                path.append(name)
            })
        }
        .sheet(isPresented: $showTints) {
            NamePicker(onSelect: { name in
                tint = name
            })
        }
    }
}

struct NamePicker: View {
    @Environment(\.dismiss) private var dismiss
    let onSelect: (String) -> Void

    var body: some View {
        NavigationStack {
            List(["Ada", "Grace"], id: \.self) { name in
                Button(name) {
                    onSelect(name)
                    dismiss()
                }
            }
            .navigationTitle("Choose")
            .toolbar {
                Button("Cancel") { dismiss() }
            }
        }
    }
}
