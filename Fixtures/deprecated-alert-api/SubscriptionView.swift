import StoreKit
import SwiftUI

struct PurchaseFailure: Identifiable {
    let id = UUID()
    var productName: String
    var underlying: Error
}

enum Plan: String, CaseIterable, Identifiable {
    case monthly, yearly, lifetime
    var id: Self { self }
}

@MainActor
final class SubscriptionStore: ObservableObject {
    @Published var currentPlan: Plan?
    @Published var purchaseFailure: PurchaseFailure?
    @Published var showCancelConfirmation = false
    @Published var showRestoreResult = false
    @Published var showDowngrade = false
    @Published var restoredCount = 0
    @Published var showFamilySharing = false
    @Published var showTrialEnded = false

    func cancelSubscription() async {}
    func downgrade(to plan: Plan) async {}
}

struct SubscriptionView: View {
    @StateObject private var store = SubscriptionStore()

    var body: some View {
        Form {
            Section("Plan") {
                ForEach(Plan.allCases) { plan in
                    LabeledContent(plan.rawValue.capitalized) {
                        if store.currentPlan == plan { Image(systemName: "checkmark") }
                    }
                }
            }
            Section {
                Button("Restore Purchases") { store.showRestoreResult = true }
                Button("Switch to Monthly") { store.showDowngrade = true }
                Button("Cancel Subscription", role: .destructive) { store.showCancelConfirmation = true }
            }
        }
        .navigationTitle("Subscription")
        // flagged: the Alert value comes from a computed property of this type
        .alert(isPresented: $store.showCancelConfirmation) {  // expect: deprecated-alert-api, alert-focus-return
            cancelAlert
        }
        // flagged: the content is a function of this type passed by name
        .alert(isPresented: $store.showRestoreResult, content: makeRestoreAlert)  // expect: deprecated-alert-api, alert-focus-return
        // flagged: `.alert(item:content:)` whose Alert is built by a helper function
        .alert(item: $store.purchaseFailure) { failure in  // expect: deprecated-alert-api
            purchaseFailedAlert(for: failure)
        }
        // not a dialog itself: legacyConfirm (below) wraps the legacy API and is flagged there
        .legacyConfirm(
            isPresented: $store.showDowngrade,
            title: "Switch to Monthly?",
            confirm: { Task { await store.downgrade(to: .monthly) } }
        )
        .modifier(FamilySharingNotice(isPresented: $store.showFamilySharing))
        .modifier(TrialEndedNotice(isPresented: $store.showTrialEnded))
    }

    private var cancelAlert: Alert {
        Alert(
            title: Text("Cancel Your Subscription?"),
            message: Text("You keep Pro features until the end of the billing period."),
            primaryButton: .destructive(Text("Cancel Subscription")) {
                Task { await store.cancelSubscription() }
            },
            secondaryButton: .cancel(Text("Keep Subscription")))
    }

    private func makeRestoreAlert() -> Alert {
        Alert(
            title: Text(store.restoredCount == 0 ? "No Purchases to Restore" : "Purchases Restored"),
            dismissButton: .default(Text("OK")))
    }

    private func purchaseFailedAlert(for failure: PurchaseFailure) -> Alert {
        Alert(
            title: Text("Couldn’t Buy \(failure.productName)"),
            message: Text(failure.underlying.localizedDescription),
            dismissButton: .cancel(Text("OK")))
    }
}

extension View {
    func legacyConfirm(isPresented: Binding<Bool>, title: String, confirm: @escaping () -> Void) -> some View {
        alert(isPresented: isPresented) {  // expect: deprecated-alert-api
            Alert(title: Text(title), primaryButton: .default(Text("Continue"), action: confirm), secondaryButton: .cancel())
        }
    }
}

/// Explains Family Sharing once, with the legacy API.
struct FamilySharingNotice: ViewModifier {
    @Binding var isPresented: Bool

    func body(content: Content) -> some View {
        content
            // flagged: `content.actionSheet(` inside a ViewModifier
            .actionSheet(isPresented: $isPresented) {  // expect: deprecated-alert-api
                ActionSheet(
                    title: Text("Share Pro with Your Family"),
                    buttons: [.default(Text("Turn On Family Sharing")), .cancel(Text("Not Now"))])
            }
    }
}

/// The same notice, rewritten for iOS 15.
struct TrialEndedNotice: ViewModifier {
    @Binding var isPresented: Bool

    func body(content: Content) -> some View {
        // clean: `content.alert(` in the modern form
        content.alert("Your Free Trial Has Ended", isPresented: $isPresented) {
            Button("See Plans") {}
            Button("Not Now", role: .cancel) {}
        } message: {
            Text("Pick a plan to keep your Pro features.")
        }
    }
}
