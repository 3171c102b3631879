import SwiftUI

/// Controls drawn in another button's label. VoiceOver focuses a button as one element, never
/// what its label draws, so focus bound to the "About" button inside the row button, or to the
/// row a helper draws inside one, would not land: --fix leaves those dialogs alone. "Help", beside
/// the row button, is fixed.
struct PlansView: View {
    let plans: [String]
    @State private var showAbout = false
    @State private var showRename = false
    @State private var showHelp = false
    @State private var selection: String?

    var body: some View {
        List {
            ForEach(plans, id: \.self) { plan in
                Button {
                    selection = plan
                } label: {
                    HStack {
                        Text(plan)
                        Button("About") { showAbout = true }
                    }
                }
            }
            ForEach(plans, id: \.self) { plan in
                Button {
                    selection = plan
                } label: {
                    planRow(plan)
                }
            }
            Button("Help") { showHelp = true }
        }
        .alert("Plans renew each month", isPresented: $showAbout) {
            Button("Got It", role: .cancel) {}
        }
        .alert("Rename plans in Settings", isPresented: $showRename) {
            Button("Got It", role: .cancel) {}
        }
        .alert("Pick a plan to see its details", isPresented: $showHelp) {
            Button("Got It", role: .cancel) {}
        }
    }

    private func planRow(_ plan: String) -> some View {
        Text(plan)
            .contextMenu {
                Button("Rename") { showRename = true }
            }
    }
}
