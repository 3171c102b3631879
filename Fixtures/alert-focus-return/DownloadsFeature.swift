import ComposableArchitecture
import Observation
import SwiftUI

// MARK: - `.alert(` that is not a modifier

struct Download: Identifiable, Equatable {
    let id: UUID
    var title: String
    var progress: Double
}

/// A timeline entry; `Entry.alert(…)` is a static factory, not SwiftUI's modifier.
struct Entry: Identifiable {
    enum Kind {
        case note(String)
        case alert(title: String, detail: String)
    }

    let id = UUID()
    let kind: Kind

    static func alert(_ title: String, detail: String = "") -> Entry {
        Entry(kind: .alert(title: title, detail: detail))
    }
}

@Reducer
struct DownloadsFeature {
    @ObservableState
    struct State: Equatable {
        var downloads: IdentifiedArrayOf<Download> = []
        var log: [String] = []
        @Presents var alert: AlertState<Action.Alert>?
    }

    enum Action {
        case alert(PresentationAction<Alert>)
        case deleteAllTapped
        case downloadFailed(Download.ID)

        @CasePathable
        enum Alert: Equatable {
            case confirmDeleteAll
        }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .alert(.presented(.confirmDeleteAll)):
                state.downloads.removeAll()
                return .none

            case .alert:
                return .none

            case .deleteAllTapped:
                state.alert = AlertState {
                    TextState("Delete all downloads?")
                } actions: {
                    ButtonState(role: .destructive, action: .confirmDeleteAll) {
                        TextState("Delete All")
                    }
                    ButtonState(role: .cancel) {
                        TextState("Cancel")
                    }
                }
                return .none

            case .downloadFailed(let id):
                state.log.append("Download \(id) failed; see .alert(isPresented:) docs")
                return .none
            }
        }
        .ifLet(\.$alert, action: \.alert)
    }
}

struct DownloadsScreen: View {
    @Bindable var store: StoreOf<DownloadsFeature>
    @State private var timeline: [Entry] = []

    var body: some View {
        List {
            ForEach(store.downloads) { download in
                ProgressView(download.title, value: download.progress)
            }
            ForEach(timeline) { entry in
                switch entry.kind {
                case .note(let text):
                    Text(text)
                case .alert(let title, let detail):
                    Label(title, systemImage: "exclamationmark.triangle")
                        .help(detail)
                }
            }
        }
        .toolbar {
            Button("Delete All") { store.send(.deleteAllTapped) }
            Button("Log Warning") { timeline.append(Entry.alert("Disk almost full")) }
        }
        // clean: the alert lives in the store's state; no `$flag = true` in this type ties a control to it.
        .alert($store.scope(state: \.alert, action: \.alert))
        .onDisappear {
            store.send(.alert(.dismiss))
        }
    }
}

// MARK: - Wrappers: the trigger lives in another type

/// Asks before throwing away edits; the caller owns the binding.
struct ConfirmDiscardModifier: ViewModifier {
    @Binding var isPresented: Bool
    var onDiscard: () -> Void

    func body(content: Content) -> some View {
        // clean: nothing in this type presents it; its trigger is in whatever view applies the modifier.
        content.alert("Discard your changes?", isPresented: $isPresented) {
            Button("Discard", role: .destructive, action: onDiscard)
            Button("Keep Editing", role: .cancel) {}
        }
    }
}

enum AppError: LocalizedError {
    case network(underlying: Error)
    case unauthorized

    var errorDescription: String? {
        switch self {
        case .network: "The server couldn't be reached"
        case .unauthorized: "Your session has ended"
        }
    }
}

extension View {
    func confirmDiscard(isPresented: Binding<Bool>, onDiscard: @escaping () -> Void) -> some View {
        modifier(ConfirmDiscardModifier(isPresented: isPresented, onDiscard: onDiscard))
    }

    /// Shows any app error; the binding is computed, and errors are events.
    func errorAlert(_ error: Binding<AppError?>) -> some View {
        // clean: an error, through a computed binding; no trigger.
        alert(
            isPresented: Binding(
                get: { error.wrappedValue != nil },
                set: { if !$0 { error.wrappedValue = nil } }
            ),
            error: error.wrappedValue
        ) {
            Button("OK", role: .cancel) { error.wrappedValue = nil }
        }
    }
}

// MARK: - A view model presents, from its own method

@MainActor
@Observable
final class AccountSettingsModel {
    var isConfirmingReset = false
    var isConfirmingSignOut = false
    var lastError: AppError?

    func requestReset() {
        isConfirmingReset = true
    }

    func resetEverything() {}
    func signOut() {}
}

struct AccountSettingsView: View {
    @Bindable var model: AccountSettingsModel

    var body: some View {
        Form {
            // clean: the button calls a method of another type (the model), which is not followed.
            Button("Reset All Settings") { model.requestReset() }
                .alert("Reset all settings?", isPresented: $model.isConfirmingReset) {
                    Button("Reset", role: .destructive) { model.resetEverything() }
                    Button("Cancel", role: .cancel) {}
                }

            // flagged: the button sets the model's flag itself.
            Button("Sign Out") { model.isConfirmingSignOut = true }
                .alert("Sign out of this device?", isPresented: $model.isConfirmingSignOut) {  // expect: alert-focus-return
                    Button("Sign Out", role: .destructive) { model.signOut() }
                    Button("Cancel", role: .cancel) {}
                }
        }
        .errorAlert($model.lastError)
    }
}
