import SwiftUI

// The team's own `alert(isPresented:content:)`: a card that slides over the screen. It takes the
// labels of SwiftUI's legacy alert, so what the content builds tells the two apart.

extension View {
    /// Shows `content` in a card over this view while `isPresented` is true.
    func alert<Content: View>(
        isPresented: Binding<Bool>,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(CardOverlay(isPresented: isPresented, card: content))
    }
}

struct CardOverlay<Card: View>: ViewModifier {
    @Binding var isPresented: Bool
    let card: () -> Card

    func body(content: Content) -> some View {
        content.overlay(alignment: .bottom) {
            if isPresented {
                card()
                    .padding()
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
                    .transition(.move(edge: .bottom))
            }
        }
    }
}

struct PrinterStatusView: View {
    @State private var showPaperLow = false
    @State private var showJobFailed = false
    @State private var showQueueCleared = false
    @State private var showToner = false

    var body: some View {
        VStack {
            Text("Office Printer")
            Button("Print Test Page") { showJobFailed = true }
        }
        // clean: the team's own card; its buttons are views, not a SwiftUI alert
        .alert(isPresented: $showPaperLow) {
            VStack {
                Text("Paper is running low")
                Button("OK") { showPaperLow = false }
            }
        }
        // clean: the content is the team's own view type
        .alert(isPresented: $showQueueCleared) {
            StatusCard(message: "Queue cleared")
        }
        // flagged: the content is an Alert, so this is SwiftUI's legacy alert
        .alert(isPresented: $showJobFailed) {  // expect: deprecated-alert-api, alert-focus-return
            Alert(title: Text("Couldn’t Print the Test Page"), dismissButton: .cancel(Text("Close")))
        }
        // flagged: an Alert from a helper of this view is SwiftUI's too
        .alert(isPresented: $showToner, content: tonerAlert)  // expect: deprecated-alert-api
    }

    private func tonerAlert() -> Alert {
        Alert(title: Text("Toner Is Low"), message: Text("Order a cartridge soon."))
    }
}

struct StatusCard: View {
    let message: String

    var body: some View {
        Label(message, systemImage: "checkmark.circle")
    }
}
