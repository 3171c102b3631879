import SwiftUI

/// The rows of the account screen that open a sheet.
enum AccountRow: Hashable {
    case payment
    case devices
}

struct AccountScreen: View {
    @EnvironmentObject private var session: Session
    @State private var profileDraft: ProfileDraft?
    @State private var showEditor = false
    @State private var showPlans = false
    @State private var showSecurity = false
    @State private var showNotifications = false
    @State private var showHelp = false
    @State private var showSubscription = false
    @State private var showPayment = false

    @AccessibilityFocusState private var isEditFocused: Bool
    @AccessibilityFocusState private var isSecurityFocused: Bool
    @AccessibilityFocusState private var isNotificationsFocused: Bool
    @AccessibilityFocusState private var isHelpFocused: Bool
    @AccessibilityFocusState private var isSubscriptionFocused: Bool
    @AccessibilityFocusState private var focusedRow: AccountRow?
    /// Keyboard focus: it does not move VoiceOver.
    @FocusState private var isPlansFocused: Bool

    var body: some View {
        Form {
            Section {
                ProfileHeader(user: session.user)
                Button("Edit Profile", action: beginEditing)
                    .accessibilityFocused($isEditFocused)
                    // onDismiss saves the draft but leaves VoiceOver focus at the top of the screen
                    .sheet(isPresented: $showEditor, onDismiss: { saveDraft() }) {  // expect: modal-focus-return
                        if let draft = profileDraft {
                            ProfileEditor(draft: draft)
                        }
                    }
            }

            Section("Plan") {
                Button("Compare Plans") { showPlans = true }
                    .focused($isPlansFocused)
                    // @FocusState is keyboard focus, not @AccessibilityFocusState
                    .sheet(isPresented: $showPlans, onDismiss: { isPlansFocused = true }) {  // expect: modal-focus-return
                        PlanComparisonView()
                    }

                Button("Manage Subscription") { showSubscription = true }
                    .accessibilityFocused($isSubscriptionFocused)
                    // clean: onDismiss names a function of this type that sets the focus back
                    .sheet(isPresented: $showSubscription, onDismiss: restoreSubscriptionFocus) {
                        SubscriptionView()
                    }

                Button("Payment Method") { showPayment = true }
                    .accessibilityFocused($focusedRow, equals: .payment)
                    // clean: the equals: form, set back to the same case
                    .sheet(isPresented: $showPayment, onDismiss: { focusedRow = .payment }) {
                        PaymentMethodView()
                    }
            }

            Section("Privacy") {
                Button("Security") { showSecurity = true }
                    .accessibilityFocused($isSecurityFocused)
                Button("Notifications") { showNotifications = true }
                    .accessibilityFocused($isNotificationsFocused)
            }

            Section {
                Button("Help") { showHelp = true }
                    .accessibilityFocused($isHelpFocused)
            }
        }
        // onDismiss sets the other trigger's focus, not the Security button's
        .sheet(isPresented: $showSecurity, onDismiss: { isNotificationsFocused = true }) {  // expect: modal-focus-return
            SecuritySettingsView()
        }
        // clean: trigger bound and focus set back in onDismiss
        .sheet(isPresented: $showNotifications, onDismiss: {
            session.refreshNotificationSettings()
            isNotificationsFocused = true
        }) {
            NotificationSettingsView()
        }
        // clean: every argument labelled, content: included
        .sheet(isPresented: $showHelp, onDismiss: { isHelpFocused = true }, content: {
            HelpCenterView()
        })
    }

    private func beginEditing() {
        profileDraft = ProfileDraft(user: session.user)
        showEditor = true
    }

    private func saveDraft() {
        guard let draft = profileDraft else { return }
        session.update(with: draft)
        profileDraft = nil
    }

    private func restoreSubscriptionFocus() {
        isSubscriptionFocused = true
    }
}

struct ProfileHeader: View {
    let user: User

    var body: some View {
        HStack {
            AvatarView(url: user.avatarURL)
                .frame(width: 56, height: 56)
            VStack(alignment: .leading) {
                Text(user.displayName).font(.headline)
                Text(user.email).font(.subheadline).foregroundStyle(.secondary)
            }
        }
    }
}
