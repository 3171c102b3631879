// Covers triggers in `ForEach` rows whose identifier is an optional already: a model whose `id`
// is `String?` until it is saved, and rows identified by a `serial: String?`. The focus state is
// `Vehicle.ID` and `String?`, never an optional of an optional. Rows given `id: \.id` of a type
// that is not `Identifiable` have no `Tariff.ID`: the focus state is the property's own `Int?`;
// those of an `Identifiable` type whose `let id = UUID()` declares no type use `Plan.ID`.
import SwiftUI

struct Vehicle: Identifiable {
    var id: String?
    var name: String
}

struct Charger {
    var serial: String?
    var label: String
}

struct Tariff {
    var id: Int
    var title: String
}

struct Plan: Identifiable {
    let id = UUID()
    var name: String
}

struct GarageView: View {
    @State private var vehicles: [Vehicle] = []
    @State private var chargers: [Charger] = []
    @State private var isConfirmingRemoval = false
    @AccessibilityFocusState private var focusedRemoveButton: Vehicle.ID
    @State private var isConfirmingPairing = false
    @AccessibilityFocusState private var focusedPairButton: String?
    @State private var tariffs: [Tariff] = []
    @State private var isConfirmingTariff = false
    @AccessibilityFocusState private var focusedSwitchButton: Int?
    @State private var plans: [Plan] = []
    @State private var isConfirmingPlan = false
    @AccessibilityFocusState private var focusedRenewButton: Plan.ID?

    var body: some View {
        List {
            ForEach(vehicles) { vehicle in
                HStack {
                    Text(vehicle.name)
                    Button("Remove") {
                        isConfirmingRemoval = true
                    }
                    .accessibilityFocused($focusedRemoveButton, equals: vehicle.id)
                    .alert("Remove \(vehicle.name)?", isPresented: $isConfirmingRemoval) {
                        Button("Remove", role: .destructive) {
                            retire(vehicle)
                        }
                        Button("Cancel", role: .cancel) { focusedRemoveButton = vehicle.id }
                    }
                }
            }
            ForEach(chargers, id: \.serial) { charger in
                HStack {
                    Text(charger.label)
                    Button("Pair") {
                        isConfirmingPairing = true
                    }
                    .accessibilityFocused($focusedPairButton, equals: charger.serial)
                    .alert("Pair with \(charger.label)?", isPresented: $isConfirmingPairing) {
                        Button("Pair") {
                            print("pair \(charger.label)")
                            focusedPairButton = charger.serial
                        }
                        Button("Cancel", role: .cancel) { focusedPairButton = charger.serial }
                    }
                }
            }
            ForEach(tariffs, id: \.id) { tariff in
                HStack {
                    Text(tariff.title)
                    Button("Switch") {
                        isConfirmingTariff = true
                    }
                    .accessibilityFocused($focusedSwitchButton, equals: tariff.id)
                    .alert("Switch to \(tariff.title)?", isPresented: $isConfirmingTariff) {
                        Button("Switch") {
                            print("switch to \(tariff.title)")
                            focusedSwitchButton = tariff.id
                        }
                        Button("Cancel", role: .cancel) { focusedSwitchButton = tariff.id }
                    }
                }
            }
            ForEach(plans, id: \.id) { plan in
                HStack {
                    Text(plan.name)
                    Button("Renew") {
                        isConfirmingPlan = true
                    }
                    .accessibilityFocused($focusedRenewButton, equals: plan.id)
                    .alert("Renew \(plan.name)?", isPresented: $isConfirmingPlan) {
                        Button("Renew") {
                            print("renew \(plan.name)")
                            focusedRenewButton = plan.id
                        }
                        Button("Cancel", role: .cancel) { focusedRenewButton = plan.id }
                    }
                }
            }
        }
    }

    private func retire(_ vehicle: Vehicle) {
        print("retire \(vehicle.name)")
    }
}
