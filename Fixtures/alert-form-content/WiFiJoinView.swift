import Network
import SwiftUI

struct WiFiNetwork: Identifiable, Hashable {
    enum Security: String, CaseIterable, Identifiable {
        case none = "None"
        case wpa2Personal = "WPA2 Personal"
        case wpa3Personal = "WPA3 Personal"
        case wpa2Enterprise = "WPA2 Enterprise"
        var id: Self { self }
    }

    let id: String
    var ssid: String
    var security: Security
    var signalBars: Int
    var usesPasscodeOnly: Bool { security != .wpa2Enterprise }
}

@Observable
final class WiFiModel {
    var isWiFiOn = true
    var networks: [WiFiNetwork] = []
    var selected: WiFiNetwork?
    var isJoining = false

    func join(_ network: WiFiNetwork, user: String?, password: String, remember: Bool) async throws {}
    func joinHidden(ssid: String, security: WiFiNetwork.Security, password: String, autoJoin: Bool) async throws {}
    func forget(_ network: WiFiNetwork) {}
    func turnOff() {}
}

struct WiFiJoinView: View {
    @State private var model = WiFiModel()
    @State private var user = ""
    @State private var password = ""
    @State private var rememberNetwork = true
    @State private var showEnterprise = false
    @State private var showPassword = false
    @State private var showRemember = false
    @State private var showOtherNetwork = false
    @State private var confirmTurnOff = false
    @State private var showCaptive = false

    @State private var hiddenSSID = ""
    @State private var hiddenSecurity: WiFiNetwork.Security = .wpa2Personal
    @State private var autoJoin = true

    var body: some View {
        List {
            Section {
                Toggle("Wi-Fi", isOn: $model.isWiFiOn)
                    .onChange(of: model.isWiFiOn) { _, isOn in
                        if !isOn { confirmTurnOff = true }
                    }
                    // clean: the Toggle is the view the alert is attached to, not content of the alert
                    .alert("Turn Off Wi-Fi?", isPresented: $confirmTurnOff) {
                        Button("Turn Off") { model.turnOff() }
                        Button("Keep On", role: .cancel) { model.isWiFiOn = true }
                    } message: {
                        Text("You will be disconnected from “\(model.selected?.ssid ?? "")”.")
                    }
            }
            Section("Networks") {
                ForEach(model.networks) { network in
                    Button {
                        model.selected = network
                        if network.security == .wpa2Enterprise {
                            showEnterprise = true
                        } else {
                            showPassword = true
                        }
                    } label: {
                        LabeledContent(network.ssid) {
                            Image(systemName: "wifi", variableValue: Double(network.signalBars) / 3)
                        }
                    }
                }
                Button("Other…") { showOtherNetwork = true }
            }
        }
        .navigationTitle("Wi-Fi")
        // Enterprise networks ask for a user name too.
        #if os(iOS)
        .navigationBarTitleDisplayMode(.inline)
        #endif
        // flagged: user name and password make two fields; the second one is the finding
        .alert("Join “\(model.selected?.ssid ?? "")”", isPresented: $showEnterprise) {  // expect: alert-focus-return
            TextField("User Name", text: $user)
                .textContentType(.username)
                .textInputAutocapitalization(.never)
            SecureField("Password", text: $password)  // expect: alert-form-content
                .textContentType(.password)
            Button("Join") {
                guard let network = model.selected else { return }
                Task { try? await model.join(network, user: user, password: password, remember: true) }
            }
            Button("Cancel", role: .cancel) {}
        }
        // clean: one secure field is what an alert is for
        .alert("Enter the password for “\(model.selected?.ssid ?? "")”", isPresented: $showPassword) {  // expect: alert-focus-return
            SecureField("Password", text: $password)
                .textContentType(.password)
            Button("Join") {
                guard let network = model.selected else { return }
                Task { try? await model.join(network, user: nil, password: password, remember: rememberNetwork) }
            }
            Button("Cancel", role: .cancel) { password = "" }
        }
        /* Product asked for a "remember" switch in the join prompt (see FB-2291). */
        // flagged: the password field is fine, the Toggle is not
        .alert("Join “\(model.selected?.ssid ?? "")”", isPresented: $showRemember) {
            SecureField("Password", text: $password)
            Toggle("Remember This Network", isOn: $rememberNetwork)  // expect: alert-form-content
            Button("Join") {}
            Button("Cancel", role: .cancel) {}
        }
        // clean: a sheet is the right home for a form; its controls are not this rule's business
        .sheet(isPresented: $showOtherNetwork) {  // expect: modal-focus-return
            NavigationStack {
                Form {
                    TextField("Network Name", text: $hiddenSSID)
                    Picker("Security", selection: $hiddenSecurity) {
                        ForEach(WiFiNetwork.Security.allCases) { security in
                            Text(security.rawValue).tag(security)
                        }
                    }
                    if hiddenSecurity != .none {
                        SecureField("Password", text: $password)
                    }
                    Toggle("Auto-Join", isOn: $autoJoin)
                }
                .navigationTitle("Other Network")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { showOtherNetwork = false }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Join") {
                            Task {
                                try? await model.joinHidden(
                                    ssid: hiddenSSID, security: hiddenSecurity, password: password, autoJoin: autoJoin)
                            }
                            showOtherNetwork = false
                        }
                    }
                }
            }
        }
        // clean: a passcode field in one branch, a password field in the other: one field on each path
        .alert("Sign In to “\(model.selected?.ssid ?? "")”", isPresented: $showCaptive) {
            if model.selected?.usesPasscodeOnly == true {
                SecureField("Passcode", text: $password)
                    .keyboardType(.numberPad)
            } else {
                SecureField("Password", text: $password)
            }
            Button("Sign In") {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This network requires you to sign in before you can use the internet.")
        }
    }
}
