import Combine
import SwiftUI

/// Alerts whose binding lives in a view model: the model sets it in a function, and the view's
/// control calls that function, or sends the model the case the function switches on.
struct TrashView: View {
    @StateObject private var model = TrashModel()
    @ObservedObject var store: TrashStore

    var body: some View {
        List {
            // flagged: the button calls the model's function that shows the alert
            Button("Empty Trash", role: .destructive, action: model.confirmEmpty)
                .alert("Empty the trash?", isPresented: $model.isConfirmingEmpty) {  // expect: alert-focus-return
                    Button("Empty", role: .destructive) { model.empty() }
                    Button("Cancel", role: .cancel) {}
                }

            // flagged: the button sends the case under which the store shows the alert, even though
            // another case awaits in a task of its own
            Button("Restore All") { store.send(.restoreAllTapped) }
                .alert("Restore every item?", isPresented: $store.isConfirmingRestore) {  // expect: alert-focus-return
                    Button("Restore") { store.send(.restoreConfirmed) }
                    Button("Cancel", role: .cancel) {}
                }

            // flagged: the model's function calls the one that shows the alert
            Button("Shred") { model.shredTapped() }
                .alert("Shred the selection?", isPresented: $model.isConfirmingShred) {  // expect: alert-focus-return
                    Button("Shred", role: .destructive) { model.shred() }
                    Button("Cancel", role: .cancel) {}
                }

            // clean: the model shows it after an await, when the purge has finished
            Button("Purge") { Task { await model.purge() } }
                .alert("Trash purged", isPresented: $model.didPurge) {
                    Button("Done") {}
                }

            // clean: the model shows it from a subscription, an event
            Text("Quota")
                .alert("Trash is almost full", isPresented: $model.isNearQuota) {
                    Button("Dismiss", role: .cancel) {}
                }

            // clean: the model shows it when it is made
            Text("Welcome")
                .alert("Items are kept 30 days", isPresented: $model.showsRetentionNotice) {
                    Button("Got It", role: .cancel) {}
                }
        }
    }
}

final class TrashModel: ObservableObject {
    @Published var isConfirmingEmpty = false
    @Published var isConfirmingShred = false
    @Published var didPurge = false
    @Published var isNearQuota = false
    @Published var showsRetentionNotice = false
    private var subscriptions: Set<AnyCancellable> = []

    init() {
        showsRetentionNotice = !UserDefaults.standard.bool(forKey: "seenRetention")
        QuotaMonitor.shared.usage
            .sink { [weak self] usage in
                if usage > 0.9 { self?.isNearQuota = true }
            }
            .store(in: &subscriptions)
    }

    func confirmEmpty() {
        isConfirmingEmpty = true
    }

    func shredTapped() {
        guard !selection.isEmpty else { return }
        askToShred()
    }

    private func askToShred() {
        isConfirmingShred = true
    }

    func purge() async {
        await TrashService.shared.purge()
        didPurge = true
    }

    func empty() {}
    func shred() {}
}

final class TrashStore: ObservableObject {
    enum Action {
        case restoreAllTapped
        case restoreConfirmed
        case refresh
    }

    struct State {
        var isConfirmingRestore = false
    }

    @Published private(set) var state = State()

    var isConfirmingRestore: Bool {
        get { state.isConfirmingRestore }
        set { state.isConfirmingRestore = newValue }
    }

    func send(_ action: Action) {
        switch action {
        case .refresh:
            Task { await TrashService.shared.reload() }
        case .restoreAllTapped:
            state.isConfirmingRestore = true
        case .restoreConfirmed:
            TrashService.shared.restoreAll()
        }
    }
}
