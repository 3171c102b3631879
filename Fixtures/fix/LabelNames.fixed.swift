// Covers the names a fix makes from a control's label: a long label loses its question's opening
// and its articles (`isOptimizeICloudSyncingFocused` of "How to optimize your iCloud syncing?"),
// a word written with capitals inside keeps them (`isAirPlayFocused`), and an enum case starts
// with its leading acronym in lower case (`uiKitSample`, `swiftUISample`).
import SwiftUI

struct SyncHelpView: View {
    private enum SampleInfoTrigger { case uiKitSample, swiftUISample }
    @State private var showSyncGuide = false
    @AccessibilityFocusState private var isOptimizeICloudSyncingFocused: Bool
    @State private var showAirPlay = false
    @AccessibilityFocusState private var isAirPlayFocused: Bool
    @State private var showSampleInfo = false
    @AccessibilityFocusState private var focusedSampleInfoTrigger: SampleInfoTrigger?
    @State private var sampleInfoTrigger: SampleInfoTrigger?

    var body: some View {
        List {
            Button("How to optimize your iCloud syncing?") {
                showSyncGuide = true
            }
            .accessibilityFocused($isOptimizeICloudSyncingFocused)
            Button("AirPlay") {
                showAirPlay = true
            }
            .accessibilityFocused($isAirPlayFocused)
            Button("UIKit Sample") {
                showSampleInfo = true
                sampleInfoTrigger = .uiKitSample
            }
            .accessibilityFocused($focusedSampleInfoTrigger, equals: .uiKitSample)
            Button("SwiftUI Sample") {
                showSampleInfo = true
                sampleInfoTrigger = .swiftUISample
            }
            .accessibilityFocused($focusedSampleInfoTrigger, equals: .swiftUISample)
        }
        .sheet(isPresented: $showSyncGuide, onDismiss: { isOptimizeICloudSyncingFocused = true }) {
            SyncGuideView()
        }
        .sheet(isPresented: $showAirPlay, onDismiss: { isAirPlayFocused = true }) {
            SyncGuideView()
        }
        .alert("Samples open in the browser", isPresented: $showSampleInfo) {
            Button("Got It", role: .cancel) { focusedSampleInfoTrigger = sampleInfoTrigger }
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
