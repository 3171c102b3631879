import SomeKit
import SwiftUI

/// Sheets whose content shows views of a package the scan does not read (`SomeKit`): each view is
/// judged per fact from what its call hands it and what its name says. SwiftUI's own value types
/// (`GridItem`, gestures) are known.
struct MovieDetailView: View {
    let movie: Movie
    @State private var showTrailer = false
    @State private var showStills = false
    @State private var showCredits = false
    @State private var showPoster = false
    @State private var showReviews = false
    @State private var showCast = false
    @State private var showTickets = false
    @State private var isPosterZoomed = false

    var body: some View {
        ScrollView {
            Text(movie.synopsis)
        }
        .onOpenURL { url in
            showTrailer = url.lastPathComponent == "trailer"
            showStills = url.lastPathComponent == "stills"
            showCredits = url.lastPathComponent == "credits"
            showPoster = url.lastPathComponent == "poster"
            showReviews = url.lastPathComponent == "reviews"
            showCast = url.lastPathComponent == "cast"
            showTickets = url.lastPathComponent == "tickets"
        }
        // A player handed only a URL cannot close the sheet; the grid's columns are SwiftUI's.
        .sheet(isPresented: $showTrailer) {  // expect: modal-missing-close-control
            ScrollView {
                Text(movie.title).font(.title).accessibilityAddTraits(.isHeader)
                SomeKitPlayerView(url: movie.trailerURL)
                LazyVGrid(columns: [
                    GridItem(.flexible()),
                    GridItem(.flexible())
                ]) {
                    ForEach(movie.genres, id: \.self) { genre in
                        Text(genre)
                    }
                }
            }
        }
        // A pager handed the images and an image loader handed a URL close nothing.
        .fullScreenCover(isPresented: $showStills) {  // expect: modal-missing-close-control
            ScrollView {
                Text("Stills").font(.title).accessibilityAddTraits(.isHeader)
                RemoteImagePager(images: movie.stills)
                SomeKit.RemoteImage(url: movie.posterURL)
                    .gesture(
                        DragGesture()
                    )
            }
        }
        // clean: the package's close button may close the sheet: its name says so.
        .sheet(isPresented: $showCredits) {
            ScrollView {
                Text("Credits").font(.title).accessibilityAddTraits(.isHeader)
                SomeKitCloseButton()
                Text(movie.credits)
            }
        }
        // clean: a view handed a closure may call it to close the sheet.
        .sheet(isPresented: $showReviews) {
            ScrollView {
                Text("Reviews").font(.title).accessibilityAddTraits(.isHeader)
                ReviewComposer(movie: movie) { review in
                    movie.add(review)
                }
            }
        }
        // clean: a view handed a binding may set it.
        .sheet(isPresented: $showPoster) {
            ScrollView {
                Text("Poster").font(.title).accessibilityAddTraits(.isHeader)
                ZoomableImage(url: movie.posterURL, isZoomed: $isPosterZoomed)
            }
        }
        // clean: a view handed a store may send it what closes the sheet.
        .sheet(isPresented: $showCast) {
            ScrollView {
                Text("Cast").font(.title).accessibilityAddTraits(.isHeader)
                CastCarousel(store: movie.castStore)
            }
        }
        // clean: the content is a screen of the package and shows nothing of its own.
        .sheet(isPresented: $showTickets) {
            TicketPurchaseScreen(movie: movie)
        }
    }
}
