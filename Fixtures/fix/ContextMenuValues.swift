// Covers a row's menu built as a `ContextMenu` value and attached later with `.contextMenu(menu)`:
// its "Select Text" item goes with the menu when the sheet opens, and the row the value is
// attached to is not followed, so that sheet keeps its finding with the reason; so does the
// "Quote" item a helper builds for a `ContextMenu` value made in place. The toolbar's
// "New Chat" button stays on screen and gets its focus fix.
import SwiftUI

struct ChatLine: Identifiable {
    let id: Int
    var text: String
}

struct TranscriptView: View {
    @State private var lines: [ChatLine] = []
    @State private var selectedLine: ChatLine?
    @State private var quotedLine: ChatLine?
    @State private var showNewChat = false

    var body: some View {
        ScrollView {
            ForEach(lines) { line in
                let menu = ContextMenu(menuItems: {
                    Button(action: { selectedLine = line }) {
                        Label("Select Text", systemImage: "selection.pin.in.out")
                    }
                })

                Text(line.text)
                    .padding()
                    .contextMenu(menu)
                Text("Quote")
                    .contextMenu(ContextMenu { quoteItem(for: line) })
            }
        }
        .sheet(item: $selectedLine) { line in
            Text(line.text)
        }
        .sheet(item: $quotedLine) { line in
            Text("> \(line.text)")
        }
        .toolbar {
            Button("New Chat") { showNewChat = true }
        }
        .sheet(isPresented: $showNewChat) {
            Text("New chat")
        }
    }

    private func quoteItem(for line: ChatLine) -> some View {
        Button("Quote") { quotedLine = line }
    }
}
