import SwiftUI
import UniformTypeIdentifiers

struct DocumentVersion: Identifiable, Hashable {
    let id: UUID
    var savedAt: Date
    var author: String
}

enum ExportFormat: String, CaseIterable, Identifiable {
    case pdf, markdown, rtf
    var id: String { rawValue }
}

/// The design system's alert button; it is a custom type, so its role is not known here.
struct BrandedAlertButton: View {
    let title: LocalizedStringKey
    var action: () -> Void

    var body: some View {
        Button(title, action: action)
            .fontWeight(.semibold)
    }
}

@MainActor
@Observable
final class DocumentModel {
    var title = "Untitled"
    var text = ""
    var versions: [DocumentVersion] = []
    var isShared = false
    var isOwner = true
    var hasUnsavedChanges = false

    func save() {}
    func discardChanges() {}
    func restore(_ version: DocumentVersion) {}
    func export(as format: ExportFormat) {}
    func stopSharing() {}
    func duplicate() {}
    func revealInFinder() {}
    func saveCopy() {}
}

struct DocumentEditor: View {
    @State private var model = DocumentModel()
    @Environment(\.dismiss) private var dismiss

    @State private var confirmClose = false
    @State private var confirmCloseAgain = false
    @State private var chooseVersion = false
    @State private var chooseVersionToRestore = false
    @State private var confirmShareChange = false
    @State private var confirmShareChangeAgain = false
    @State private var showExported = false
    @State private var legacyConfirmRevert = false
    @State private var legacyConfirmSave = false
    @State private var legacyMoreOptions = false
    @State private var showBrandedPrompt = false
    @State private var showSaveFailed = false

    var body: some View {
        NavigationStack {
            TextEditor(text: $model.text)
                .padding()
                .navigationTitle(model.title)
                .toolbar {
                    Button("Close") {
                        if model.hasUnsavedChanges { confirmClose = true } else { dismiss() }
                    }
                }
        }
        // flagged once, at the action (the alert-level finding would repeat it): the actions come from a helper property; "Keep Editing" backs out without the role,
        // and neither action has it.
        .alert("Discard unsaved changes?", isPresented: $confirmClose) {  // expect: alert-focus-return
            closeActions
        }
        // clean: a helper whose way out has its role.
        .alert("Discard unsaved changes?", isPresented: $confirmCloseAgain) {
            closeActionsWithRoles
        }
        // flagged: ForEach makes the count unknown, but "Cancel" is still missing its role.
        .alert("Restore an earlier version?", isPresented: $chooseVersion) {
            ForEach(model.versions) { version in
                Button(version.savedAt.formatted(date: .abbreviated, time: .shortened)) {
                    model.restore(version)
                }
            }
            Button("Cancel") {}  // expect: missing-cancel-role
        }
        // clean: ForEach alone; the number of actions is unknown, so no cancel can be demanded.
        .alert("Restore which version?", isPresented: $chooseVersionToRestore) {
            ForEach(model.versions) { version in
                Button("Version by \(version.author)") { model.restore(version) }
            }
        }
        // flagged: branches count on their own; the shared branch offers two actions and no cancel.
        .alert("Change sharing?", isPresented: $confirmShareChange) {  // expect: missing-cancel-role
            if model.isShared {
                Button("Stop Sharing", role: .destructive) { model.stopSharing() }
                Button("Duplicate Instead") { model.duplicate() }
            } else {
                Button("Share with Team") { model.isShared = true }
            }
        }
        // clean: each branch has either a single action or a cancel.
        .alert("Change sharing?", isPresented: $confirmShareChangeAgain) {
            if model.isShared {
                Button("Stop Sharing", role: .destructive) { model.stopSharing() }
                Button("Keep Sharing", role: .cancel) {}
            } else {
                Button("Share with Team") { model.isShared = true }
            }
        }
        // flagged: on macOS the `#if` adds a second action, and neither is a cancel.
        .alert("Document exported", isPresented: $showExported) {  // expect: missing-cancel-role
            Button("Done") {}
            #if os(macOS)
            Button("Show in Finder") { model.revealInFinder() }
            #endif
        }
        // flagged once, at the action (the alert-level finding would repeat it): legacy buttons count too; `.default(Text("Cancel"))` is not `.cancel(…)`.
        .alert(isPresented: $legacyConfirmRevert) {  // expect: deprecated-alert-api
            Alert(
                title: Text("Revert to the last saved version?"),
                primaryButton: .destructive(Text("Revert")) { model.discardChanges() },
                secondaryButton: .default(Text("Cancel"))  // expect: missing-cancel-role
            )
        }
        // clean: the legacy `.cancel()` is the cancel role.
        .alert(isPresented: $legacyConfirmSave) {  // expect: deprecated-alert-api
            Alert(
                title: Text("Save before closing?"),
                primaryButton: .default(Text("Save")) { model.save() },
                secondaryButton: .cancel()
            )
        }
        // flagged: in a legacy action sheet, a "Cancel" made with `.default`.
        .actionSheet(isPresented: $legacyMoreOptions) {  // expect: deprecated-alert-api
            ActionSheet(
                title: Text("More"),
                buttons: [
                    .default(Text("Duplicate")) { model.duplicate() },
                    .default(Text("Save a Copy")) { model.saveCopy() },
                    .default(Text("Cancel")),  // expect: missing-cancel-role
                ]
            )
        }
        // clean: a custom button type makes the action count and roles unknown.
        .alert("Publish to your blog?", isPresented: $showBrandedPrompt) {
            BrandedAlertButton(title: "Publish") {}
            Button("Save Draft") { model.save() }
        }
        // clean: the iOS 26 `.close` role marks the way out.
        .alert("Couldn't save to iCloud", isPresented: $showSaveFailed) {
            Button("Save a Copy on This Device") { model.saveCopy() }
            Button(role: .close) {}
        }
        .unsavedChangesAlert(isPresented: $model.hasUnsavedChanges, onSave: model.save)
        .exportFailureAlert(isPresented: .constant(false))
    }

