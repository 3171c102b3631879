// Covers the identifier type of a row's recorded focus when the rows come from a model's property
// (`library.playlists`, also of a model the environment hands down by its type,
// `@Environment(Library.self)`): the element type the model declares (`Playlist.ID`) where this
// file can write it, and `AnyHashable` where it cannot (a type nested in the model). Rows of a
// local collection (`if let songs = …`) take the element type from the property the row sets to
// the element (`selectedSong = song` with `var selectedSong: Song?`), but not from a nested row
// that names its own element alike (`item` of a shelf's songs).
import SwiftUI

struct Playlist: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct Library {
    struct Tag: Hashable {
        var name: String
    }

    var playlists: [Playlist] = []
    var tags: [Tag] = []
}

struct PlaylistsView: View {
    @State private var library = Library()
    @State private var showSyncInfo = false
    @State private var showTagInfo = false

    var body: some View {
        List {
            ForEach(library.playlists) { playlist in
                Button(playlist.name) { showSyncInfo = true }
            }
            ForEach(library.tags, id: \.self) { tag in
                Button(tag.name) { showTagInfo = true }
            }
        }
        .alert("Playlists sync when you are online", isPresented: $showSyncInfo) {
            Button("Got It", role: .cancel) {}
        }
        .alert("Tags sort your playlists", isPresented: $showTagInfo) {
            Button("Got It", role: .cancel) {}
        }
    }
}

final class Archive {
    var playlists: [Playlist] = []
}

struct ArchiveView: View {
    @Environment(Archive.self) private var archive
    @State private var showRestoreInfo = false

    var body: some View {
        List {
            ForEach(archive.playlists) { playlist in
                Button(playlist.name) { showRestoreInfo = true }
            }
        }
        .alert("Archived playlists restore on your next sync", isPresented: $showRestoreInfo) {
            Button("Got It", role: .cancel) {}
        }
    }
}

struct Song: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct QueueView: View {
    let queues: [String: [Song]]
    @State private var selectedSong: Song?

    var body: some View {
        List {
            if let songs = queues["next"] {
                ForEach(songs, id: \.self) { song in
                    Button(song.title) { selectedSong = song }
                }
            }
        }
        .sheet(item: $selectedSong) { song in
            NavigationStack {
                Text(song.title)
                    .navigationTitle("Song")
                    .toolbar {
                        Button("Done") { selectedSong = nil }
                    }
            }
        }
    }
}

struct Shelf: Identifiable {
    let id: String
    var songs: [Song]
}

struct ShelvesView: View {
    let shelves: [String: [Shelf]]
    @State private var pickedSong: Song?
    @State private var showShelfInfo = false

    var body: some View {
        List {
            if let all = shelves["all"] {
                ForEach(all) { item in
                    Button("About") { showShelfInfo = true }
                    ForEach(item.songs) { item in
                        Button(item.title) { pickedSong = item }
                    }
                }
            }
        }
        .alert("Shelves hold songs", isPresented: $showShelfInfo) {
            Button("Got It", role: .cancel) {}
        }
    }
}
