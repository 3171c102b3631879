// Covers a destructive action that empties what the trigger's `if` reads through a call named
// after it: "Clear" calls `clearHistory()` while the Menu stands under `if !history.isEmpty`, so
// the Menu may be gone and only "Cancel" sends focus back to it. "Delete Cache" calls a removing
// function named after something else (`clearCache()`): the Menu stays, and it sends focus back
// too. A call that deletes all of something (`deleteAllAttachments()`) may empty what the
// trigger's `if` reads under another name (`files`): only "Cancel" sends focus back. A
// destructive call through the model the trigger's `if` reads (`sync.cleanUp()` under
// `if sync.canCleanUp`) may take the trigger away too, and so may an action whose functions,
// two calls down, change what a computed property the `if` reads is made of ("Add All" inserts
// into `subscribedIDs`, which empties `unsubscribed`).
import SwiftUI

struct WatchEntry: Identifiable {
    let id: Int
    var title: String
}

struct HistoryScreen: View {
    @State private var history: [WatchEntry] = []
    @State private var showingClearConfirmation = false
    @State private var showingCacheConfirmation = false
    @AccessibilityFocusState private var isManageMenuFocused: Bool

    var body: some View {
        List(history) { entry in
            Text(entry.title)
        }
        .toolbar {
            if !history.isEmpty {
                Menu {
                    Button("Clear History…") {
                        showingClearConfirmation = true
                    }
                    Button("Delete Cache…") {
                        showingCacheConfirmation = true
                    }
                } label: {
                    Label("Manage", systemImage: "trash")
                }
                .accessibilityFocused($isManageMenuFocused)
            }
        }
        .confirmationDialog("Clear your watch history?", isPresented: $showingClearConfirmation) {
            Button("Clear", role: .destructive) {
                clearHistory()
            }
            Button("Cancel", role: .cancel) { isManageMenuFocused = true }
        }
        .confirmationDialog("Delete cached thumbnails?", isPresented: $showingCacheConfirmation) {
            Button("Delete", role: .destructive) {
                clearCache()
            }
            Button("Cancel", role: .cancel) { isManageMenuFocused = true }
        }
    }

    private func clearHistory() {
        history = []
    }

    private func clearCache() {}
}

final class AttachmentStore {
    func deleteAllAttachments() {}
}

struct AttachmentsSection: View {
    let files: [String]
    let store: AttachmentStore
    @State private var showDeleteAll = false
    @AccessibilityFocusState private var isDeleteAllAttachmentsFocused: Bool

    var body: some View {
        HStack {
            Text("Attachments")
            if !files.isEmpty {
                Button("Delete All Attachments") { showDeleteAll = true }
                    .accessibilityFocused($isDeleteAllAttachmentsFocused)
            }
        }
        .alert("Delete all attachments?", isPresented: $showDeleteAll) {
            Button("Delete All", role: .destructive) { store.deleteAllAttachments() }
            Button("Cancel", role: .cancel) { isDeleteAllAttachmentsFocused = true }
        }
    }
}

final class SyncModel {
    var canCleanUp = true
    func cleanUp() { canCleanUp = false }
}

struct SyncStatsView: View {
    let sync: SyncModel
    @State private var showCleanUpConfirmation = false
    @AccessibilityFocusState private var isCleanUpFocused: Bool

    var body: some View {
        List {
            if sync.canCleanUp {
                Button("Clean Up…") { showCleanUpConfirmation = true }
                    .accessibilityFocused($isCleanUpFocused)
            }
        }
        .alert("Clean up iCloud records?", isPresented: $showCleanUpConfirmation) {
            Button("Clean Up", role: .destructive) { sync.cleanUp() }
            Button("Cancel", role: .cancel) { isCleanUpFocused = true }
        }
    }
}

struct ImportChannelsView: View {
    @State private var channels = ["Swift", "SwiftUI"]
    @State private var subscribedIDs: Set<String> = []
    @State private var showAddAll = false
    @AccessibilityFocusState private var isAddAllFocused: Bool

    private var unsubscribed: [String] {
        channels.filter { !subscribedIDs.contains($0) }
    }

    var body: some View {
        List(channels, id: \.self) { channel in
            Text(channel)
        }
        .toolbar {
            if !unsubscribed.isEmpty {
                Button("Add All") { showAddAll = true }
                    .accessibilityFocused($isAddAllFocused)
            }
        }
        .confirmationDialog("Subscribe to every channel?", isPresented: $showAddAll, titleVisibility: .visible) {
            Button("Add All") { addAll() }
            Button("Cancel", role: .cancel) { isAddAllFocused = true }
        }
    }

    private func addAll() {
        for channel in unsubscribed {
            subscribe(to: channel)
        }
    }

    private func subscribe(to channel: String) {
        subscribedIDs.insert(channel)
    }
}