    @ViewBuilder
    private var closeActions: some View {
        Button("Discard", role: .destructive) {
            model.discardChanges()
            dismiss()
        }
        Button("Keep Editing") {}  // expect: missing-cancel-role
    }

    @ViewBuilder
    private var closeActionsWithRoles: some View {
        Button("Discard", role: .destructive) {
            model.discardChanges()
            dismiss()
        }
        Button("Keep Editing", role: .cancel) {}
    }
}

// MARK: - Wrappers around `.alert`

struct UnsavedChangesAlert: ViewModifier {
    @Binding var isPresented: Bool
    var onSave: () -> Void

    func body(content: Content) -> some View {
        // flagged once, at the action (the alert-level finding would repeat it): a modifier wrapping `.alert`; "Not Now" has no role, and none of the
        // two actions is a cancel.
        content.alert("Save your changes?", isPresented: $isPresented) {
            Button("Save", action: onSave)
            Button("Not Now") {}  // expect: missing-cancel-role
        }
    }
}

extension View {
    func unsavedChangesAlert(isPresented: Binding<Bool>, onSave: @escaping () -> Void) -> some View {
        modifier(UnsavedChangesAlert(isPresented: isPresented, onSave: onSave))
    }

    func exportFailureAlert(isPresented: Binding<Bool>) -> some View {
        // clean: a bare `alert(` in a View extension, with its way out marked.
        alert("Export failed", isPresented: isPresented) {
            Button("Try Again") {}
            Button("Cancel", role: .cancel) {}
        }
    }
}

// MARK: - `.alert(` that is not a modifier

enum EditorEvent {
    case alert(title: String, buttons: [String])
    case toast(String)

    static func alert(_ title: String) -> EditorEvent {
        .alert(title: title, buttons: ["Cancel", "Not Now"])
    }
}

struct EditorEventLog: View {
    let events: [EditorEvent]

    var body: some View {
        List(events.indices, id: \.self) { index in
            switch events[index] {
            case .alert(let title, let buttons):
                Text("\(title) — \(buttons.joined(separator: ", "))")
            case .toast(let message):
                Text(message)
            }
        }
        .onAppear {
            _ = EditorEvent.alert("Autosave is off")
        }
    }
}
