import Combine
import SwiftUI

/// Alerts whose binding lives in a view model. DESIGN §2 follows a control's action one level
/// within the presenting type: a control that calls the model's function, or sends it the case the
/// function switches on, is not a trigger. What else sets the flag decides: an event.
struct TrashView: View {
    @StateObject private var model = TrashModel()
    @ObservedObject var store: TrashStore

    var body: some View {
        List {
            // clean: the button calls the model's function that shows the alert: not followed
            Button("Empty Trash", role: .destructive, action: model.confirmEmpty)
                .alert("Empty the trash?", isPresented: $model.isConfirmingEmpty) {
                    Button("Empty", role: .destructive) { model.empty() }
                    Button("Cancel", role: .cancel) {}
                }

            // clean: the button sends the case under which the store shows the alert: not followed
            Button("Restore All") { store.send(.restoreAllTapped) }
                .alert("Restore every item?", isPresented: $store.isConfirmingRestore) {
                    Button("Restore") { store.send(.restoreConfirmed) }
                    Button("Cancel", role: .cancel) {}
                }

            // clean: the model's function calls the one that shows the alert: not followed
            Button("Shred") { model.shredTapped() }
                .alert("Shred the selection?", isPresented: $model.isConfirmingShred) {
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

    @Published var isConfirmingRestore = false

    func send(_ action: Action) {
        switch action {
        case .refresh:
            Task { await TrashService.shared.reload() }
        case .restoreAllTapped:
            isConfirmingRestore = true
        case .restoreConfirmed:
            TrashService.shared.restoreAll()
        }
    }
}
