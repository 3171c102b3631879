// Covers a trigger its own dialog's action may disable: "Clear" empties `entries`, which the
// toolbar button's `.disabled(entries.isEmpty)` reads, so focus would land on a dimmed button and
// only "Cancel" sends it back. "Archive" empties `items` through a function of the view, and the
// computed `canArchive` that `.disabled(!canArchive)` reads is made of them. "Export" only reads
// `items`: it sends focus back too. "Repair" sets the state `.disabled(state == .running)` reads,
// while "Cancel" only puts it back, and sends focus back. "Delete Favorites" is dimmed while the
// account's `favorites` are empty: the destructive "Delete" names them through the session, which
// the view does not own, and may empty them; "Unpin All", not destructive, sends focus back, as
// does the "Cancel" the fix adds.
import SwiftUI

struct HistoryEntry: Identifiable {
    let id: Int
    var title: String
}

struct SyncHistoryView: View {
    @State private var entries: [HistoryEntry] = []
    @State private var isConfirmingClear = false
    @AccessibilityFocusState private var isClearFocused: Bool

    var body: some View {
        List(entries) { entry in
            Text(entry.title)
        }
        .toolbar {
            Button("Clear") {
                isConfirmingClear = true
            }
            .accessibilityFocused($isClearFocused)
            .disabled(entries.isEmpty)
        }
        .alert("Clear the sync history?", isPresented: $isConfirmingClear) {
            Button("Clear", role: .destructive) {
                entries = []
            }
            Button("Cancel", role: .cancel) { isClearFocused = true }
        }
    }
}

struct ArchiveView: View {
    @State private var items: [HistoryEntry] = []
    @State private var isConfirmingArchive = false
    @AccessibilityFocusState private var isArchiveAllFocused: Bool
    @State private var isConfirmingExport = false
    @AccessibilityFocusState private var isExportAllFocused: Bool

    private var canArchive: Bool { !items.isEmpty }

    var body: some View {
        VStack {
            Button("Archive All") {
                isConfirmingArchive = true
            }
            .accessibilityFocused($isArchiveAllFocused)
            .disabled(!canArchive)
            Button("Export All") {
                isConfirmingExport = true
            }
            .accessibilityFocused($isExportAllFocused)
            .disabled(items.isEmpty)
        }
        .confirmationDialog("Archive every item?", isPresented: $isConfirmingArchive) {
            Button("Archive", role: .destructive) {
                archiveAll()
            }
            Button("Cancel", role: .cancel) { isArchiveAllFocused = true }
        }
        .alert("Export every item?", isPresented: $isConfirmingExport) {
            Button("Export") {
                exportItems()
                isExportAllFocused = true
            }
            Button("Cancel", role: .cancel) { isExportAllFocused = true }
        }
    }

    private func archiveAll() {
        items.removeAll()
    }

    private func exportItems() {
        print(items.count)
    }
}

struct RepairView: View {
    enum RepairState {
        case idle, running
    }

    @State private var state = RepairState.idle
    @State private var isConfirmingRepair = false
    @AccessibilityFocusState private var isRepairDatabaseFocused: Bool

    var body: some View {
        Button("Repair Database") {
            isConfirmingRepair = true
        }
        .accessibilityFocused($isRepairDatabaseFocused)
        .disabled(state == .running)
        .alert("Repair the database?", isPresented: $isConfirmingRepair) {
            Button("Cancel", role: .cancel) {
                state = .idle
                isRepairDatabaseFocused = true
            }
            Button("Repair") {
                state = .running
            }
        }
    }
}

final class Account {
    var favorites: [String] = []
    var pinned: [String] = []
}

final class Session {
    let account = Account()

    func unfavorite(_ name: String) {
        account.favorites.removeAll { $0 == name }
    }
}

struct FavoritesSettingsView: View {
    let session: Session
    @State private var isConfirmingDelete = false
    @AccessibilityFocusState private var isDeleteFavoritesFocused: Bool

    var body: some View {
        Form {
            Button("Delete Favorites", role: .destructive) {
                isConfirmingDelete = true
            }
            .accessibilityFocused($isDeleteFavoritesFocused)
            .disabled(session.account.favorites.isEmpty)
            .confirmationDialog("Delete your favorites?", isPresented: $isConfirmingDelete) {
                Button("Delete", role: .destructive) {
                    for name in session.account.favorites {
                        session.unfavorite(name)
                    }
                }
                Button("Unpin All") {
                    session.account.pinned = []
                    isDeleteFavoritesFocused = true
                }
                Button("Cancel", role: .cancel) { isDeleteFavoritesFocused = true }
            }
        }
    }
}
