// Covers a sheet whose onDismiss is its first trailing closure, before a labelled `content:` one
// (`.sheet(isPresented: $x) { … } content: { … }`): Swift hands that closure to onDismiss, so the
// focus reset goes into it. An `onDismiss:` argument added beside it would be a second one, which
// does not compile.
import SwiftUI

struct StartChatView: View {
    @State private var isShowingAddressPicker = false
    @AccessibilityFocusState private var isJoinByAddressFocused: Bool
    @State private var roomAddress = ""

    var body: some View {
        VStack {
            Text(roomAddress)
            Button("Join by Address") {
                isShowingAddressPicker = true
            }
            .accessibilityFocused($isJoinByAddressFocused)
        }
        .sheet(isPresented: $isShowingAddressPicker) {
            roomAddress = ""
            isJoinByAddressFocused = true
        } content: {
            AddressPicker()
        }
    }
}

struct AddressPicker: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                Text("Type a room address")
            }
            .navigationTitle("Join a Room")
            .toolbar {
                Button("Cancel") { dismiss() }
            }
        }
    }
}
