import SwiftUI
import TrackKit

/// Sheets with views of a package the scan does not read: a view scrolls only when its name says
/// it may (a list, a grid, a pager…). SwiftUI's own value types are known.
struct RunSummaryView: View {
    let run: Run
    @State private var showSplits = false
    @State private var showMap = false
    @State private var showPhotos = false
    @State private var showBadges = false
    @State private var showHistory = false
    @State private var showAlbum = false

    var body: some View {
        List {
            Text(run.name)
        }
        .onReceive(run.updates) { update in
            showSplits = update == .splits
            showMap = update == .map
            showPhotos = update == .photos
            showBadges = update == .badges
            showHistory = update == .history
            showAlbum = update == .album
        }
        // A chart handed the splits does not scroll the text around it.
        .sheet(isPresented: $showSplits) {  // expect: modal-not-scrollable
            VStack {
                Text("Splits").font(.title).accessibilityAddTraits(.isHeader)
                Text(run.summary)
                TrackKitPaceChart(splits: run.splits)
                Button("Done") { showSplits = false }
            }
        }
        // A grid of SwiftUI's does not scroll; its columns are SwiftUI's value type.
        .sheet(isPresented: $showBadges) {  // expect: modal-not-scrollable
            VStack {
                Text("Badges").font(.title).accessibilityAddTraits(.isHeader)
                LazyVGrid(columns: [
                    GridItem(.flexible()),
                    GridItem(.flexible())
                ]) {
                    ForEach(run.badges) { badge in
                        Label(badge.name, systemImage: badge.symbol)
                    }
                }
                Button("Done") { showBadges = false }
            }
        }
        // clean: a pager of the package may scroll: its name says so.
        .sheet(isPresented: $showPhotos) {
            VStack {
                Text("Photos").font(.title).accessibilityAddTraits(.isHeader)
                RemoteImagePager(images: run.photos)
                Button("Done") { showPhotos = false }
            }
        }
        // clean: so may a list of the package.
        .sheet(isPresented: $showHistory) {
            VStack {
                Text("History").font(.title).accessibilityAddTraits(.isHeader)
                TrackKitRunList(runs: run.previous)
                Button("Done") { showHistory = false }
            }
        }
        // clean: and a gallery.
        .sheet(isPresented: $showAlbum) {
            VStack {
                Text("Album").font(.title).accessibilityAddTraits(.isHeader)
                TrackKit.PhotoGallery(photos: run.photos)
                Button("Done") { showAlbum = false }
            }
        }
        // clean: the content is a screen of the package and shows nothing of its own.
        .sheet(isPresented: $showMap) {
            TrackKitMapScreen(run: run)
        }
    }
}
