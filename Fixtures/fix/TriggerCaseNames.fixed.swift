// The cases of a dialog's triggers are named for what tells the controls apart: the view a gesture
// is attached to (`image`, not `onTapGesture`), and where two labels are the same, the members
// that build each control (not `add`, `add2`).
import SwiftUI

struct Album: Identifiable {
    let id: Int
    var title: String
}

struct AlbumScreen: View {
    private enum EditedAlbumTrigger { case image, edit }
    private enum NewAlbumTrigger { case headerAddButton, footerAddButton }
    @State private var albums: [Album] = []
    @State private var editedAlbum: Album?
    @AccessibilityFocusState private var focusedEditedAlbumTrigger: EditedAlbumTrigger?
    @State private var editedAlbumTrigger: EditedAlbumTrigger?
    @State private var showNewAlbum = false
    @AccessibilityFocusState private var focusedNewAlbumTrigger: NewAlbumTrigger?
    @State private var newAlbumTrigger: NewAlbumTrigger?

    var body: some View {
        VStack {
            Image(systemName: "photo")
                .onTapGesture(count: 2) {
                    editedAlbum = albums.first
                    editedAlbumTrigger = .image
                }
                .accessibilityFocused($focusedEditedAlbumTrigger, equals: .image)
            Button("Edit") {
                editedAlbum = albums.first
                editedAlbumTrigger = .edit
            }
            .accessibilityFocused($focusedEditedAlbumTrigger, equals: .edit)
            headerAddButton
            footerAddButton
        }
        .sheet(item: $editedAlbum, onDismiss: { focusedEditedAlbumTrigger = editedAlbumTrigger }) { album in
            NavigationStack {
                Text(album.title)
                    .navigationTitle("Album")
                    .toolbar { Button("Done") { editedAlbum = nil } }
            }
        }
        .alert("New album", isPresented: $showNewAlbum) {
            Button("Create") {
                albums.append(Album(id: albums.count, title: "Untitled"))
                focusedNewAlbumTrigger = newAlbumTrigger
            }
            Button("Cancel", role: .cancel) { focusedNewAlbumTrigger = newAlbumTrigger }
        }
    }

    private var headerAddButton: some View {
        Button("Add") {
            showNewAlbum = true
            newAlbumTrigger = .headerAddButton
        }
        .accessibilityFocused($focusedNewAlbumTrigger, equals: .headerAddButton)
    }

    private var footerAddButton: some View {
        Button("Add") {
            showNewAlbum = true
            newAlbumTrigger = .footerAddButton
        }
        .accessibilityFocused($focusedNewAlbumTrigger, equals: .footerAddButton)
    }
}
