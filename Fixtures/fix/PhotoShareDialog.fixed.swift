// Covers a confirmation dialog: it has no Cancel of its own in the source (the system adds one on
// iPhone), so --fix writes `Button("Cancel", role: .cancel) { … }` to carry the focus reset, and
// resets focus in the two share actions.
import SwiftUI

struct LibraryPhoto: Identifiable {
    let id: Int
    var fileName: String
    var isFavorite: Bool
}

struct PhotoViewer: View {
    @State var photo: LibraryPhoto
    @State private var isChoosingShareTarget = false
    @AccessibilityFocusState private var isShareFocused: Bool
    @State private var shareLog: [String] = []

    var body: some View {
        VStack(spacing: 16) {
            Image(photo.fileName)
                .resizable()
                .scaledToFit()
            HStack {
                Button {
                    photo.isFavorite.toggle()
                } label: {
                    Label("Favorite", systemImage: photo.isFavorite ? "heart.fill" : "heart")
                }
                Spacer()
                Button {
                    isChoosingShareTarget = true
                } label: {
                    Label("Share", systemImage: "square.and.arrow.up")
                }
                .accessibilityFocused($isShareFocused)
            }
            .padding(.horizontal)
        }
        .confirmationDialog("Share Photo", isPresented: $isChoosingShareTarget, titleVisibility: .visible) {
            Button("Copy Link") {
                shareLog.append("link:\(photo.id)")
                isShareFocused = true
            }
            Button("Save to Files") {
                shareLog.append("files:\(photo.fileName)")
                isShareFocused = true
            }
            Button("Cancel", role: .cancel) { isShareFocused = true }
        }
    }
}
