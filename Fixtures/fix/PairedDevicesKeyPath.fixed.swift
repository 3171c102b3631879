// Covers a trigger inside `ForEach(_:id:)` keyed by a key path rather than `Identifiable`: the
// row's identifier is `device.serialNumber` (a String), so the focus state is an optional of the
// key path's type and the actions name the row through the presented device.
// The signal bars come from a range `ForEach(0..<4)` and hold no trigger.
import SwiftUI

struct PairedDevice {
    var name: String
    var serialNumber: String
    var signalBars: Int
}

struct PairedDevicesView: View {
    @State private var devices: [PairedDevice] = []
    @State private var deviceToForget: PairedDevice?
    @State private var isConfirmingForget = false
    @AccessibilityFocusState private var focusedForgetButton: String?

    var body: some View {
        List {
            ForEach(devices, id: \.serialNumber) { device in
                HStack {
                    Text(device.name)
                    Spacer()
                    HStack(spacing: 2) {
                        ForEach(0..<4) { bar in
                            Image(systemName: bar < device.signalBars ? "circle.fill" : "circle")
                        }
                    }
                    Button("Forget") {
                        deviceToForget = device
                        isConfirmingForget = true
                    }
                    .accessibilityFocused($focusedForgetButton, equals: device.serialNumber)
                }
            }
        }
        .confirmationDialog(
            "Forget this device?",
            isPresented: $isConfirmingForget,
            titleVisibility: .visible,
            presenting: deviceToForget
        ) { device in
            Button("Forget \(device.name)", role: .destructive) {
                devices.removeAll { $0.serialNumber == device.serialNumber }
            }
            Button("Cancel", role: .cancel) { focusedForgetButton = device.serialNumber }
        } message: { device in
            Text("You will need to pair \(device.name) again to use it.")
        }
    }
}
