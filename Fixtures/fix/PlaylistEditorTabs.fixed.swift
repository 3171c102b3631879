// Covers a file indented with TABS: every inserted line (the focus state, the modifier on the
// trigger, the resets) must be indented with tabs too. The trigger is a Button with a Label, the
// dialog an alert presenting the playlist with `presenting:` outside any ForEach (so a Bool is enough).
import SwiftUI

struct Playlist: Identifiable {
	let id: Int
	var name: String
	var trackCount: Int
}

struct PlaylistDetailView: View {
	@State var playlist: Playlist
	@State private var pendingClear: Playlist?
	@State private var isConfirmingClear = false
	@AccessibilityFocusState private var isClearPlaylistFocused: Bool

	var body: some View {
		VStack(alignment: .leading) {
			Text(playlist.name)
				.font(.largeTitle)
			Text("\(playlist.trackCount) songs")
			Button {
				pendingClear = playlist
				isConfirmingClear = true
			} label: {
				Label("Clear Playlist", systemImage: "trash")
			}
			.accessibilityFocused($isClearPlaylistFocused)
		}
		.alert("Clear this playlist?", isPresented: $isConfirmingClear, presenting: pendingClear) { list in
			Button("Clear \(list.trackCount) Songs", role: .destructive) {
				playlist.trackCount = 0
			}
			Button("Cancel", role: .cancel) {
				pendingClear = nil
				isClearPlaylistFocused = true
			}
		} message: { list in
			Text("\(list.name) will be empty. The songs stay in your library.")
		}
	}
}
