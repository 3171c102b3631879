// Covers a control built in a view modifier's `body(content:)`: SwiftUI calls it once for each view
// it modifies, each time with that view's own state, so the focus state the fix adds to the
// modifier returns focus to that view. A view's own helper that takes what to build (`body(for:)`)
// is no such body: called in each row with the row's element, its button gets the `equals:` form.
import SwiftUI

struct PhotoActionsModifier: ViewModifier {
    @State private var isConfirmingDelete = false
    @AccessibilityFocusState private var isRowFocused: Bool

    func body(content: Content) -> some View {
        content
            .contextMenu {
                Button("Delete Photo", role: .destructive) {
                    isConfirmingDelete = true
                }
            }
            .accessibilityFocused($isRowFocused)
            .alert("Delete this photo?", isPresented: $isConfirmingDelete) {
                Button("Delete", role: .destructive) { isRowFocused = true }
                Button("Cancel", role: .cancel) { isRowFocused = true }
            }
    }
}

struct AlbumView: View {
    let photos: [String]
    @State private var isConfirmingShare = false
    @AccessibilityFocusState private var focusedShareButton: String?
    @State private var shareButtonToFocus: String?

    var body: some View {
        List(photos, id: \.self) { photo in
            body(for: photo)
        }
        .alert("Share this album?", isPresented: $isConfirmingShare) {
            Button("Share") { focusedShareButton = shareButtonToFocus }
            Button("Cancel", role: .cancel) { focusedShareButton = shareButtonToFocus }
        }
    }

    func body(for photo: String) -> some View {
        Button(photo) {
            isConfirmingShare = true
            shareButtonToFocus = photo
        }
            .accessibilityFocused($focusedShareButton, equals: photo)
            .modifier(PhotoActionsModifier())
    }
}
