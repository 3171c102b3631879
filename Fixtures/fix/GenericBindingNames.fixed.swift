import SwiftUI

/// A binding named only for what it does (`isPresented`): the focus state is named after the view.
struct ShareLinkView: View {
    @State private var isPresented = false
    @AccessibilityFocusState private var isShareLinkFocused: Bool

    var body: some View {
        Button { isPresented = true } label: {
            Image(systemName: "square.and.arrow.up")
        }
        .accessibilityFocused($isShareLinkFocused)
        .alert("Link copied", isPresented: $isPresented) {
            Button("Done") { isShareLinkFocused = true }
        }
    }
}
