import SwiftUI

struct BookingReviewView: View {
    @ObservedObject var booking: BookingDraft

    @State private var showFareRules = false
    @State private var showSeatMap = false
    @State private var showPromo = false
    @State private var showTerms = false
    @State private var showBaggage = false
    @State private var promoCode = ""
    @State private var confirmedReceipt: Receipt?

    var body: some View {
        Form {
            Section("Flight") {
                LabeledContent("Route", value: booking.routeDescription)
                LabeledContent("Fare", value: booking.fare.name)
                Button("Fare Rules") { showFareRules = true }
            }
            Section("Seat") {
                Button(booking.seat ?? "Choose Seat") { showSeatMap = true }
                Button("Add Baggage") { showBaggage = true }
            }
            Section {
                Button("Promo Code") { showPromo = true }
                Button("Terms and Conditions") { showTerms = true }
            }
            Section {
                Button("Pay \(booking.total.formatted(.currency(code: booking.currency)))") {
                    Task { confirmedReceipt = try? await booking.confirm() }
                }
            }
        }
        .navigationTitle("Review")
        // a navigation container, but nothing sets a title in it
        .sheet(isPresented: $showFareRules) {  // expect: modal-title-heading, modal-focus-return
            NavigationStack {
                List(booking.fare.rules, id: \.self) { rule in
                    Text(rule)
                }
                .toolbar {
                    Button("Done") { showFareRules = false }
                }
            }
        }
        // an accessibility label that says "heading" is not a heading
        .sheet(isPresented: $showSeatMap) {  // expect: modal-title-heading, modal-focus-return
            SeatMapView(seat: $booking.seat, cabin: booking.cabin)
        }
        // all arguments labelled; the title Text has no header trait
        .sheet(isPresented: $showPromo, onDismiss: applyPromo, content: {  // expect: modal-title-heading, modal-focus-return
            PromoCodeEntry(code: $promoCode)
        })
        // clean: the title is a child view (SheetTitle) that carries the header trait; and the
        // receipt is set once an await is over, an event rather than the tap, so "Pay" is not the
        // trigger (as in SyncStatusView's export).
        .sheet(item: $confirmedReceipt) { receipt in
            BookingReceipt(receipt: receipt)
        }
        // clean: a UIKit controller (SFSafariViewController) brings its own title bar
        .sheet(isPresented: $showTerms) {  // expect: modal-focus-return
            SafariView(url: booking.termsURL)
                .ignoresSafeArea()
        }
        // clean: .navigationTitle(Text(…)) inside a NavigationStack, with #if between the links
        .sheet(isPresented: $showBaggage) {  // expect: modal-focus-return
            NavigationStack {
                BaggageForm(booking: booking)
                    .navigationTitle(Text("Baggage"))
                    #if os(iOS)
                    .navigationBarTitleDisplayMode(.inline)
                    #endif
                    .toolbar {
                        Button("Done") { showBaggage = false }
                    }
            }
        }
    }

    private func applyPromo() {
        guard !promoCode.isEmpty else { return }
        booking.apply(promoCode: promoCode)
    }
}

struct SeatMapView: View {
    @Binding var seat: String?
    let cabin: Cabin
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            Text("Seat Map")
                .font(.headline)
                .accessibilityLabel("Seat map heading")
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: cabin.seatsPerRow)) {
                ForEach(cabin.seats) { candidate in
                    Button(candidate.code) {
                        seat = candidate.code
                        dismiss()
                    }
                    .disabled(candidate.isTaken)
                }
            }
            .padding()
        }
    }
}

struct PromoCodeEntry: View {
    @Binding var code: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Text("Promo Code")
                    .font(.title3.bold())
                TextField("Code", text: $code)
                    .textInputAutocapitalization(.characters)
                    .textFieldStyle(.roundedBorder)
                Button("Apply") { dismiss() }
                    .buttonStyle(.borderedProminent)
            }
            .padding()
        }
        .presentationDetents([.height(220)])
    }
}

struct BookingReceipt: View {
    let receipt: Receipt
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                SheetTitle("Booking Confirmed")
                LabeledContent("Confirmation", value: receipt.confirmationCode)
                LabeledContent("Total", value: receipt.total, format: .currency(code: receipt.currency))
                Button("Done") { dismiss() }
                    .frame(maxWidth: .infinity)
            }
            .padding()
        }
    }
}

/// The large title used by sheets that have no navigation bar.
struct SheetTitle: View {
    private let text: LocalizedStringKey

    init(_ text: LocalizedStringKey) {
        self.text = text
    }

    var body: some View {
        Text(text)
            .font(.largeTitle.bold())
            .accessibilityAddTraits(.isHeader)
    }
}

struct BaggageForm: View {
    @ObservedObject var booking: BookingDraft

    var body: some View {
        Form {
            Stepper("Checked Bags: \(booking.checkedBags)", value: $booking.checkedBags, in: 0...3)
            Toggle("Sports Equipment", isOn: $booking.hasSportsEquipment)
        }
    }
}
