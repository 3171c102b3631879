// Covers the names a fix makes from a control's label: a long label loses its question's opening
// and its articles (`isOptimizeICloudSyncingFocused` of "How to optimize your iCloud syncing?"),
// a word written with capitals inside keeps them (`isAirPlayFocused`), and an enum case starts
// with its leading acronym in lower case (`uiKitSample`, `swiftUISample`).
import SwiftUI

struct SyncHelpView: View {
    @State private var showSyncGuide = false
    @State private var showAirPlay = false
    @State private var showSampleInfo = false

    var body: some View {
        List {
            Button("How to optimize your iCloud syncing?") {
                showSyncGuide = true
            }
            Button("AirPlay") {
                showAirPlay = true
            }
            Button("UIKit Sample") {
                showSampleInfo = true
            }
            Button("SwiftUI Sample") {
                showSampleInfo = true
            }
        }
        .sheet(isPresented: $showSyncGuide) {
            SyncGuideView()
        }
        .sheet(isPresented: $showAirPlay) {
            SyncGuideView()
        }
        .alert("Samples open in the browser", isPresented: $showSampleInfo) {
            Button("Got It", role: .cancel) {}
        }
    }
}

struct SyncGuideView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView {
                Text("Keep the app open while it syncs.")
            }
            .navigationTitle("Syncing")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}
