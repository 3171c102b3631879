// Covers an item of macOS's deprecated `MenuButton`: like a `Menu`'s item it is gone when the
// menu closes, so focus goes back to the MenuButton that stays.
import SwiftUI

struct BrowserSettings: View {
    @State private var browsers = ["Safari"]
    @State private var showAddBrowser = false
    @AccessibilityFocusState private var isAddMenuFocused: Bool

    var body: some View {
        VStack {
            ForEach(browsers, id: \.self) { browser in
                Text(browser)
            }
            MenuButton("Add") {
                Button("Add Browser…") { showAddBrowser = true }
            }
            .accessibilityFocused($isAddMenuFocused)
        }
        .sheet(isPresented: $showAddBrowser, onDismiss: { isAddMenuFocused = true }) {
            Button("Done") { showAddBrowser = false }
        }
    }
}
