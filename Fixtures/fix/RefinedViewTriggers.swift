// Covers a control of the app's own declared through a protocol that refines View (a tile
// protocol the app's tiles share): it is a view, so the tile that runs the action is the trigger,
// and focus returns to it when the sheet closes.
import SwiftUI

protocol InkedTile: View {
    var tint: Color { get }
}

struct PrintTile: InkedTile {
    let action: () -> Void
    var tint: Color { .blue }

    var body: some View {
        Button("Print", action: action)
            .tint(tint)
    }
}

struct PrintScreen: View {
    @State private var showingPrint = false

    var body: some View {
        VStack {
            PrintTile(action: { showingPrint = true })
        }
        .sheet(isPresented: $showingPrint) {
            NavigationStack {
                List {
                    Text("Choose a printer")
                }
                .navigationTitle("Print")
                .toolbar {
                    Button("Done") { showingPrint = false }
                }
            }
        }
    }
}
