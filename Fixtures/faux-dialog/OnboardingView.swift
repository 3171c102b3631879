import StoreKit
import SwiftUI

// This file has Windows (CRLF) line ends: it came in through a contractor's export.

struct OnboardingPage: Identifiable {
    let id = UUID()
    var symbol: String
    var title: String
    var detail: String
}

/// The app's filled call-to-action button.
struct PrimaryButton: View {
    var title: String
    var action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 12)
        }
        .buttonStyle(.borderedProminent)
    }
}

struct OnboardingView: View {
    @Environment(\.requestReview) private var requestReview
    @AppStorage("onboardingDone") private var onboardingDone = false

    @State private var page = 0
    @State private var showRatingPopup = false
    @State private var isPopUpVisible = false
    @State private var isShareSheetShown = false
    @State private var showConfirmAlert = false
    @State private var showExitModal = false
    @State private var isExpanded = false
    @State private var showPrivacyPopup = false

    let pages: [OnboardingPage]

    var body: some View {
        NavigationStack {
            ZStack(alignment: .bottom) {
                TabView(selection: $page) {
                    ForEach(Array(pages.enumerated()), id: \.element.id) { index, item in
                        VStack(spacing: 16) {
                            Image(systemName: item.symbol).font(.system(size: 64))
                            Text(item.title).font(.largeTitle.bold())
                            Text(item.detail).multilineTextAlignment(.center)
                        }
                        .tag(index)
                    }
                }
                .tabViewStyle(.page)

                // flagged: a rating "popup" over the pages
                if showRatingPopup {  // expect: faux-dialog
                    VStack(spacing: 12) {
                        Text("Enjoying the App?").font(.headline)
                        HStack {
                            Button("Not Now") { showRatingPopup = false }
                            Button("Rate Us") {
                                requestReview()
                                showRatingPopup = false
                            }
                        }
                    }
                    .padding()
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
                    .padding()
                }

                // flagged: the name is matched without regard to case ("PopUp"), and a custom
                // button type (PrimaryButton) is a button
                if isPopUpVisible {  // expect: faux-dialog
                    VStack {
                        Text("Turn On Notifications?")
                        PrimaryButton(title: "Allow Notifications") { isPopUpVisible = false }
                    }
                    .padding()
                    .background(.background)
                }

                // clean: "expanded" is not a dialog word; an inline details panel is fine
                if isExpanded {
                    VStack {
                        Text(pages[page].detail)
                        Button("Show Less") { isExpanded = false }
                    }
                    .padding()
                    .background(.thinMaterial)
                }

                // clean: the popup is not directly inside the ZStack; a VStack stands between
                VStack {
                    Spacer()
                    if showPrivacyPopup {
                        Text("We never sell your data.")
                        Button("Got It") { showPrivacyPopup = false }
                    }
                }
            }
            .navigationTitle("Welcome")
            // Skip lives in the toolbar on iPhone; on the Mac it is in the window's bottom bar.
            #if os(iOS)
            .toolbar {
                Button("Skip") { showExitModal = true }
            }
            #endif
            /* The share step and the "are you done" check below were a design experiment
               (see OnboardingExperiments.md) that never moved to system dialogs. */
            .overlay {
                ZStack {
                    // flagged: a share "sheet" drawn by hand, with a Label inside its button
                    if isShareSheetShown {  // expect: faux-dialog
                        VStack {
                            Button(action: { isShareSheetShown = false }) {
                                Label("Invite Friends", systemImage: "person.2")
                            }
                            Button("Maybe Later") { isShareSheetShown = false }
                        }
                        .padding()
                        .background(.bar)
                    }
                    // flagged: a confirmation drawn by hand inside a ZStack inside an overlay
                    if showConfirmAlert {  // expect: faux-dialog
                        VStack {
                            Text("Finish Setup?")
                            Button("Finish") { onboardingDone = true }
                            Button("Go Back") { showConfirmAlert = false }
                        }
                        .padding()
                        .background(.regularMaterial)
                    }
                }
            }
            // flagged: an overlay "modal" whose button uses the label: closure form
            .overlay {
                if showExitModal {  // expect: faux-dialog
                    VStack(spacing: 8) {
                        Text("Leave Setup?")
                        Button {
                            onboardingDone = true
                        } label: {
                            Text("Leave")
                        }
                        Button {
                            showExitModal = false
                        } label: {
                            Text("Stay")
                        }
                    }
                    .padding()
                    .background(.background)
                }
            }
        }
    }
}
