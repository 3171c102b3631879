import SwiftUI

/// A control generic over its label, with an initializer in a constrained extension that builds
/// the label itself from a string: a call of that initializer hands it no view.
struct RadioRow<Label: View>: View {
    @Binding var isSelected: Bool
    let label: () -> Label

    init(isSelected: Binding<Bool>, @ViewBuilder label: @escaping () -> Label) {
        self._isSelected = isSelected
        self.label = label
    }

    var body: some View {
        Button {
            isSelected.toggle()
        } label: {
            HStack {
                Image(systemName: isSelected ? "largecircle.fill.circle" : "circle")
                label()
            }
        }
    }
}

extension RadioRow where Label == Text {
    init(_ title: String, isSelected: Binding<Bool>) {
        self.init(isSelected: isSelected) { Text(title) }
    }
}

/// A banner that stores whatever view it is handed, with only a memberwise initializer.
struct PromoBanner: View {
    let badge: AnyView
    let message: String

    var body: some View {
        HStack {
            badge
            Text(message)
        }
    }
}

struct ShippingOptionsView: View {
    @State private var showSpeed = false
    @State private var showPromo = false
    @State private var express = false
    @State private var priority = false

    var body: some View {
        VStack {
            Button("Delivery Speed") { showSpeed = true }
            Button("Promotions") { showPromo = true }
        }
        // flagged: rows built from strings by the extension's initializer, and no heading anywhere
        .sheet(isPresented: $showSpeed) {  // expect: modal-title-heading, modal-focus-return
            ScrollView {
                RadioRow("Express", isSelected: $express)
                RadioRow("Priority", isSelected: $priority)
                Button("Done") { showSpeed = false }
            }
        }
        // clean (unknown): the banner is handed a view by value, which is not read here
        .sheet(isPresented: $showPromo) {  // expect: modal-focus-return
            ScrollView {
                PromoBanner(badge: AnyView(promoBadge), message: "Free shipping this week")
                Button("Done") { showPromo = false }
            }
        }
    }

    private var promoBadge: some View {
        Image(systemName: "tag")
    }
}
