//
//  MapExplorerView.swift
//  Trailhead
//

import SwiftUI
import MapKit
import OfflineMaps  // DownloadManagerView lives in this package

struct MapExplorerView: View {
    @StateObject private var explorer = MapExplorer()

    @State private var position: MapCameraPosition = .userLocation(fallback: .automatic)
    @State private var selectedPlace: Place?
    @State private var showSearch = false
    @State private var showLayers = false
    @State private var showRoute = false
    @State private var showElevation = false
    @State private var showWeather = false
    @State private var showDownloads = false
    @State private var showFilters = false
    @State private var showCompass = false
    @State private var showLegend = false
    @State private var showTrailReport = false
    @State private var showSettings = false
    @State private var isNavigating = false
    @State private var searchText = ""

    var body: some View {
        Map(position: $position, selection: $selectedPlace) {
            ForEach(explorer.places) { place in
                Marker(place.name, systemImage: place.symbol, coordinate: place.coordinate)
                    .tag(place)
            }
            if let route = explorer.route {
                MapPolyline(route.polyline)
                    .stroke(.blue, lineWidth: 5)
            }
        }
        .mapControls {
            MapUserLocationButton()
            MapCompass()
        }
        .overlay(alignment: .topTrailing) {
            VStack {
                Button("Search", systemImage: "magnifyingglass") { showSearch = true }
                Button("Layers", systemImage: "square.3.layers.3d") { showLayers = true }
                Button("Route", systemImage: "point.topleft.down.to.point.bottomright.curvepath") { showRoute = true }
                Button("Elevation", systemImage: "mountain.2") { showElevation = true }
                Button("Weather", systemImage: "cloud.sun") { showWeather = true }
                Button("Downloads", systemImage: "arrow.down.circle") { showDownloads = true }
                Button("Filters", systemImage: "line.3.horizontal.decrease") { showFilters = true }
                Button("Compass", systemImage: "location.north.line") { showCompass = true }
                Button("Legend", systemImage: "list.bullet.rectangle") { showLegend = true }
                Button("Trail Report", systemImage: "exclamationmark.bubble") { showTrailReport = true }
                Button("Settings", systemImage: "gearshape") { showSettings = true }
                Button("Start", systemImage: "figure.hiking") { isNavigating = true }
            }
            .labelStyle(.iconOnly)
            .buttonStyle(.bordered)
            .padding()
        }
        // the map stays usable behind the place card
        .sheet(item: $selectedPlace) { place in
            PlaceSummary(place: place)
                .presentationDetents([.height(180), .medium, .large])
                .presentationBackgroundInteraction(.enabled)  // expect: modal-background-interaction
        }
        // inline content, enabled up through the medium detent
        .sheet(isPresented: $showSearch) {  // expect: modal-focus-return
            NavigationStack {
                List(explorer.results(for: searchText)) { place in
                    Button(place.name) { selectedPlace = place }
                }
                .searchable(text: $searchText)
                .navigationTitle("Search")
            }
            .presentationDetents([.fraction(0.25), .medium, .large])
            .presentationBackgroundInteraction(.enabled(upThrough: .medium))  // expect: modal-background-interaction
        }
        // the modifier is in LayerPicker's body (PlaceSheets.swift)
        .sheet(isPresented: $showLayers) {  // expect: modal-focus-return
            LayerPicker(style: $explorer.mapStyle)
        }
        // a long chain with comments and #if between the links
        .sheet(isPresented: $showRoute) {  // expect: modal-focus-return, modal-title-heading
            RouteOverview(route: explorer.route)
                // short card first, full directions on demand
                .presentationDetents([.height(120), .large])
                #if os(iOS)
                .presentationBackgroundInteraction(  // expect: modal-background-interaction
                    .enabled(upThrough: .height(120))
                )
                #endif
                .presentationCornerRadius(24)
        }
        // the modifier is in a child view the content builds (ElevationHeader, PlaceSheets.swift)
        .sheet(isPresented: $showElevation) {  // expect: modal-focus-return, modal-not-scrollable, modal-title-heading
            ElevationProfileSheet(profile: explorer.elevationProfile)
        }
        // content: as a labelled argument, after onDismiss:
        .sheet(isPresented: $showWeather, onDismiss: { explorer.stopWeatherUpdates() }, content: {  // expect: modal-focus-return, modal-title-heading
            WeatherStrip(forecast: explorer.forecast)
                .presentationDetents([.height(140)])
                .presentationBackgroundInteraction(.enabled(upThrough: .height(140)))  // expect: modal-background-interaction
        })
        // the content is a helper property of this type
        .sheet(isPresented: $showCompass) {  // expect: modal-focus-return, modal-title-heading
            compassPanel
        }
        // clean: .disabled inside the content keeps the sheet modal
        .sheet(isPresented: $showFilters) {  // expect: modal-focus-return, modal-missing-close-control, modal-title-heading
            TrailFilters(filters: $explorer.filters)
                .presentationDetents([.medium])
                .presentationBackgroundInteraction(.disabled)
        }
        // clean: .automatic is the system default
        .sheet(isPresented: $showLegend) {  // expect: modal-focus-return, modal-missing-close-control, modal-title-heading
            MapLegend()
                .presentationDetents([.medium, .large])
                .presentationBackgroundInteraction(.automatic)
        }
        // clean: the content's type is in another module
        .sheet(isPresented: $showDownloads) {  // expect: modal-focus-return
            DownloadManagerView(region: explorer.visibleRegion)
        }
        // clean: the modifier stays commented out
        .sheet(isPresented: $showTrailReport) {  // expect: modal-focus-return, modal-missing-close-control, modal-title-heading
            TrailReportForm(trail: explorer.currentTrail)
                .presentationDetents([.medium])
                // .presentationBackgroundInteraction(.enabled)
        }
        // clean: .presentationBackground is about the sheet's fill, not the view behind it
        .sheet(isPresented: $showSettings) {  // expect: modal-focus-return, modal-missing-close-control, modal-title-heading
            MapSettings()
                .presentationDetents([.medium])
                .presentationBackground(.thinMaterial)
        }
        // clean: the modifier after .fullScreenCover(…) belongs to the presenting view
        .fullScreenCover(isPresented: $isNavigating) {  // expect: modal-focus-return, modal-not-scrollable, modal-title-heading
            TurnByTurnView(route: explorer.route)
        }
        #if os(iOS)
        .presentationBackgroundInteraction(.enabled)
        #endif
    }

    private var compassPanel: some View {
        CompassView(heading: explorer.heading)
            .presentationDetents([.height(200)])
            .presentationBackgroundInteraction(.enabled(upThrough: .height(200)))  // expect: modal-background-interaction
    }
}
