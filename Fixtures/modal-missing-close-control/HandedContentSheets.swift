import SwiftUI

/// Content wrapped in the app's own container, handed the view it shows as a closure: the
/// container is read for its chrome, the closure where it is written.
struct SheetContainer<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        NavigationStack {
            ScrollView { content }
                .navigationTitle(title)
        }
    }
}

struct ProfileSettingsView: View {
    @State private var showPrivacy = false
    @State private var showAbout = false
    @State private var showLicenses = false
    @State private var showTips = false
    @State private var showOptions = false

    var body: some View {
        Form {
            Button("Privacy") { showPrivacy = true }
            Button("About") { showAbout = true }
            Button("Licenses") { showLicenses = true }
            Button("Tips") { showTips = true }
            Button("Options") { showOptions = true }
        }
        // flagged: the handed content shows text but nothing closes the sheet
        .sheet(isPresented: $showPrivacy) {  // expect: modal-missing-close-control, modal-focus-return
            SheetContainer(title: "Privacy") {
                Text("We never share your data.")
            }
        }
        // clean: the close button is in the handed content
        .sheet(isPresented: $showAbout) {  // expect: modal-focus-return
            SheetContainer(title: "About") {
                Text("Version 3.2")
                Button("Close") { showAbout = false }
            }
        }
        // clean: the environment's dismiss is handed on as a button's action
        .sheet(isPresented: $showLicenses) {  // expect: modal-focus-return
            LicensesView()
        }
        // flagged: the only close button is on a screen pushed from the sheet, not on the sheet
        .sheet(isPresented: $showTips) {  // expect: modal-missing-close-control, modal-focus-return
            NavigationStack {
                List {
                    NavigationLink("More Tips") {
                        MoreTipsView()
                    }
                }
                .navigationTitle("Tips")
            }
        }
        // flagged: a checkbox toggling its own binding closes nothing
        .sheet(isPresented: $showOptions) {  // expect: modal-missing-close-control, modal-focus-return
            NavigationStack {
                Form {
                    OptionCheckbox(title: "Sync over cellular", isOn: $syncOverCellular)
                }
                .navigationTitle("Options")
            }
        }
    }

    @AppStorage("syncOverCellular") private var syncOverCellular = false
}

struct OptionCheckbox: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        Button { isOn.toggle() } label: {
            Label(title, systemImage: isOn ? "checkmark.circle.fill" : "circle")
        }
    }
}

struct LicensesView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List { Text("MIT") }
                .navigationTitle("Licenses")
                .toolbar { CloseToolbarButton(action: dismiss.callAsFunction) }
        }
    }
}

struct CloseToolbarButton: View {
    let action: () -> Void

    var body: some View {
        Button("Close", systemImage: "xmark", action: action)
    }
}

struct MoreTipsView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            Text("Long-press a row to pin it.")
            Button("Done") { dismiss() }
        }
    }
}
