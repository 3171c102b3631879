import ComposableArchitecture
import SwiftUI

struct FileItem: Identifiable, Hashable {
    let id: UUID
    var name: String
    var isFolder: Bool
    var isOwnedByMe: Bool
}

struct PairedDevice: Identifiable, Hashable {
    let id: UUID
    var name: String
}

/// What a file action looks like, decided by policy at run time.
struct FileActionPolicy {
    var title: String
    var role: ButtonRole?
    var perform: () -> Void
}

/// The design system's red button; its role and label are not visible from the call site.
struct DangerButton: View {
    let title: LocalizedStringKey
    var action: () -> Void

    var body: some View {
        Button(title, role: .destructive, action: action)
    }
}

@MainActor
@Observable
final class FileBrowserModel {
    var items: [FileItem] = []
    var selection: Set<FileItem.ID> = []
    var trashCount = 0
    var devices: [PairedDevice] = []
    var deletePolicy = FileActionPolicy(title: "Delete", role: .destructive, perform: {})
    var secondaryPolicy = FileActionPolicy(title: "Archive", role: nil, perform: {})

    var selectedItems: [FileItem] { items.filter { selection.contains($0.id) } }
    var current: FileItem? { selectedItems.first }

    func delete(_ item: FileItem) {}
    func leave(_ item: FileItem) {}
    func emptyTrash() { trashCount = 0 }
    func eraseAll() {}
    func removeFromRecents() {}
    func forget(_ device: PairedDevice) {}
    func unpair(_ device: PairedDevice) {}
    func disconnectServer() {}
    func duplicate() {}
    func compress() {}
}

struct FileBrowserView: View {
    @State private var model = FileBrowserModel()

    @State private var confirmDeleteSelection = false
    @State private var confirmDeleteSelectionAgain = false
    @State private var confirmEmptyTrash = false
    @State private var confirmEmptyTrashAgain = false
    @State private var confirmRemoveFolder = false
    @State private var legacyConfirmErase = false
    @State private var legacyConfirmEraseAgain = false
    @State private var legacyRecentsSheet = false
    @State private var deviceToRemove: PairedDevice?
    @State private var confirmRemoveDevice = false
    @State private var showDangerPrompt = false
    @State private var showPolicyPrompt = false
    @State private var showRolePolicyPrompt = false
    @State private var confirmForgetDevice = false
    @State private var showFileActions = false

    var body: some View {
        List(model.items, selection: $model.selection) { item in
            Label(item.name, systemImage: item.isFolder ? "folder" : "doc")
        }
        .toolbar {
            Button("Delete", systemImage: "trash") { confirmDeleteSelection = true }
            Button("Actions", systemImage: "ellipsis.circle") { showFileActions = true }
        }
        // flagged: a button built by ForEach; the count is unknown, the label is not.
        .confirmationDialog("Delete the selected files?", isPresented: $confirmDeleteSelection) {  // expect: alert-focus-return
            ForEach(model.selectedItems) { item in
                Button("Delete \(item.name)") { model.delete(item) }  // expect: missing-destructive-role
            }
        }
        // clean: the same ForEach with the role.
        .confirmationDialog("Delete the selected files?", isPresented: $confirmDeleteSelectionAgain) {
            ForEach(model.selectedItems) { item in
                Button("Delete \(item.name)", role: .destructive) { model.delete(item) }
            }
        }
        // flagged: the action comes from a helper property of this type.
        .alert("Empty the Trash?", isPresented: $confirmEmptyTrash) {
            trashActions
        }
        // clean: a helper whose action has the role.
        .alert("Empty the Trash?", isPresented: $confirmEmptyTrashAgain) {
            trashActionsWithRole
        }
        // flagged twice: each branch has its own destructive action without the role.
        .alert("Remove this folder?", isPresented: $confirmRemoveFolder) {
            if model.current?.isOwnedByMe == true {
                Button("Delete Folder") {  // expect: missing-destructive-role
                    if let item = model.current { model.delete(item) }
                }
            } else {
                Button("Leave Folder") {  // expect: missing-destructive-role
                    if let item = model.current { model.leave(item) }
                }
            }
            Button("Cancel", role: .cancel) {}
        }
        // flagged: legacy `.default(Text(…))` with a destructive label.
        .alert(isPresented: $legacyConfirmErase) {  // expect: deprecated-alert-api
            Alert(
                title: Text("Erase everything on this drive?"),
                primaryButton: .default(Text("Erase All Content")) { model.eraseAll() },  // expect: missing-destructive-role
                secondaryButton: .cancel()
            )
        }
        // clean: legacy `.destructive(Text(…))` is the destructive role.
        .alert(isPresented: $legacyConfirmEraseAgain) {  // expect: deprecated-alert-api
            Alert(
                title: Text("Erase everything on this drive?"),
                primaryButton: .destructive(Text("Erase All Content")) { model.eraseAll() },
                secondaryButton: .cancel()
            )
        }
        // flagged: a legacy action sheet's `.default` button with a destructive label.
        .actionSheet(isPresented: $legacyRecentsSheet) {  // expect: deprecated-alert-api
            ActionSheet(
                title: Text("Recents"),
                buttons: [
                    .default(Text("Remove from Recents")) { model.removeFromRecents() },  // expect: missing-destructive-role
                    .cancel(),
                ]
            )
        }
        // flagged: the iOS 26 `.confirm` role is not `.destructive`.
        .alert("Remove \(deviceToRemove?.name ?? "device")?", isPresented: $confirmRemoveDevice, presenting: deviceToRemove) { device in
            Button("Remove Device", role: .confirm) { model.unpair(device) }  // expect: missing-destructive-role
            Button("Cancel", role: .cancel) {}
        }
        // clean: a custom button type; what it renders is unknown here.
        .alert("Delete \(model.selection.count) files?", isPresented: $showDangerPrompt) {
            DangerButton(title: "Delete") {
                model.selectedItems.forEach(model.delete)
            }
            Button("Cancel", role: .cancel) {}
        }
        // clean: the label comes from a value known only at run time.
        .alert("Apply the file policy?", isPresented: $showPolicyPrompt) {
            Button(model.secondaryPolicy.title, action: model.secondaryPolicy.perform)
            Button("Cancel", role: .cancel) {}
        }
        // clean: the role comes from a value, so it is unknown.
        .alert("Apply the delete policy?", isPresented: $showRolePolicyPrompt) {
            Button("Delete Selected Files", role: model.deletePolicy.role, action: model.deletePolicy.perform)
            Button("Cancel", role: .cancel) {}
        }
        // clean: a confirmation dialog with nothing destructive in it.
        .confirmationDialog("File actions", isPresented: $showFileActions) {  // expect: alert-focus-return
            Button("Duplicate") { model.duplicate() }
            Button("Compress") { model.compress() }
        }
        .forgetDeviceDialog(isPresented: $confirmForgetDevice, device: model.devices.first) { device in
            model.forget(device)
        }
        .disconnectAlert(isPresented: .constant(false), onDisconnect: model.disconnectServer)
    }

