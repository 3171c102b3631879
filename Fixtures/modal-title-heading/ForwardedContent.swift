import SwiftUI

/// A generic view that hands its stored closures on to a private generic view: what those
/// closures show was handed to the outer view where it is built, so the inner one is read.
struct RemoteThumbnail<Overlay: View, Placeholder: View>: View {
    private let address: URL?
    private let overlay: (Image) -> Overlay
    private let placeholder: () -> Placeholder

    init(address: URL?, @ViewBuilder overlay: @escaping (Image) -> Overlay, @ViewBuilder placeholder: @escaping () -> Placeholder) {
        self.address = address
        self.overlay = overlay
        self.placeholder = placeholder
    }

    var body: some View {
        if let address {
            ThumbnailLoader(address: address, overlay: overlay, placeholder: placeholder)
        } else {
            placeholder()
        }
    }
}

private struct ThumbnailLoader<Overlay: View, Placeholder: View>: View {
    let address: URL
    let overlay: (Image) -> Overlay
    let placeholder: () -> Placeholder
    @State private var image: Image?

    var body: some View {
        if let image {
            overlay(image)
        } else {
            placeholder()
        }
    }
}

/// A card that shows a header view it stores as the app's own concrete type.
struct GalleryCard<Body: View>: View {
    let header: GalleryHeader
    let content: Body

    var body: some View {
        VStack {
            header
            content
        }
    }
}

struct GalleryHeader: View {
    var body: some View {
        Text("Gallery").accessibilityAddTraits(.isHeader)
    }
}

struct ScreenshotPreview<Body: View>: View {
    let header: GalleryHeader
    let details: Body

    var body: some View {
        // The header is a view of the app's own type handed on by value: not read from here.
        GalleryCard(header: header, content: details)
    }
}

struct ReceiptGallery: View {
    @State private var showPhoto = false
    @State private var showScan = false
    @State private var showScreenshot = false
    let photoAddress: URL?

    var body: some View {
        VStack {
            Button("Show Photo") { showPhoto = true }
            Button("Show Scan") { showScan = true }
            Button("Show Screenshot") { showScreenshot = true }
        }
        // flagged: the thumbnail and its placeholder show no heading, through the inner loader too
        .sheet(isPresented: $showPhoto) {  // expect: modal-title-heading, modal-focus-return
            ScrollView {
                RemoteThumbnail(address: photoAddress) { image in
                    image.resizable()
                } placeholder: {
                    ProgressView()
                }
                Button("Close") { showPhoto = false }
            }
        }
        // clean: the heading is in what the outer view is handed, read through the inner loader
        .sheet(isPresented: $showScan) {  // expect: modal-focus-return
            ScrollView {
                RemoteThumbnail(address: photoAddress) { image in
                    image.resizable()
                } placeholder: {
                    Text("Scanned Receipt").accessibilityAddTraits(.isHeader)
                }
                Button("Close") { showScan = false }
            }
        }
        // clean (unknown): a card is handed a concrete header view by value, which is not read here
        .sheet(isPresented: $showScreenshot) {  // expect: modal-focus-return
            ScrollView {
                ScreenshotPreview(header: GalleryHeader(), details: Text("Screenshot"))
                Button("Close") { showScreenshot = false }
            }
        }
    }
}
