import SwiftUI

struct CartItem: Identifiable, Hashable {
    let id: UUID
    var name: String
    var price: Decimal
    var quantity: Int
}

struct Address: Identifiable, Hashable {
    let id: UUID
    var label: String
    var lines: [String]
}

struct UpsellOffer: Identifiable {
    let id = UUID()
    var headline: String
    var acceptTitle: String
    var declineTitle: String
}

struct DeliveryChoice: Identifiable {
    let id = UUID()
    var title: String
    var role: ButtonRole?
    var select: () -> Void
}

@MainActor
final class CheckoutModel: ObservableObject {
    @Published var items: [CartItem] = []
    @Published var addresses: [Address] = []
    @Published var shippingAddress: Address?
    @Published var suggestedAddress: Address?
    @Published var offer: UpsellOffer?
    @Published var express = DeliveryChoice(title: "Express", role: nil, select: {})
    @Published var standard = DeliveryChoice(title: "Standard", role: .cancel, select: {})
    @Published var paymentError: String?

    var total: Decimal { items.reduce(0) { $0 + $1.price * Decimal($1.quantity) } }

    func placeOrder() {}
    func remove(_ item: CartItem) { items.removeAll { $0.id == item.id } }
    func applyCoupon() {}
    func useSuggestedAddress() { shippingAddress = suggestedAddress }
    func emptyCart() { items.removeAll() }
    func retryPayment() {}
    func cancelOrder() {}
    func acceptOffer() {}
    func declineOffer() { offer = nil }
}

struct CheckoutView: View {
    @StateObject private var model = CheckoutModel()

    @State private var confirmOrder = false
    @State private var confirmOrderAgain = false
    @State private var itemToRemove: CartItem?
    @State private var confirmRemove = false
    @State private var paymentDeclined = false
    @State private var offerCoupon = false
    @State private var addressMismatch = false
    @State private var confirmEmptyCart = false
    @State private var showUpsell = false
    @State private var paymentFailed = false
    @State private var confirmCancelOrder = false
    @State private var chooseDelivery = false
    @State private var orderPlaced = false
    @State private var chooseAddress = false

    var body: some View {
        List {
            Section("Cart") {
                ForEach(model.items) { item in
                    LabeledContent(item.name, value: item.price, format: .currency(code: "USD"))
                        .swipeActions {
                            Button("Remove", role: .destructive) {
                                itemToRemove = item
                                confirmRemove = true
                            }
                        }
                }
            }
            Section {
                Button("Place Order") { confirmOrder = true }
                Button("Ship to…") { chooseAddress = true }
                Button("Empty Cart", role: .destructive) { confirmEmptyCart = true }
            }
        }
        .navigationTitle("Checkout")
        // flagged: two actions and no way out marked as one.
        .alert("Place your order?", isPresented: $confirmOrder) {  // expect: missing-cancel-role, alert-focus-return
            Button("Place Order") { model.placeOrder() }
            Button("Review Cart") {}
        } message: {
            Text("Your card will be charged \(model.total.formatted(.currency(code: "USD"))).")
        }
        // clean: the same choice, with the way out marked.
        .alert("Place your order?", isPresented: $confirmOrderAgain) {
            Button("Place Order") { model.placeOrder() }
            Button("Review Cart", role: .cancel) {}
        }
        // flagged once, at the action (the alert-level finding would repeat it): no cancel role among two actions, and "Cancel" itself lacks it.
        .alert(  // expect: alert-focus-return
            "Remove \(itemToRemove?.name ?? "this item") from your cart?",
            isPresented: $confirmRemove,
            presenting: itemToRemove
        ) { item in
            Button("Remove", role: .destructive) { model.remove(item) }
            Button("Cancel") { itemToRemove = nil }  // expect: missing-cancel-role
        }
        // flagged: a lone action is fine in number, but "Dismiss" backs out and has no role.
        .alert("Payment declined", isPresented: $paymentDeclined) {
            Button("Dismiss") {}  // expect: missing-cancel-role
        } message: {
            Text(model.paymentError ?? "Your bank declined the payment.")
        }
        // flagged once, at the action (the alert-level finding would repeat it): `Button(action:) { Label(…) }` labelled "Maybe Later", and no cancel role at all.
        .alert("Save 10% with a coupon?", isPresented: $offerCoupon) {
            Button("Apply Coupon") { model.applyCoupon() }
            Button(action: dismissCouponOffer) {
                Label("Maybe Later", systemImage: "clock")  // expect: missing-cancel-role
            }
        }
        // flagged once, at the action (the alert-level finding would repeat it): `Button(_:action:)` labelled "Never Mind", and no cancel role.
        .alert(Text("We couldn't verify your address"), isPresented: $addressMismatch) {
            Button("Use Suggested Address", action: model.useSuggestedAddress)
            Button("Never Mind", action: keepEnteredAddress)  // expect: missing-cancel-role
        }
        // flagged: label closures; neither action is a cancel.
        .alert("Empty your cart?", isPresented: $confirmEmptyCart) {  // expect: missing-cancel-role, alert-focus-return
            Button(role: .destructive) {
                model.emptyCart()
            } label: {
                Text("Empty Cart")
            }
            Button {
                confirmEmptyCart = false
            } label: {
                Text("Keep Shopping")
            }
        }
        // flagged: the labels come from the offer and are unknown, but the roles are plain to
        // see: two actions, neither of them a cancel.
        .alert(model.offer?.headline ?? "", isPresented: $showUpsell, presenting: model.offer) { offer in  // expect: missing-cancel-role
            Button(offer.acceptTitle) { model.acceptOffer() }
            Button(offer.declineTitle) { model.declineOffer() }
        }
        // clean: a single action that does not back out.
        .alert("Payment didn't go through", isPresented: $paymentFailed) {
            Button("Try Again") { model.retryPayment() }
        }
        // clean: "Cancel Order" is not "Cancel"; the way out has its role.
        .alert("Cancel this order?", isPresented: $confirmCancelOrder) {
            Button("Cancel Order", role: .destructive) { model.cancelOrder() }
            Button("Keep Order", role: .cancel) {}
        }
        // clean: the roles come from values, so they are unknown.
        .alert("Choose delivery", isPresented: $chooseDelivery) {
            Button(model.express.title, role: model.express.role, action: model.express.select)
            Button(model.standard.title, role: model.standard.role, action: model.standard.select)
        }
        // clean: a lone acknowledgement with the cancel role.
        .alert("Order placed", isPresented: $orderPlaced) {
            Button("OK", role: .cancel) {}
        }
        // clean: a confirmation dialog brings its own Cancel, so it needs none of its actions to be one.
        .confirmationDialog("Ship to", isPresented: $chooseAddress, titleVisibility: .visible) {  // expect: alert-focus-return
            Button("Home") { model.shippingAddress = model.addresses.first }
            Button("Work") { model.shippingAddress = model.addresses.dropFirst().first }
            Button("New Address…") {}
        }
    }

    private func dismissCouponOffer() {
        offerCoupon = false
    }

    private func keepEnteredAddress() {
        model.suggestedAddress = nil
    }
}
