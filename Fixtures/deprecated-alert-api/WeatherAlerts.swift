import CoreLocation
import Foundation
import SwiftUI

/// Types decoded from the National Weather Service alerts feed.
enum NWS {
    /// A weather alert (watch, warning, advisory): the app's own model, not SwiftUI's `Alert`.
    struct Alert: Identifiable, Hashable, Decodable {
        enum Severity: String, Decodable, Comparable {
            case minor, moderate, severe, extreme
            static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
            var rank: Int { [.minor, .moderate, .severe, .extreme].firstIndex(of: self) ?? 0 }
        }

        let id: String
        var event: String
        var headline: String
        var area: String
        var severity: Severity
        var expires: Date
    }

    struct FeatureCollection: Decodable {
        struct Feature: Decodable {
            struct Properties: Decodable {
                var id: String
                var event: String
                var headline: String?
                var areaDesc: String
                var severity: String
                var expires: Date
            }
            var properties: Properties
        }
        var features: [Feature]
    }
}

extension NWS {
    // clean: `Alert(` here builds the app's own model value, outside any dialog modifier
    static func alerts(from collection: FeatureCollection) -> [Alert] {
        collection.features.map { feature in
            let p = feature.properties
            return Alert(
                id: p.id,
                event: p.event,
                headline: p.headline ?? p.event,
                area: p.areaDesc,
                severity: Alert.Severity(rawValue: p.severity.lowercased()) ?? .minor,
                expires: p.expires)
        }
    }

    // clean: a placeholder model value for previews
    static let sampleAlert = Alert(
        id: "urn:oid:2.49.0.1.840.0.sample",
        event: "Heat Advisory",
        headline: "Heat Advisory until 8 PM CDT",
        area: "Travis County",
        severity: .moderate,
        expires: .now.addingTimeInterval(6 * 3600))
}

@MainActor
final class WeatherAlertsModel: ObservableObject {
    @Published var alerts: [NWS.Alert] = []
    @Published var selectedAlert: NWS.Alert?
    @Published var showSelected = false

    func refresh(near location: CLLocation) async throws {
        let url = URL(string: "https://api.weather.gov/alerts/active?point=\(location.coordinate.latitude),\(location.coordinate.longitude)")!
        let (data, _) = try await URLSession.shared.data(from: url)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        // the model's own alerts, built by the static function above
        alerts = NWS.alerts(from: try decoder.decode(NWS.FeatureCollection.self, from: data))
            .sorted { $0.severity > $1.severity }
    }
}

struct WeatherAlertsView: View {
    @StateObject private var model = WeatherAlertsModel()

    var body: some View {
        List(model.alerts) { alert in
            Button {
                model.selectedAlert = alert
                model.showSelected = true
            } label: {
                VStack(alignment: .leading) {
                    Text(alert.event).font(.headline)
                    Text(alert.area).font(.subheadline)
                }
            }
        }
        .navigationTitle("Weather Alerts")
        // clean: the modern `presenting:` form; `alert in` is a closure parameter, not a call
        .alert(  // expect: alert-focus-return
            model.selectedAlert?.event ?? "",
            isPresented: $model.showSelected,
            presenting: model.selectedAlert
        ) { alert in
            Button("Show Area on Map") {}
            Button("Share \(alert.event)") {}
            Button("Done", role: .cancel) {}
        } message: { alert in
            Text(alert.headline)
        }
    }
}
