// Covers a control whose label the scan cannot read that opens one of two dialogs: both return
// focus to it through ONE focus state, not two named by each dialog's binding. It is named by what
// the bindings say alike (`isIssuesButtonFocused` of `showNoIssuesAlert` and
// `showIssuesFoundAlert`); where they say nothing alike, an app's control by its type
// (`isStatusButtonFocused`), a Button by the view that shows it (`isKeyboardSettingsButtonFocused`).
import SwiftUI

struct StatusButton: View {
    let systemImage: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: systemImage)
        }
    }
}

struct BackupStatusView: View {
    @State private var backupsFailed = 0
    @State private var showAllGood = false
    @State private var showFailures = false

    var body: some View {
        NavigationStack {
            Text("Backups")
                .toolbar {
                    StatusButton(systemImage: backupsFailed == 0 ? "checkmark" : "exclamationmark") {
                        if backupsFailed == 0 {
                            showAllGood = true
                        } else {
                            showFailures = true
                        }
                    }
                }
                .alert("Every backup finished", isPresented: $showAllGood) {
                    Button("Close", role: .cancel) {}
                }
                .alert("Some backups failed", isPresented: $showFailures) {
                    Button("Close", role: .cancel) {}
                }
        }
    }
}

struct KeyboardSettingsView: View {
    @State private var isSetUp = false
    @State private var showSetup = false
    @State private var showRemoval = false

    var body: some View {
        Form {
            Button {
                if isSetUp {
                    showRemoval = true
                } else {
                    showSetup = true
                }
            } label: {
                if isSetUp {
                    Text("Remove Layout")
                } else {
                    Text("Set Up Layout")
                }
            }
        }
        .sheet(isPresented: $showSetup) {
            NavigationStack {
                ScrollView {
                    Text("Press each key")
                }
                .navigationTitle("Set Up")
                .toolbar {
                    Button("Done") { showSetup = false }
                }
            }
        }
        .sheet(isPresented: $showRemoval) {
            NavigationStack {
                ScrollView {
                    Text("The layout will be removed")
                }
                .navigationTitle("Remove")
                .toolbar {
                    Button("Done") { showRemoval = false }
                }
            }
        }
    }
}

struct HealthToolbar: View {
    @State private var showNoIssuesAlert = false
    @State private var showIssuesFoundAlert = false
    let issueCount: Int

    var body: some View {
        StatusButton(systemImage: "stethoscope") {
            if issueCount == 0 {
                showNoIssuesAlert = true
            } else {
                showIssuesFoundAlert = true
            }
        }
        .alert("No issues found", isPresented: $showNoIssuesAlert) {
            Button("OK") {}
        }
        .alert("Some checks failed", isPresented: $showIssuesFoundAlert) {
            Button("OK") {}
        }
    }
}
