// Covers onDismiss given as a function of the view: the fix calls it first in a closure. On a
// modifier of its own line the closure holds one statement a line; on a modifier that shares its
// line with the view it modifies (a line the focus binding splits) it stays on that line.
import SwiftUI

struct PlaylistView: View {
    @State private var showQueue = false
    @AccessibilityFocusState private var isQueueFocused: Bool
    @State private var showHistory = false
    @AccessibilityFocusState private var isHistoryFocused: Bool

    var body: some View {
        VStack {
            Button("Queue") { showQueue = true }
                .accessibilityFocused($isQueueFocused)
                .sheet(isPresented: $showQueue, onDismiss: {
                    reloadQueue()
                    isQueueFocused = true
                }) {
                    QueueList()
                }
            Button("History") { showHistory = true }
                .accessibilityFocused($isHistoryFocused)
                .sheet(isPresented: $showHistory, onDismiss: { reloadHistory(); isHistoryFocused = true }) { QueueList() }
        }
    }

    func reloadQueue() {}

    func reloadHistory() {}
}

struct QueueList: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List { Text("Up next") }
                .navigationTitle("Queue")
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}
