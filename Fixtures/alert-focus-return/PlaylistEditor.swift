import SwiftUI

struct Track: Identifiable, Hashable {
    let id: UUID
    var title: String
    var artist: String
    var duration: TimeInterval
}

struct Playlist: Identifiable {
    let id: UUID
    var name: String
    var tracks: [Track]
    var coverArt: Image?
}

struct PlaylistFolder: Identifiable, Hashable {
    let id: UUID
    var name: String
}

struct PlaylistEditor: View {
    /// The controls VoiceOver focus can be sent back to after a dialog.
    enum FocusedControl: Hashable {
        case clearButton
        case shuffleButton
        case coverCaption
        case moveButton
    }

    @Binding var playlist: Playlist
    let folders: [PlaylistFolder]
    var onMove: (PlaylistFolder) -> Void = { _ in }
    var onDuplicate: () -> Void = {}

    @State private var showClearPlaylist = false
    @State private var showShuffleWarning = false
    @State private var showCoverInfo = false
    @State private var showRemoveCover = false
    @State private var showMoveToFolder = false
    @State private var showRename = false
    @State private var showDuplicate = false
    @State private var draftName = ""

    @AccessibilityFocusState private var focusedControl: FocusedControl?
    @AccessibilityFocusState private var isDuplicateFocused: Bool
    // Keyboard focus: it does not move VoiceOver.
    @FocusState private var isRenameFocused: Bool

    var body: some View {
        VStack(spacing: 12) {
            cover

            List {
                ForEach(playlist.tracks) { track in
                    LabeledContent(track.title, value: track.artist)
                }
                .onMove { playlist.tracks.move(fromOffsets: $0, toOffset: $1) }
            }

            HStack {
                // clean: the `equals:` form; every action sets the focus to the same case.
                Button("Clear Playlist") { showClearPlaylist = true }
                    .accessibilityFocused($focusedControl, equals: .clearButton)
                    .alert("Remove all \(playlist.tracks.count) songs?", isPresented: $showClearPlaylist) {
                        Button("Remove All", role: .destructive) {
                            playlist.tracks.removeAll()
                            focusedControl = .clearButton
                        }
                        Button("Cancel", role: .cancel) {
                            focusedControl = .clearButton
                        }
                    }

                // flagged (on the action): `equals:` form, but "Keep Order" does not set the focus back.
                Button("Shuffle") { showShuffleWarning = true }
                    .accessibilityFocused($focusedControl, equals: .shuffleButton)
                    .alert("Shuffle replaces your custom order", isPresented: $showShuffleWarning) {
                        Button("Shuffle") {
                            playlist.tracks.shuffle()
                            focusedControl = .shuffleButton
                        }
                        Button("Keep Order", role: .cancel) {}  // expect: alert-focus-return
                    }

                // flagged: `.focused` binds @FocusState, which is keyboard focus; VoiceOver is not
                // sent back, however faithfully the actions reset it.
                Button("Rename") {
                    draftName = playlist.name
                    showRename = true
                }
                .focused($isRenameFocused)
                .alert("Rename playlist", isPresented: $showRename) {  // expect: alert-focus-return
                    TextField("Name", text: $draftName)
                    Button("Rename") {
                        playlist.name = draftName
                        isRenameFocused = true
                    }
                    Button("Cancel", role: .cancel) { isRenameFocused = true }
                }

                // clean: a confirmation dialog whose actions come from ForEach; each one, and the
                // explicit Cancel, returns focus.
                Button("Move to Folder…") { showMoveToFolder = true }
                    .accessibilityFocused($focusedControl, equals: .moveButton)
                    .confirmationDialog("Move to Folder", isPresented: $showMoveToFolder, titleVisibility: .visible) {
                        ForEach(folders) { folder in
                            Button(folder.name) {
                                onMove(folder)
                                focusedControl = .moveButton
                            }
                        }
                        Button("Cancel", role: .cancel) { focusedControl = .moveButton }
                    }

                // clean: the actions come from a helper property of this type, and both return focus.
                Button("Duplicate") { showDuplicate = true }
                    .accessibilityFocused($isDuplicateFocused)
                    .alert("Duplicate “\(playlist.name)”?", isPresented: $showDuplicate) {
                        duplicateActions
                    }
            }
        }
    }

    private var cover: some View {
        VStack {
            (playlist.coverArt ?? Image(systemName: "music.note.list"))
                .resizable()
                .scaledToFit()
                .frame(width: 160, height: 160)
                .clipShape(RoundedRectangle(cornerRadius: 12))
                .onTapGesture {
                    showCoverInfo = true
                }
                .accessibilityAddTraits(.isButton)
                // flagged: a tap gesture presents it, and nothing returns focus to the artwork.
                .alert("Cover artwork", isPresented: $showCoverInfo) {  // expect: alert-focus-return
                    Button("Done", role: .cancel) {}
                } message: {
                    Text("Artwork is taken from the first four songs unless you choose your own.")
                }

            // clean: a tap gesture is the trigger here too, but it is bound and every action returns focus.
            Text(playlist.coverArt == nil ? "No custom cover" : "Custom cover")
                .font(.footnote)
                .onTapGesture(count: 1) { showRemoveCover = true }
                .accessibilityFocused($focusedControl, equals: .coverCaption)
                .alert("Remove the custom cover?", isPresented: $showRemoveCover) {
                    Button("Remove Cover", role: .destructive) {
                        playlist.coverArt = nil
                        focusedControl = .coverCaption
                    }
                    Button("Cancel", role: .cancel) { focusedControl = .coverCaption }
                }
        }
    }

    @ViewBuilder
    private var duplicateActions: some View {
        Button("Duplicate") {
            onDuplicate()
            isDuplicateFocused = true
        }
        Button("Cancel", role: .cancel) {
            isDuplicateFocused = true
        }
    }
}
