// Covers focus that must go back to a control still on screen when the dialog closes:
// - "Edit" and "Add Stop" are the two branches of one `if`: never on screen together, so one
//   Boolean bound on both does, with no record of which opened the sheet;
// - the alert's "Stop Editing" sets `isEditing`, which the `if` around its trigger reads: that
//   action takes the trigger away, so only "Keep Editing" sends focus back;
// - a row's "Delete" is destructive and deletes the row focus would go back to: only "Cancel"
//   sends focus back there;
// - "Rename" is built by `stopRow(_:)`, which each stop's row calls with the stop: focus goes
//   back through its parameter (`equals: stop.id`), recorded as it opens the alert; "About" is
//   built by `footer(_:)`, called once outside any row, and is fixed;
// - the route sheet's "Close" sits in a view the other sheet shows: it closes that sheet, so it
//   is no trigger of the route sheet, whose one trigger gets a Boolean;
// - "Tips" shares `toggleTips()` with the "Hide" button inside the tips sheet: "Tips" stays its
//   trigger;
// - a tap on an `HStack` is not one element VoiceOver can focus: that finding stays, with the
//   reason;
// - "What's New" shows while `news.hasNews`, and its sheet shows what `news` builds, which may
//   clear it as the user reads: focus may have nowhere to go back, and that finding stays too.
import SwiftUI

struct Stop: Identifiable {
    let id: Int
    var name: String
}

struct TipsView: View {
    let hide: () -> Void

    var body: some View {
        NavigationStack {
            ScrollView { Text("Swipe a stop to delete it.") }
                .navigationTitle("Tips")
                .toolbar { Button("Hide", action: hide) }
        }
    }
}

struct RouteView: View {
    @State private var stops: [Stop] = []
    @State private var isEditing = false
    @State private var showEditor = false
    @State private var confirmStopEditing = false
    @State private var stopToDelete: Stop?
    @State private var confirmDelete = false
    @State private var renaming = false
    @State private var showRoute = false
    @State private var showSettings = false
    @State private var showTips = false
    @State private var showMap = false
    @State private var showAbout = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(stops) { stop in
                    stopRow(stop)
                        .swipeActions {
                            Button("Delete", role: .destructive) {
                                stopToDelete = stop
                                confirmDelete = true
                            }
                        }
                }
                if stops.isEmpty {
                    Button("Add Stop") { showEditor = true }
                } else {
                    Button("Edit") { showEditor = true }
                }
                if isEditing {
                    Button("Finish") { confirmStopEditing = true }
                }
                Button("Route") { showRoute = true }
                Button("Settings") { showSettings = true }
                Button("Tips", action: toggleTips)
                HStack {
                    Text("Map")
                    Spacer()
                }
                .onTapGesture { showMap = true }
                footer("About")
            }
            .navigationTitle("Route")
            .sheet(isPresented: $showEditor) {
                Text("Editor")
            }
            .alert("Stop editing?", isPresented: $confirmStopEditing) {
                Button("Stop Editing") { isEditing = false }
                Button("Keep Editing", role: .cancel) {}
            }
            .alert("Delete this stop?", isPresented: $confirmDelete, presenting: stopToDelete) { stop in
                Button("Delete", role: .destructive) { stops.removeAll { $0.id == stop.id } }
                Button("Cancel", role: .cancel) {}
            }
            .alert("Rename this stop?", isPresented: $renaming) {
                Button("Rename") {}
                Button("Cancel", role: .cancel) {}
            }
            .sheet(isPresented: $showRoute) {
                Text("Route")
            }
            .sheet(isPresented: $showSettings) {
                settingsPanel
            }
            .sheet(isPresented: $showTips) {
                TipsView(hide: toggleTips)
            }
            .sheet(isPresented: $showMap) {
                Text("Map")
            }
            .alert("Routes sync with iCloud", isPresented: $showAbout) {
                Button("OK") {}
            }
        }
    }

    private func stopRow(_ stop: Stop) -> some View {
        HStack {
            Text(stop.name)
            Button("Rename") { renaming = true }
        }
    }

    private func footer(_ title: String) -> some View {
        Button(title) { showAbout = true }
    }

    private var settingsPanel: some View {
        VStack {
            Text("Settings")
            Button("Close") {
                showSettings = false
                showRoute.toggle()
            }
        }
    }

    private func toggleTips() {
        showTips.toggle()
    }
}

final class NewsCenter {
    var hasNews = true

    func latestNews() -> some View {
        NavigationStack {
            ScrollView { Text("New: offline maps") }
                .navigationTitle("What's New")
        }
    }
}

struct NewsBadge: View {
    let news: NewsCenter
    @State private var showNews = false

    var body: some View {
        VStack {
            if news.hasNews {
                Button("What's New") { showNews = true }
                    .sheet(isPresented: $showNews) {
                        news.latestNews()
                    }
            }
        }
    }
}
