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
    @AccessibilityFocusState private var isChangeEmailFocused: Bool
    @State private var showChangePassword = false
    @AccessibilityFocusState private var isChangePasswordFocused: Bool
    @State private var email = ""
    @State private var password = ""

    var body: some View {
        Form {
            HStack {
                Text("Email")
                Button("Change") { showChangeEmail = true }
                    .accessibilityFocused($isChangeEmailFocused)
            }
            HStack {
                Text("Password")
                Button("Change") { showChangePassword = true }
                    .accessibilityFocused($isChangePasswordFocused)
            }
        }
        .sheet(isPresented: $showChangeEmail, onDismiss: { isChangeEmailFocused = true }) {
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
        .sheet(isPresented: $showChangePassword, onDismiss: { isChangePasswordFocused = true }) {
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
    @AccessibilityFocusState private var isStartScriptEditorButtonFocused: Bool
    @State private var showingJoinScriptEditor = false
    @AccessibilityFocusState private var isJoinScriptEditorButtonFocused: Bool
    @State private var showingDraftPreview = false
    @AccessibilityFocusState private var isDraftPreviewButtonFocused: Bool
    @State private var showingFinalPreview = false
    @AccessibilityFocusState private var isFinalPreviewButtonFocused: Bool
    @State private var isDraft = true
    @State private var showingIOSFilters = false
    @State private var showingMacFilters = false
    @AccessibilityFocusState private var isFiltersFocused: Bool

    var body: some View {
        VStack {
            Button("Edit script") { showingStartScriptEditor = true }
                .accessibilityFocused($isStartScriptEditorButtonFocused)
            Button("Edit script") { showingJoinScriptEditor = true }
                .accessibilityFocused($isJoinScriptEditorButtonFocused)
            if isDraft {
                Button("Preview") { showingDraftPreview = true }
                    .accessibilityFocused($isDraftPreviewButtonFocused)
            } else {
                Button("Preview") { showingFinalPreview = true }
                    .accessibilityFocused($isFinalPreviewButtonFocused)
            }
            #if os(iOS)
                Button("Filters") { showingIOSFilters = true }
                    .accessibilityFocused($isFiltersFocused)
            #else
                Button("Filters") { showingMacFilters = true }
                    .accessibilityFocused($isFiltersFocused)
            #endif
        }
        .sheet(isPresented: $showingStartScriptEditor, onDismiss: { isStartScriptEditorButtonFocused = true }) {
            ScriptEditor(name: "start")
        }
        .sheet(isPresented: $showingJoinScriptEditor, onDismiss: { isJoinScriptEditorButtonFocused = true }) {
            ScriptEditor(name: "join")
        }
        .sheet(isPresented: $showingDraftPreview, onDismiss: { isDraftPreviewButtonFocused = true }) {
            ScriptEditor(name: "draft")
        }
        .sheet(isPresented: $showingFinalPreview, onDismiss: { isFinalPreviewButtonFocused = true }) {
            ScriptEditor(name: "final")
        }
        .sheet(isPresented: $showingIOSFilters, onDismiss: { isFiltersFocused = true }) {
            ScriptEditor(name: "filters")
        }
        .sheet(isPresented: $showingMacFilters, onDismiss: { isFiltersFocused = true }) {
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
