// Covers a tap gesture on a view that one of the type's own functions or one of the app's views
// builds: a stack of an icon and a title is no element VoiceOver focuses as one, so a sheet it
// opens is not fixed (the reason says so); the same stack made one element
// (`.accessibilityElement(children: .combine)`) takes the focus binding.
import SwiftUI

struct NetworkRequirementsView: View {
    @State private var showWiFiSettings = false
    @State private var showLocationHelp = false
    @AccessibilityFocusState private var isLocationHelpTriggerFocused: Bool
    @State private var showNotificationHelp = false

    var body: some View {
        VStack {
            requirement(symbol: "wifi", title: "Join your home network")
                .onTapGesture { showWiFiSettings = true }
            combinedRequirement(symbol: "location", title: "Allow location access")
                .onTapGesture { showLocationHelp = true }
                .accessibilityFocused($isLocationHelpTriggerFocused)
            RequirementRow(symbol: "bell", title: "Allow notifications")
                .onTapGesture { showNotificationHelp = true }
        }
        .sheet(isPresented: $showWiFiSettings) {
            HelpSheet(title: "Wi-Fi")
        }
        .sheet(isPresented: $showLocationHelp, onDismiss: { isLocationHelpTriggerFocused = true }) {
            HelpSheet(title: "Location")
        }
        .sheet(isPresented: $showNotificationHelp) {
            HelpSheet(title: "Notifications")
        }
    }

    private func requirement(symbol: String, title: String) -> some View {
        HStack {
            Image(systemName: symbol)
            Text(title)
        }
        .padding()
    }

    private func combinedRequirement(symbol: String, title: String) -> some View {
        HStack {
            Image(systemName: symbol)
            Text(title)
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }
}

struct RequirementRow: View {
    let symbol: String
    let title: String

    var body: some View {
        HStack {
            Image(systemName: symbol)
            Text(title)
        }
    }
}

struct HelpSheet: View {
    @Environment(\.dismiss) private var dismiss
    let title: String

    var body: some View {
        NavigationStack {
            ScrollView {
                Text("Open Settings to change this.")
            }
            .navigationTitle(title)
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}
