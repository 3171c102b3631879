import ComposableArchitecture
import SwiftUI

struct Product: Identifiable, Equatable {
    let id: String
    var name: String
    var price: Decimal
}

/// A line in the order timeline.
struct Entry: Identifiable, Equatable {
    let id = UUID()
    var message: String
    var isWarning: Bool

    static func alert(_ message: String) -> Entry { Entry(message: message, isWarning: true) }
}

@Reducer
struct StoreFrontFeature {
    @ObservableState
    struct State: Equatable {
        var products: IdentifiedArrayOf<Product> = []
        var cart: [Product.ID] = []
        var timeline: [Entry] = []
        var isCheckoutDialogPresented = false
        var showAlert = false
        @Presents var alert: AlertState<Action.Alert>?
    }

    enum Action {
        case alert(PresentationAction<Alert>)
        case addToCart(Product.ID)
        case checkoutTapped
        case checkoutDialogDismissed
        case paymentFailed(String)

        enum Alert: Equatable { case retryPayment }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addToCart(let id):
                state.cart.append(id)
                return .none
            case .checkoutTapped:
                state.isCheckoutDialogPresented = true
                return .none
            case .checkoutDialogDismissed:
                state.isCheckoutDialogPresented = false
                return .none
            case .paymentFailed(let reason):
                state.timeline.append(Entry.alert(reason))
                // clean: an `if` on a dialog-like name in reducer code is not a view at all
                if state.showAlert {
                    return .none
                }
                state.showAlert = true
                state.alert = AlertState { TextState("Payment Failed") } actions: {
                    ButtonState(action: .retryPayment) { TextState("Try Again") }
                }
                return .none
            case .alert(.presented(.retryPayment)):
                return .none
            case .alert:
                state.showAlert = false
                return .none
            }
        }
        .ifLet(\.$alert, action: \.alert)
    }
}

/// A reusable card for the few places where the design needs a custom look.
struct ConfirmationCard<Actions: View>: View {
    var title: LocalizedStringKey
    @ViewBuilder var actions: Actions

    var body: some View {
        VStack(spacing: 12) {
            Text(title).font(.headline)
            actions
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

struct StoreFrontView: View {
    @Bindable var store: StoreOf<StoreFrontFeature>
    @State private var showUpgradeSheet = false
    @State private var showClearCartDialog = false
    @State private var showGiftPopup = false
    @State private var giftNote = ""

    var body: some View {
        ZStack {
            List(store.products) { product in
                HStack {
                    Text(product.name)
                    Spacer()
                    Button("Add") { store.send(.addToCart(product.id)) }
                }
            }
            #if os(iOS)
            // flagged: inside an `#if` block, still directly in the ZStack
            if showUpgradeSheet {  // expect: faux-dialog
                VStack {
                    Text("Go Premium for Free Shipping")
                    Button("Upgrade") { showUpgradeSheet = false }
                    Button("No Thanks") { showUpgradeSheet = false }
                }
                .padding()
                .background(.thickMaterial)
            }
            #endif
        }
        .safeAreaInset(edge: .bottom) {
            VStack {
                Button("Check Out (\(store.cart.count))") { store.send(.checkoutTapped) }
                Button("Clear Cart…") { showClearCartDialog = true }
                // clean: an inline section in a VStack, neither a ZStack nor an overlay
                if showClearCartDialog {
                    Text("Remove everything from your cart?")
                    Button("Clear Cart", role: .destructive) { showClearCartDialog = false }
                    Button("Keep Items") { showClearCartDialog = false }
                }
            }
        }
        .onDisappear { store.send(.alert(.dismiss)) }
        // The real dialog for payment errors.
        .alert($store.scope(state: \.alert, action: \.alert))
        #if os(macOS)
        .frame(minWidth: 480)
        #endif
        // flagged: the condition is a member of the store
        .overlay {
            if store.isCheckoutDialogPresented {  // expect: faux-dialog
                ConfirmationCard(title: "Place Order?") {
                    Button("Place Order") { store.send(.checkoutDialogDismissed) }
                    Button("Cancel") { store.send(.checkoutDialogDismissed) }
                }
            }
        }
        // clean: the custom card is marked modal, as the rule's help asks
        .overlay {
            if showGiftPopup {
                ConfirmationCard(title: "Add a Gift Note") {
                    TextField("Note", text: $giftNote)
                    Button("Add Note") { showGiftPopup = false }
                }
                .accessibilityAddTraits(.isModal)
            }
        }
    }
}
