import SwiftUI

struct Tag: Identifiable {
    let id: Int
    var name: String
}

/// A search bar whose filters and tag details open in popovers.
struct SearchBar: View {
    @Binding var query: String
    let featured: Tag
    @State private var showFilters = false
    @State private var inspectedTag: Tag?

    var body: some View {
        HStack {
            TextField("Search", text: $query)
                .onChange(of: query) { oldValue, newValue in
                    print(oldValue, newValue)
                }
            Button("Filters") { showFilters.toggle() }
                .popover(isPresented: $showFilters, arrowEdge: .bottom) {
                    Text("Unread only")
                        .presentationCompactAdaptation(.popover)
                }
            Button(featured.name) { inspectedTag = featured }
                .popover(item: $inspectedTag) { tag in Text(tag.name).presentationCompactAdaptation(.popover) }
        }
    }
}
