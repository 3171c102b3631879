import AppTrackingTransparency
import CoreLocation
import SwiftUI
import UserNotifications

/// Onboarding pre-prompts. Their labels come from string tables, so the analyzer has to
/// resolve them before it can tell a way out from a way forward.
struct NotificationPrompts: View {
    @AppStorage("onboarding.step") private var step = 0
    @Environment(\.openURL) private var openURL
    @Environment(\.requestReview) private var requestReview

    @State private var askTracking = false
    @State private var askTrackingAgain = false
    @State private var askReview = false
    @State private var askReviewAgain = false
    @State private var askNotifications = false
    @State private var askNotificationsAgain = false
    @State private var askNotificationsLater = false
    @State private var offerNewsletter = false
    @State private var showWhatsNew = false
    @State private var offerSkipOnboarding = false
    @State private var confirmLeaveSetup = false
    @State private var chooseDigest = false
    @State private var notificationsDenied = false
    @State private var askLocation = false

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "bell.badge")
                .font(.system(size: 64))
                .accessibilityHidden(true)
            Text("Stay in the loop")
                .font(.largeTitle.bold())
                .accessibilityAddTraits(.isHeader)
            Button("Continue") { advance() }
                .buttonStyle(.borderedProminent)
        }
        .padding()
        // flagged once, at the action (the alert-level finding would repeat it): "Don't Allow" (from en.lproj) backs out without the role, and no action has it.
        .alert("tracking.prompt.title", isPresented: $askTracking) {
            Button("tracking.prompt.allow") { requestTracking() }
            Button("tracking.prompt.deny") { advance() }  // expect: missing-cancel-role
        }
        // clean: the same labels, the way out marked.
        .alert("tracking.prompt.title", isPresented: $askTrackingAgain) {
            Button("tracking.prompt.allow") { requestTracking() }
            Button("tracking.prompt.deny", role: .cancel) { advance() }
        }
        // flagged: in a confirmation dialog only the dismissive label counts; the catalog
        // says "Maybe Later".
        .confirmationDialog("prompt.review.title", isPresented: $askReview, titleVisibility: .visible) {
            Button("prompt.review.rate") { requestReview() }
            Button("prompt.review.later") {}  // expect: missing-cancel-role
        }
        // clean: the catalog label with its role.
        .confirmationDialog("prompt.review.title", isPresented: $askReviewAgain, titleVisibility: .visible) {
            Button("prompt.review.rate") { requestReview() }
            Button("prompt.review.later", role: .cancel) {}
        }
        // flagged once, at the action (the alert-level finding would repeat it): a SwiftGen-style "Cancel" without the role, and no cancel among the two.
        .alert(Text("Get notified about replies?"), isPresented: $askNotifications) {
            Button(L10n.Notifications.enable) { requestNotifications() }
            Button(L10n.Common.cancel) { advance() }  // expect: missing-cancel-role
        }
        // clean: the SwiftGen-style "Cancel" carries its role.
        .alert(Text("Get notified about replies?"), isPresented: $askNotificationsAgain) {
            Button(L10n.Notifications.enable) { requestNotifications() }
            Button(L10n.Common.cancel, role: .cancel) { advance() }
        }
        // flagged: a static constant ("Not Now") in a confirmation dialog.
        .confirmationDialog("Notifications are off", isPresented: $askNotificationsLater) {
            Button(L10n.Notifications.remindTomorrow) { scheduleReminder() }
            Button(UserText.notNow) { advance() }  // expect: missing-cancel-role
        }
        // flagged once, at the action (the alert-level finding would repeat it): `String(localized:)` of "No Thanks", and no cancel role.
        .alert(String(localized: "Get our weekly newsletter?"), isPresented: $offerNewsletter) {
            Button("Subscribe") { subscribe() }
            Button(String(localized: "No Thanks")) { advance() }  // expect: missing-cancel-role
        }
        // flagged: NSLocalizedString's value "Close" on the only action, without a role.
        .alert("What's New in 4.0", isPresented: $showWhatsNew) {
            Button(NSLocalizedString("whatsnew.close", value: "Close", comment: "Closes the What's New alert")) {}  // expect: missing-cancel-role
        } message: {
            Text("Threads, reactions and a brand-new widget.")
        }
        // flagged: a catalog key ("Skip") in a label closure.
        .confirmationDialog("onboarding.skip.title", isPresented: $offerSkipOnboarding, titleVisibility: .visible) {
            Button("onboarding.finish") { advance() }
            Button {
                step = 99
            } label: {
                Text("onboarding.skip")  // expect: missing-cancel-role
            }
        }
        // flagged once, at the action (the alert-level finding would repeat it): the iOS 26 `.confirm` role is no cancel role, and "Go Back" (a
        // LocalizedStringKey constant) has none.
        .alert("Leave setup?", isPresented: $confirmLeaveSetup) {
            Button(L10n.Common.continue, role: .confirm) { step = 99 }
            Button(UserText.goBack) {}  // expect: missing-cancel-role
        }
        // clean: catalog keys that name choices; the confirmation dialog adds its own Cancel.
        .confirmationDialog("How often?", isPresented: $chooseDigest) {
            Button("digest.daily") { setDigest(days: 1) }
            Button("digest.weekly") { setDigest(days: 7) }
        }
        // clean: the iOS 26 `.close` role counts as a cancel role.
        .alert("Notifications are turned off", isPresented: $notificationsDenied) {
            Button("Open Settings") { openSettings() }
            Button(String(localized: "Close"), role: .close) {}
        }
        // clean: "Don't Allow" from en.lproj, with its role; the other label is a constant.
        .alert("Use your location to find stores nearby?", isPresented: $askLocation) {
            Button(UserText.allowTracking) { requestLocation() }
            Button("location.prompt.deny", role: .cancel) { advance() }
        }
    }

    private func advance() { step += 1 }
    private func requestTracking() { ATTrackingManager.requestTrackingAuthorization { _ in } }
    private func requestNotifications() {}
    private func scheduleReminder() {}
    private func subscribe() {}
    private func setDigest(days: Int) {}
    private func requestLocation() { CLLocationManager().requestWhenInUseAuthorization() }

    private func openSettings() {
        if let url = URL(string: UIApplication.openSettingsURLString) {
            openURL(url)
        }
    }
}
