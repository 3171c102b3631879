import SwiftUI

/// Popovers raised by the onboarding model: on iPhone each shows as a sheet unless told otherwise.
struct OnboardingTips: View {
    @ObservedObject var tips: TipCenter

    var body: some View {
        VStack {
            // On iPhone this is a sheet with no way out but a swipe, no heading and no scrolling.
            Image(systemName: "lightbulb")
                .popover(isPresented: $tips.showsShortcutTip) {  // expect: modal-missing-close-control, modal-title-heading, modal-not-scrollable
                    VStack {
                        Text("Swipe left on a row to archive it.")
                        Toggle("Show tips", isOn: $tips.isEnabled)
                    }
                }

            // Kept a popover on iPhone: tapping outside closes it, as everywhere.
            Image(systemName: "hand.tap")
                .popover(isPresented: $tips.showsGestureTip) {
                    Text("Double-tap to like.")
                        .padding()
                        .presentationCompactAdaptation(.popover)
                }

            // A sheet on iPhone, and it has what a sheet needs.
            Image(systemName: "star")
                .popover(item: $tips.featuredTip) { tip in
                    NavigationStack {
                        ScrollView {
                            Text(tip.body)
                        }
                        .navigationTitle(tip.title)
                        .toolbar {
                            Button("Done") { tips.featuredTip = nil }
                        }
                    }
                }

            #if os(macOS)
            // Only built for the Mac, where a popover never becomes a sheet.
            Image(systemName: "keyboard")
                .popover(isPresented: $tips.showsKeyboardTip) {
                    Text("Press ⌘K to search.")
                }
            #endif
        }
    }
}
