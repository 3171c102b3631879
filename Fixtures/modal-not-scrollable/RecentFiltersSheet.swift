import SwiftUI

/// A sheet whose content type shows a helper that branches: the empty state is judged on its own.
struct FilterBar: View {
    @State private var showRecents = false
    @StateObject private var store = RecentFilterStore()

    var body: some View {
        Button("Recents") { showRecents = true }
            // flagged: when there are no recent filters, the message does not scroll
            .sheet(isPresented: $showRecents) {  // expect: modal-not-scrollable, modal-focus-return
                RecentFiltersList(store: store) { filter in
                    apply(filter)
                }
            }
    }
}

struct RecentFiltersList: View {
    @ObservedObject var store: RecentFilterStore
    var onSelect: (RecentFilter) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Recent Filters")
                .toolbar { Button("Done") { dismiss() } }
        }
    }

    @ViewBuilder
    private var content: some View {
        if store.recents.isEmpty {
            VStack {
                Text("No recent filters")
                Text("Filters you apply show up here.")
            }
        } else {
            List(store.recents) { filter in
                Button(filter.title) { onSelect(filter) }
            }
        }
    }
}
