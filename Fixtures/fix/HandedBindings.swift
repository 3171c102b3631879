// Covers a sheet whose binding the presenter hands to another view: a section's own help button
// toggles it too, so focus sent back to "Lock screen"'s button would be wrong when the section
// opened it. The finding stays, not fixable, with the reason. A view in a sheet's content, or in
// a member the sheet shows, is handed the binding to close the sheet: that one is fixed; so is a
// row whose swipe action and context menu both share it, as focus goes back to the row for both.
// A binding handed on with an animation (`Toggle(isOn: $showGuide.animation())`) is handed all the same.
import SwiftUI

struct HintRow: View {
    let title: String
    @Binding var isShowingHint: Bool

    var body: some View {
        HStack {
            Text(title)
            Button { isShowingHint.toggle() } label: { Image(systemName: "info.circle") }
        }
    }
}

struct HintPage: View {
    @Binding var isPresented: Bool

    var body: some View {
        NavigationStack {
            ScrollView { Text("Shown on the lock screen while an activity runs.") }
                .navigationTitle("Lock screen")
                .toolbar { Button("Done") { isPresented = false } }
        }
    }
}

struct LiveActivitySettings: View {
    @State private var showLockHint = false
    @State private var showStyleHint = false

    var body: some View {
        Form {
            HintRow(title: "Live activity", isShowingHint: $showLockHint)
            HStack {
                Text("Lock screen")
                Button { showLockHint.toggle() } label: { Image(systemName: "questionmark.circle") }
            }
            .sheet(isPresented: $showLockHint) {
                HintPage(isPresented: $showLockHint)
            }
            Button("Widget style") { showStyleHint = true }
                .sheet(isPresented: $showStyleHint) { styleHint }
        }
    }

    private var styleHint: some View {
        HintPage(isPresented: $showStyleHint)
    }
}

struct ShareMenuItems: View {
    @Binding var isSharing: Bool

    var body: some View {
        Button("Share") { isSharing = true }
    }
}

struct MessageCell: View {
    let message: String
    @State private var isSharing = false

    var body: some View {
        Text(message)
            .swipeActions {
                Button("Share") { isSharing = true }
            }
            .contextMenu {
                ShareMenuItems(isSharing: $isSharing)
            }
            .sheet(isPresented: $isSharing) {
                NavigationStack {
                    ScrollView { Text(message) }
                        .navigationTitle("Share")
                        .toolbar { Button("Done") { isSharing = false } }
                }
            }
    }
}

struct GuideSettings: View {
    @State private var showGuide = false

    var body: some View {
        Form {
            Toggle("Show the guide", isOn: $showGuide.animation())
            Button("Guide") { showGuide = true }
                .sheet(isPresented: $showGuide) {
                    HintPage(isPresented: $showGuide)
                }
        }
    }
}
