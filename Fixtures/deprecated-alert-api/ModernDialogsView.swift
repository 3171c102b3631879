import ComposableArchitecture
import SwiftUI

// This file starts with a UTF-8 byte order mark, as some older Xcode templates wrote them.

struct BackupError: LocalizedError {
    var volumeName: String
    var errorDescription: String? { "Couldn’t Back Up to “\(volumeName)”" }
    var recoverySuggestion: String? { "Connect the drive and try again." }
}

struct Snapshot: Identifiable, Equatable {
    let id: UUID
    var date: Date
    var sizeInBytes: Int64
}

/// One row of the backup history.
struct Entry: Identifiable, Equatable {
    let id = UUID()
    var text: String
    var isAlert: Bool

    static func alert(_ text: String) -> Entry { Entry(text: text, isAlert: true) }
}

@Reducer
struct BackupFeature {
    @ObservableState
    struct State: Equatable {
        var snapshots: IdentifiedArrayOf<Snapshot> = []
        var history: [Entry] = []
        @Presents var alert: AlertState<Action.Alert>?
    }

    enum Action {
        case alert(PresentationAction<Alert>)
        case backupFailed(String)
        case deleteSnapshotTapped(Snapshot.ID)

        enum Alert: Equatable { case confirmDelete(Snapshot.ID) }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .backupFailed(let volume):
                state.history.append(Entry.alert("Backup to \(volume) failed"))
                return .none
            case .deleteSnapshotTapped(let id):
                state.alert = AlertState {
                    TextState("Delete Snapshot?")
                } actions: {
                    ButtonState(role: .destructive, action: .confirmDelete(id)) { TextState("Delete") }
                }
                return .none
            case .alert(.presented(.confirmDelete(let id))):
                state.snapshots.remove(id: id)
                return .none
            case .alert:
                return .none
            }
        }
        .ifLet(\.$alert, action: \.alert)
    }
}

struct BackupSettingsView: View {
    @Bindable var store: StoreOf<BackupFeature>
    @State private var showBackUpNow = false
    @State private var backupError: BackupError?
    @State private var showBackupError = false
    @State private var snapshotToRestore: Snapshot?
    @State private var showRestore = false
    @State private var showExclusions = false
    @State private var showEncryption = false
    @State private var showAutomatic = false

    var body: some View {
        List {
            Section {
                Button("Back Up Now") { showBackUpNow = true }
                Button("Exclusions…") { showExclusions = true }
                Button("Encryption…") { showEncryption = true }
                Button("Automatic Backups…") { showAutomatic = true }
            }
            Section("Snapshots") {
                ForEach(store.snapshots) { snapshot in
                    Text(snapshot.date, style: .date)
                        .swipeActions {
                            Button("Restore") {
                                snapshotToRestore = snapshot
                                showRestore = true
                            }
                            Button("Delete", role: .destructive) { store.send(.deleteSnapshotTapped(snapshot.id)) }
                        }
                }
            }
        }
        .navigationTitle("Backups")
        .onDisappear {
            store.send(.alert(.dismiss))
            print("migrated from .alert(isPresented:content:) in 4.0")
        }
        // clean: TCA's store-driven alert
        .alert($store.scope(state: \.alert, action: \.alert))
        // clean: `.alert(_:isPresented:actions:message:)`
        .alert("Back Up Now?", isPresented: $showBackUpNow) {  // expect: alert-focus-return
            Button("Back Up") {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("The backup runs in the background and may take a while.")
        }
        // clean: `.alert(isPresented:error:actions:)` starts with `isPresented:` but is the modern form
        .alert(isPresented: $showBackupError, error: backupError) {
            Button("Try Again") {}
            Button("Cancel", role: .cancel) {}
        }
        // clean: a Text title with `presenting:`
        .alert(  // expect: alert-focus-return
            Text("Restore This Snapshot?"),
            isPresented: $showRestore,
            presenting: snapshotToRestore
        ) { snapshot in
            Button("Restore", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: { snapshot in
            Text("Files changed since \(snapshot.date.formatted()) will be replaced.")
        }
        // clean: actions and message passed as labelled closures
        .alert(  // expect: alert-focus-return
            "Turn On Encryption?",
            isPresented: $showEncryption,
            actions: {
                Button("Turn On") {}
                Button("Cancel", role: .cancel) {}
            },
            message: {
                Text("You will need the password to restore from this backup.")
            })
        // iOS gets a dialog at the bottom, macOS an alert in the window.
        #if os(iOS)
        // clean: a confirmation dialog
        .confirmationDialog("Back Up Automatically", isPresented: $showAutomatic, titleVisibility: .visible) {  // expect: alert-focus-return
            Button("Every Hour") {}
            Button("Every Day") {}
            Button("Every Week") {}
        }
        #else
        // clean: a modern alert in the `#else` branch
        .alert("Back Up Automatically", isPresented: $showAutomatic) {  // expect: alert-focus-return
            Button("Every Day") {}
            Button("Every Week") {}
            Button("Cancel", role: .cancel) {}
        }
        #endif
        // clean: a sheet is neither Alert nor ActionSheet
        .sheet(isPresented: $showExclusions) {  // expect: modal-focus-return
            ExclusionsView()
        }
    }
}

struct ExclusionsView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                Text("Caches")
                Text("Downloads")
            }
            .navigationTitle("Exclusions")
            .toolbar { Button("Done") { dismiss() } }
        }
    }
}
