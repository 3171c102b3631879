// Covers a row that opens a sheet from a tap anywhere on it and from a button inside it: the
// button is what VoiceOver reaches, so focus goes back to it. Where the button is shown only
// some of the time, the row's tap has no control to return to, and no fix is offered.
import SwiftUI

struct PrinterSettingsView: View {
    @State private var isEditingMargins = false
    @AccessibilityFocusState private var isEditFocused: Bool
    @State private var isEditingHeaders = false
    @State private var usesCustomHeaders = false

    var body: some View {
        Form {
            margins
            headers
        }
    }

    private var margins: some View {
        HStack {
            Text("Page Margins")
            Spacer()
            Button("Edit…") {
                isEditingMargins = true
            }
            .accessibilityFocused($isEditFocused)
        }
        .onTapGesture {
            isEditingMargins = true
        }
        .sheet(isPresented: $isEditingMargins, onDismiss: { isEditFocused = true }) {
            MarginsEditor()
        }
    }

    private var headers: some View {
        HStack {
            Toggle("Custom Headers", isOn: $usesCustomHeaders)
            if usesCustomHeaders {
                Button("Edit Headers") {
                    isEditingHeaders = true
                }
            }
        }
        .onTapGesture {
            isEditingHeaders = true
        }
        .sheet(isPresented: $isEditingHeaders) {
            HeadersEditor()
        }
    }
}

struct MarginsEditor: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Text("Top and bottom")
            }
            .navigationTitle("Margins")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}

struct HeadersEditor: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Text("Left, centre and right")
            }
            .navigationTitle("Headers")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}
