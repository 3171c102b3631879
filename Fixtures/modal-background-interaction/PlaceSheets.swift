import SwiftUI
import MapKit

struct PlaceSummary: View {
    let place: Place

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Text(place.name).font(.title2.bold()).accessibilityAddTraits(.isHeader)
                Text(place.kind.title).foregroundStyle(.secondary)
                if let distance = place.distance {
                    Text(distance, format: .measurement(width: .abbreviated))
                }
            }
            .padding()
        }
    }
}

struct LayerPicker: View {
    @Binding var style: ExplorerMapStyle

    var body: some View {
        NavigationStack {
            Form {
                Picker("Map Style", selection: $style) {
                    ForEach(ExplorerMapStyle.allCases) { style in
                        Text(style.title).tag(style)
                    }
                }
                .pickerStyle(.inline)
            }
            .navigationTitle("Layers")
        }
        .presentationDetents([.medium])
        .presentationBackgroundInteraction(.enabled)  // expect: modal-background-interaction
    }
}

struct RouteOverview: View {
    let route: Route?

    var body: some View {
        if let route {
            List(route.steps) { step in
                Label(step.instruction, systemImage: step.symbol)
            }
        } else {
            ContentUnavailableView("No Route", systemImage: "point.topleft.down.to.point.bottomright.curvepath")
        }
    }
}

struct ElevationProfileSheet: View {
    let profile: ElevationProfile

    var body: some View {
        VStack(alignment: .leading) {
            ElevationHeader(profile: profile)
            ElevationChart(samples: profile.samples)
                .frame(height: 160)
        }
        .padding()
    }
}

/// The summary line over the chart; it also sizes the sheet to fit.
struct ElevationHeader: View {
    let profile: ElevationProfile

    var body: some View {
        HStack {
            Label("\(profile.gain.formatted()) up", systemImage: "arrow.up.right")
            Label("\(profile.loss.formatted()) down", systemImage: "arrow.down.right")
        }
        .font(.headline)
        .presentationDetents([.height(240)])
        .presentationBackgroundInteraction(.enabled(upThrough: .height(240)))  // expect: modal-background-interaction
    }
}

struct ElevationChart: View {
    let samples: [Double]

    var body: some View {
        GeometryReader { proxy in
            Path { path in
                guard let maxValue = samples.max(), maxValue > 0, samples.count > 1 else { return }
                let step = proxy.size.width / CGFloat(samples.count - 1)
                for (index, value) in samples.enumerated() {
                    let point = CGPoint(
                        x: CGFloat(index) * step,
                        y: proxy.size.height * (1 - CGFloat(value / maxValue)))
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
            }
            .stroke(.green, lineWidth: 2)
        }
        .accessibilityHidden(true)
    }
}

struct WeatherStrip: View {
    let forecast: [HourForecast]

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 16) {
                ForEach(forecast) { hour in
                    VStack {
                        Text(hour.date, format: .dateTime.hour())
                        Image(systemName: hour.symbol)
                        Text(hour.temperature, format: .measurement(width: .narrow))
                    }
                }
            }
            .padding()
        }
    }
}

struct CompassView: View {
    let heading: Double

    var body: some View {
        Image(systemName: "location.north.line.fill")
            .font(.system(size: 64))
            .rotationEffect(.degrees(-heading))
            .accessibilityLabel("Heading \(Int(heading)) degrees")
    }
}

struct TrailFilters: View {
    @Binding var filters: TrailFilterSet

    var body: some View {
        Form {
            Toggle("Dog Friendly", isOn: $filters.dogFriendly)
            Toggle("Loop Trails Only", isOn: $filters.loopsOnly)
            Picker("Difficulty", selection: $filters.difficulty) {
                Text("Any").tag(Difficulty?.none)
                Text("Easy").tag(Difficulty?.some(.easy))
                Text("Hard").tag(Difficulty?.some(.hard))
            }
        }
    }
}

struct MapLegend: View {
    var body: some View {
        List {
            Label("Trailhead", systemImage: "signpost.right")
            Label("Water", systemImage: "drop")
            Label("Campsite", systemImage: "tent")
            Label("Viewpoint", systemImage: "binoculars")
        }
    }
}

struct TrailReportForm: View {
    let trail: Trail?
    @State private var condition = TrailCondition.clear
    @State private var details = ""

    var body: some View {
        Form {
            Picker("Condition", selection: $condition) {
                ForEach(TrailCondition.allCases) { condition in
                    Text(condition.title).tag(condition)
                }
            }
            TextField("Details", text: $details, axis: .vertical)
        }
    }
}

struct MapSettings: View {
    @AppStorage("units") private var units = "metric"
    @AppStorage("showContours") private var showContours = true

    var body: some View {
        Form {
            Picker("Units", selection: $units) {
                Text("Metric").tag("metric")
                Text("Imperial").tag("imperial")
            }
            Toggle("Contour Lines", isOn: $showContours)
        }
    }
}

struct TurnByTurnView: View {
    let route: Route?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            if let step = route?.steps.first {
                Label(step.instruction, systemImage: step.symbol)
                    .font(.title)
            }
            Button("End Navigation") { dismiss() }
        }
    }
}
