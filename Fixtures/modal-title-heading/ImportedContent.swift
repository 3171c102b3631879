import MarkdownUI
import RideKit
import SwiftUI

/// Sheets with views of packages the scan does not read: a view holds a heading only when it is
/// handed a title or its name speaks of one. SwiftUI's own value types are known.
struct RideSummaryView: View {
    let ride: Ride
    @State private var showRoute = false
    @State private var showPhotos = false
    @State private var showReceipt = false
    @State private var showDriver = false
    @State private var showTerms = false
    @State private var showBanner = false

    var body: some View {
        List {
            Text(ride.destination)
        }
        .task {
            showRoute = await ride.isFinished
            showPhotos = await ride.hasPhotos
            showReceipt = await ride.hasReceipt
            showDriver = await ride.hasDriver
            showTerms = await ride.needsTerms
            showBanner = await ride.isBooked
        }
        // A map handed a route shows no heading.
        .sheet(isPresented: $showRoute) {  // expect: modal-title-heading
            ScrollView {
                Text("Your ride")
                RideKitMapView(route: ride.route)
                    .frame(height: 200)
                Button("Done") { showRoute = false }
            }
        }
        // SwiftUI's grid items, colours and gestures are no view of another module.
        .sheet(isPresented: $showPhotos) {  // expect: modal-title-heading
            ScrollView {
                Text("Photos")
                LazyVGrid(columns: [
                    GridItem(.adaptive(minimum: 80))
                ]) {
                    ForEach(ride.photos) { photo in
                        Image(photo.name)
                            .resizable()
                            .simultaneousGesture(
                                MagnificationGesture()
                            )
                    }
                }
                Color.secondary
                    .frame(height: 1)
                Button("Done") { showPhotos = false }
            }
        }
        // clean: a title bar of the package may show the heading: its name says so.
        .sheet(isPresented: $showDriver) {
            ScrollView {
                RideKitTitleBar(ride.driverName)
                Text(ride.carModel)
                Button("Done") { showDriver = false }
            }
        }
        // clean: a banner handed a title may show it as a heading.
        .sheet(isPresented: $showBanner) {
            ScrollView {
                RideKitBanner(title: "Ride booked", style: .success)
                Text(ride.pickupTime)
                Button("Done") { showBanner = false }
            }
        }
        // clean: rendered Markdown carries the document's own headings.
        .sheet(isPresented: $showTerms) {
            ScrollView {
                Markdown(ride.terms)
                Button("Done") { showTerms = false }
            }
        }
        // clean: the content is a screen of the package and shows nothing of its own.
        .sheet(isPresented: $showReceipt) {
            RideKitReceiptScreen(ride: ride)
        }
    }
}
