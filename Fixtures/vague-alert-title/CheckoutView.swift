import StoreKit
import SwiftUI

enum CheckoutError: LocalizedError {
    case addressRejected(reason: String)
    case outOfStock(item: String)

    var errorDescription: String? {
        switch self {
        case .addressRejected: L10n.Checkout.addressInvalidTitle
        case .outOfStock(let item): "“\(item)” Is Out of Stock"
        }
    }
}

@Observable
final class CheckoutModel {
    var cartTotal: Decimal = 0
    var lastError: CheckoutError?
    var showCheckoutError = false
    var paymentFailed = false
    var paymentDeclined = false
    var genericFailure = false
    var receiptSaveFailed = false
    var exportFailed = false
    var catalogExportFailed = false
    var warningShown = false
    var couponExpired = false
    var oopsShown = false
    var requestFailed = false
    var cartConflict = false

    func placeOrder() async throws {}
    func exportInvoice() throws {}
    func reloadCart() async {}
}

struct CheckoutView: View {
    @State private var model = CheckoutModel()

    var body: some View {
        Form {
            Section("Total") {
                Text(model.cartTotal, format: .currency(code: "EUR"))
            }
            Button("Place Order") {
                Task {
                    do { try await model.placeOrder() } catch { model.paymentFailed = true }
                }
            }
            Button("Export Invoice") {
                do { try model.exportInvoice() } catch { model.exportFailed = true }
            }
        }
        .navigationTitle("Checkout")
        // flagged: the key has a `value:` of "Error"
        .alert(  // expect: vague-alert-title
            NSLocalizedString("checkout.payment.failure.title", value: "Error", comment: "Payment alert title"),
            isPresented: $model.paymentFailed
        ) {
            Button("OK", role: .cancel) {}
        }
        // clean: the `value:` names the problem
        .alert(
            NSLocalizedString("checkout.payment.declined.title", value: "Card Declined", comment: ""),
            isPresented: $model.paymentDeclined
        ) {
            Button("Use Another Card") {}
            Button("Cancel", role: .cancel) {}
        }
        // flagged: a LocalizedStringKey whose text is not in the catalog is shown as written
        .alert(LocalizedStringKey("Something went wrong"), isPresented: $model.genericFailure) {  // expect: vague-alert-title
            Button("OK", role: .cancel) {}
        }
        // flagged: a static constant whose initialiser is the literal "Error"
        .alert(L10n.errorTitle, isPresented: $model.warningShown) {  // expect: vague-alert-title
            Button(L10n.retry) {}
            Button(L10n.cancel, role: .cancel) {}
        }
        // clean: a static constant with a specific title
        .alert(L10n.couldNotExportTitle, isPresented: $model.exportFailed) {
            Button("OK", role: .cancel) {}
        }
        // flagged: the key resolves through Localizable.xcstrings to "Error"
        .alert("receipt.photo.save.failed.title", isPresented: $model.receiptSaveFailed) {  // expect: vague-alert-title
            Button("OK", role: .cancel) {}
        } message: {
            Text("The receipt photo could not be saved to your library.")
        }
        // clean: the key resolves through Localizable.xcstrings to "Couldn’t Export Invoice"
        .alert("export.failed.title", isPresented: $model.catalogExportFailed) {
            Button("OK", role: .cancel) {}
        }
        // flagged: String(localized:) with a key that resolves to "Something went wrong"
        .alert(String(localized: "alert.generic.title"), isPresented: $model.requestFailed) {  // expect: vague-alert-title
            Button("Try Again") { Task { await model.reloadCart() } }
            Button("Cancel", role: .cancel) {}
        }
        // flagged: a static constant whose initialiser is NSLocalizedString with `value: "Oops"`
        .alert(UserText.genericAlertTitle, isPresented: $model.oopsShown) {  // expect: vague-alert-title
            Button("OK", role: .cancel) {}
        }
        // clean: the same shape with a specific `value:`
        .alert(UserText.couponExpiredTitle, isPresented: $model.couponExpired) {
            Button("Remove Coupon") {}  // expect: missing-destructive-role
            Button("Keep Coupon", role: .cancel) {}
        }
        // clean: Text of a catalog key that resolves to "Cart Changed on Another Device"
        .alert(Text(LocalizedStringKey("sync.conflict.title")), isPresented: $model.cartConflict) {
            Button("Reload Cart") { Task { await model.reloadCart() } }
            Button("Cancel", role: .cancel) {}
        }
        // clean: the title comes from the error's errorDescription at run time
        .alert(isPresented: $model.showCheckoutError, error: model.lastError) { _ in
            Button("Edit Address") {}
            Button("Cancel", role: .cancel) {}
        } message: { error in
            Text(error.recoverySuggestion ?? "")
        }
    }
}
