import SwiftUI

/// Content six view types deep is still read to the bottom.
struct InvoiceListView: View {
    @State private var showTotals = false

    var body: some View {
        Button("Totals") { showTotals = true }
            .sheet(isPresented: $showTotals) {  // expect: modal-title-heading, modal-focus-return
                TotalsScreen()
            }
    }
}

struct TotalsScreen: View {
    var body: some View { TotalsCard() }
}

struct TotalsCard: View {
    var body: some View { TotalsStack() }
}

struct TotalsStack: View {
    var body: some View { TotalsRows() }
}

struct TotalsRows: View {
    var body: some View { TotalsRow() }
}

struct TotalsRow: View {
    var body: some View { TotalsAmount() }
}

struct TotalsAmount: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            Text("Total due: 1,240.00")
                .font(.title)
            Button("Done") { dismiss() }
        }
    }
}
