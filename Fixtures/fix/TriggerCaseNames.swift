// The cases of a dialog's triggers are named for what tells the controls apart: the view a gesture
// is attached to (`image`, not `onTapGesture`), and where two labels are the same, the members
// that build each control (not `add`, `add2`).
import SwiftUI

struct Album: Identifiable {
    let id: Int
    var title: String
}

struct AlbumScreen: View {
    @State private var albums: [Album] = []
    @State private var editedAlbum: Album?
    @State private var showNewAlbum = false

    var body: some View {
        VStack {
            Image(systemName: "photo")
                .onTapGesture(count: 2) { editedAlbum = albums.first }
            Button("Edit") { editedAlbum = albums.first }
            headerAddButton
            footerAddButton
        }
        .sheet(item: $editedAlbum) { album in
            NavigationStack {
                Text(album.title)
                    .navigationTitle("Album")
                    .toolbar { Button("Done") { editedAlbum = nil } }
            }
        }
        .alert("New album", isPresented: $showNewAlbum) {
            Button("Create") { albums.append(Album(id: albums.count, title: "Untitled")) }
            Button("Cancel", role: .cancel) {}
        }
    }

    private var headerAddButton: some View {
        Button("Add") { showNewAlbum = true }
    }

    private var footerAddButton: some View {
        Button("Add") { showNewAlbum = true }
    }
}
