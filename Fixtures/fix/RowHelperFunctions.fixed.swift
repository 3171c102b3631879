// Covers a control built by a helper function that each ForEach row calls with its element
// (`episodeRow(for: episode)`, from two lists): focus goes back through the function's parameter
// (`equals: episode.id`, `equals: station.callSign`), by the row's identifier type. A helper
// handed something other than the element (`shareRow(title:)`), or also called outside the rows
// (`reportRow(_:)`), builds controls one binding cannot tell apart, and is left as it is.
import SwiftUI

struct Episode: Identifiable {
    let id: Int
    var title: String
}

struct Station {
    var callSign: String
    var name: String
}

struct EpisodeListView: View {
    @State private var episodes: [Episode] = []
    @State private var archived: [Episode] = []
    @State private var stations: [Station] = []
    @State private var notesEpisode: Episode?
    @AccessibilityFocusState private var focusedShowNotesButton: Episode.ID?
    @State private var showNotesButtonToFocus: Episode.ID?
    @State private var showStationInfo = false
    @AccessibilityFocusState private var focusedStationInfoButton: String?
    @State private var stationInfoButtonToFocus: String?
    @State private var showShareInfo = false
    @State private var showReportInfo = false

    var body: some View {
        List {
            ForEach(episodes) { episode in
                episodeRow(for: episode, isArchived: false)
            }
            ForEach(archived) { item in
                episodeRow(for: item, isArchived: true)
            }
            ForEach(stations, id: \.callSign) { station in
                stationRow(station)
            }
            ForEach(episodes) { episode in
                shareRow(title: episode.title)
                reportRow(episode)
            }
            if let latest = episodes.last {
                reportRow(latest)
            }
        }
        .sheet(item: $notesEpisode, onDismiss: { focusedShowNotesButton = showNotesButtonToFocus }) { episode in
            NavigationStack {
                ScrollView {
                    Text(episode.title)
                }
                .navigationTitle("Notes")
                .toolbar {
                    Button("Done") { notesEpisode = nil }
                }
            }
        }
        .alert("Stations update every hour", isPresented: $showStationInfo) {
            Button("Got It", role: .cancel) { focusedStationInfoButton = stationInfoButtonToFocus }
        }
        .alert("Sharing needs a network", isPresented: $showShareInfo) {
            Button("Got It", role: .cancel) {}
        }
        .alert("Reports are sent with the next sync", isPresented: $showReportInfo) {
            Button("Got It", role: .cancel) {}
        }
    }

    func episodeRow(for episode: Episode, isArchived: Bool) -> some View {
        HStack {
            Text(episode.title)
            Button("Show Notes") {
                notesEpisode = episode
                showNotesButtonToFocus = episode.id
            }
            .accessibilityFocused($focusedShowNotesButton, equals: episode.id)
        }
    }

    private func stationRow(_ station: Station) -> some View {
        Button(station.name) {
            showStationInfo = true
            stationInfoButtonToFocus = station.callSign
        }
        .accessibilityFocused($focusedStationInfoButton, equals: station.callSign)
    }

    func shareRow(title: String) -> some View {
        Button("Share \(title)") {
            showShareInfo = true
        }
    }

    func reportRow(_ episode: Episode) -> some View {
        Button("Report \(episode.title)") {
            showReportInfo = true
        }
    }
}
