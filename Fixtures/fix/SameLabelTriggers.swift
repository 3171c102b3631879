// Covers controls of one label that open different dialogs and stand on screen together: the
// label tells them apart by nothing, so each focus state is named from its binding.
// - two "Change" buttons: `isChangeEmailFocused` and `isChangePasswordFocused`, never
//   `isChangeFocused` and `isChangeButtonFocused`;
// - two "Edit script" buttons whose bindings do not go on from the label: what each binding shows
//   names the button (`isJoinScriptEditorButtonFocused`);
// - "Preview" in both branches of an `if`, each opening its own sheet: never on screen together,
//   yet two focus states the label cannot tell apart either;
// - "Filters" built for iOS and for macOS, each opening its own sheet: no build holds both, and
//   one focus state named by the label serves them.
import SwiftUI

struct SignInDetailsView: View {
    @State private var showChangeEmail = false
    @State private var showChangePassword = false
    @State private var email = ""
    @State private var password = ""

    var body: some View {
        Form {
            HStack {
                Text("Email")
                Button("Change") { showChangeEmail = true }
            }
            HStack {
                Text("Password")
                Button("Change") { showChangePassword = true }
            }
        }
        .sheet(isPresented: $showChangeEmail) {
            NavigationStack {
                Form {
                    TextField("New email", text: $email)
                }
                .navigationTitle("Email")
                .toolbar {
                    Button("Done") { showChangeEmail = false }
                }
            }
        }
        .sheet(isPresented: $showChangePassword) {
            NavigationStack {
                Form {
                    SecureField("New password", text: $password)
                }
                .navigationTitle("Password")
                .toolbar {
                    Button("Done") { showChangePassword = false }
                }
            }
        }
    }
}

struct ScriptSettingsView: View {
    @State private var showingStartScriptEditor = false
    @State private var showingJoinScriptEditor = false
    @State private var showingDraftPreview = false
    @State private var showingFinalPreview = false
    @State private var isDraft = true
    @State private var showingIOSFilters = false
    @State private var showingMacFilters = false

    var body: some View {
        VStack {
            Button("Edit script") { showingStartScriptEditor = true }
            Button("Edit script") { showingJoinScriptEditor = true }
            if isDraft {
                Button("Preview") { showingDraftPreview = true }
            } else {
                Button("Preview") { showingFinalPreview = true }
            }
            #if os(iOS)
                Button("Filters") { showingIOSFilters = true }
            #else
                Button("Filters") { showingMacFilters = true }
            #endif
        }
        .sheet(isPresented: $showingStartScriptEditor) {
            ScriptEditor(name: "start")
        }
        .sheet(isPresented: $showingJoinScriptEditor) {
            ScriptEditor(name: "join")
        }
        .sheet(isPresented: $showingDraftPreview) {
            ScriptEditor(name: "draft")
        }
        .sheet(isPresented: $showingFinalPreview) {
            ScriptEditor(name: "final")
        }
        .sheet(isPresented: $showingIOSFilters) {
            ScriptEditor(name: "filters")
        }
        .sheet(isPresented: $showingMacFilters) {
            ScriptEditor(name: "filters")
        }
    }
}

struct ScriptEditor: View {
    @Environment(\.dismiss) private var dismiss
    let name: String

    var body: some View {
        NavigationStack {
            Form {
                Text(name)
            }
            .navigationTitle("Script")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}
