import SwiftUI

/// Sheets whose content branches: each branch is judged on its own, and a branch that cannot be
/// read stays unknown without hiding the others.
struct OrderHistoryView: View {
    @State private var selectedOrder: Order?
    @State private var showReceipt = false
    @State private var route: OrderRoute?
    @State private var showRefund = false
    @State private var showMap = false

    var body: some View {
        List(orders) { order in
            Button(order.title) { selectedOrder = order }
        }
        // flagged: the "no order" branch shows a bare message with no heading
        .sheet(item: $selectedOrder) { order in  // expect: modal-title-heading, modal-focus-return, modal-not-scrollable
            if order.isArchived {
                ArchivedOrderNotice()
            } else {
                NavigationStack {
                    OrderDetail(order: order)
                        .navigationTitle(order.title)
                }
            }
        }
        // clean: both branches have a heading and a close control
        .sheet(isPresented: $showReceipt) {  // expect: modal-not-scrollable
            if let receipt = latestReceipt {
                NavigationStack {
                    ReceiptView(receipt: receipt)
                        .navigationTitle("Receipt")
                        .toolbar { Button("Done") { showReceipt = false } }
                }
            } else {
                VStack {
                    Text("No receipt yet").accessibilityAddTraits(.isHeader)
                    Button("Close") { showReceipt = false }
                }
            }
        }
        // flagged: an enum-driven sheet; the .help case has no heading
        .sheet(item: $route) { route in  // expect: modal-title-heading
            switch route {
            case .edit(let order):
                NavigationStack {
                    OrderEditor(order: order)
                        .navigationTitle("Edit Order")
                }
            case .help:
                HelpCard()
            }
        }
        // flagged: the content's own body picks between a form and a result pop-up
        .sheet(isPresented: $showRefund) {  // expect: modal-title-heading
            RefundFlow()
        }
        // clean: one branch is a view of another module, the other has its heading
        .sheet(isPresented: $showMap) {  // expect: modal-missing-close-control, modal-not-scrollable
            if hasMapsModule {
                StoreLocatorScreen()
            } else {
                Text("Store locations").accessibilityAddTraits(.isHeader)
            }
        }
    }
}

enum OrderRoute: Identifiable {
    case edit(Order)
    case help
    var id: String { "\(self)" }
}

struct ArchivedOrderNotice: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("This order was archived and can no longer be changed.")
            Button("OK") { dismiss() }
        }
    }
}

struct OrderDetail: View {
    let order: Order
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            Text(order.summary)
            Button("Close") { dismiss() }
        }
    }
}

struct OrderEditor: View {
    let order: Order
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Text(order.summary)
            Button("Cancel", role: .cancel) { dismiss() }
        }
    }
}

struct HelpCard: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            Text("Orders can be edited until they ship.")
            Button("Got It") { dismiss() }
        }
    }
}

struct RefundFlow: View {
    @State private var submitted = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        if submitted {
            ScrollView {
                Text("Refund requested.")
                Button("Done") { dismiss() }
            }
        } else {
            NavigationStack {
                Form {
                    Button("Request Refund") { submitted = true }
                    Button("Cancel", role: .cancel) { dismiss() }
                }
                .navigationTitle("Refund")
            }
        }
    }
}

struct ReceiptView: View {
    let receipt: Receipt

    var body: some View {
        ScrollView { Text(receipt.text) }
    }
}
