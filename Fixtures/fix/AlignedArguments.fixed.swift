// Covers the modifier a fix adds after a call written over several lines: one that closes after its
// last argument, with the arguments aligned under the first, takes its modifiers one level in, as
// the file writes them; one that closes on a line of its own lines them up with its start. The
// focus state of an app's button is named by the `title:` it shows.
import SwiftUI

struct PillButton: View {
    let title: String
    let systemImage: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Label(title, systemImage: systemImage)
        }
    }
}

struct VaultFooter: View {
    @State private var isCreating = false
    @AccessibilityFocusState private var isCreateFocused: Bool
    @State private var isConfirmingEmpty = false
    @AccessibilityFocusState private var isEmptyTrashFocused: Bool

    var body: some View {
        HStack {
            PillButton(title: "Create",
                       systemImage: "plus",
                       action: { isCreating.toggle() })
                .accessibilityFocused($isCreateFocused)
                .padding(.leading)
            PillButton(
                title: "Empty Trash",
                systemImage: "trash",
                action: { isConfirmingEmpty = true }
            )
            .accessibilityFocused($isEmptyTrashFocused)
            Spacer()
        }
        .sheet(isPresented: $isCreating, onDismiss: { isCreateFocused = true }) {
            NavigationStack {
                ScrollView {
                    Text("New item")
                }
                .navigationTitle("Create")
                .toolbar {
                    Button("Done") { isCreating = false }
                }
            }
        }
        .confirmationDialog("Empty the trash?", isPresented: $isConfirmingEmpty) {
            Button("Empty Trash", role: .destructive) { isEmptyTrashFocused = true }
            Button("Cancel", role: .cancel) { isEmptyTrashFocused = true }
        }
    }
}

struct ShareFooter: View {
    @State private var isSharing = false
    @AccessibilityFocusState private var isShareFocused: Bool

    var body: some View {
        VStack {
            PillButton(title: "Share",
                       systemImage: "square.and.arrow.up",
                       action: { isSharing = true })
                .accessibilityFocused($isShareFocused)
            Text("Shared with no one")
        }
        .sheet(isPresented: $isSharing, onDismiss: { isShareFocused = true }) {
            NavigationStack {
                ScrollView {
                    Text("Share with")
                }
                .navigationTitle("Share")
                .toolbar {
                    Button("Done") { isSharing = false }
                }
            }
        }
    }
}