    @ViewBuilder
    private var trashActions: some View {
        Button("Empty Trash") { model.emptyTrash() }  // expect: missing-destructive-role
        Button("Cancel", role: .cancel) {}
    }

    @ViewBuilder
    private var trashActionsWithRole: some View {
        Button("Empty Trash", role: .destructive) { model.emptyTrash() }
        Button("Cancel", role: .cancel) {}
    }
}

// MARK: - Wrappers around dialogs

struct ForgetDeviceDialog: ViewModifier {
    @Binding var isPresented: Bool
    let device: PairedDevice?
    var onForget: (PairedDevice) -> Void

    func body(content: Content) -> some View {
        // flagged: a modifier wrapping `.confirmationDialog`; "Forget" is destructive.
        content.confirmationDialog(
            "Forget \(device?.name ?? "this device")?",
            isPresented: $isPresented,
            titleVisibility: .visible,
            presenting: device
        ) { device in
            Button("Forget This Device") { onForget(device) }  // expect: missing-destructive-role
        }
    }
}

extension View {
    func forgetDeviceDialog(
        isPresented: Binding<Bool>,
        device: PairedDevice?,
        onForget: @escaping (PairedDevice) -> Void
    ) -> some View {
        modifier(ForgetDeviceDialog(isPresented: isPresented, device: device, onForget: onForget))
    }

    func disconnectAlert(isPresented: Binding<Bool>, onDisconnect: @escaping () -> Void) -> some View {
        // clean: a bare `alert(` in a View extension, with the role.
        alert("Disconnect from the server?", isPresented: isPresented) {
            Button("Disconnect", role: .destructive, action: onDisconnect)
            Button("Cancel", role: .cancel) {}
        }
    }
}

// MARK: - `.alert(` that is not a modifier

@Reducer
struct TrashFeature {
    @ObservableState
    struct State: Equatable {
        var count = 0
        @Presents var alert: AlertState<Action.Alert>?
    }

    enum Action {
        case alert(PresentationAction<Alert>)
        case emptyTapped

        enum Alert: Equatable { case confirmEmpty }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .alert(.presented(.confirmEmpty)):
                state.count = 0
                return .none
            case .alert:
                return .none
            case .emptyTapped:
                state.alert = AlertState {
                    TextState("Empty Trash?")
                } actions: {
                    ButtonState(action: .confirmEmpty) { TextState("Delete All") }
                }
                return .none
            }
        }
        .ifLet(\.$alert, action: \.alert)
    }
}

struct TrashBadge: View {
    let store: StoreOf<TrashFeature>

    var body: some View {
        Button("Empty \(store.count) Items") { store.send(.emptyTapped) }
            .onDisappear { store.send(.alert(.dismiss)) }
    }
}
