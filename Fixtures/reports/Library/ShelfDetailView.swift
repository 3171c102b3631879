import SwiftUI

struct ShelfDetailView: View {
    let shelf: Shelf
    @State private var showOnHome = true

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(shelf.name)
                .font(.largeTitle)
            Text("\(shelf.bookCount) books")
            Toggle("Show on the home screen", isOn: $showOnHome)
        }
        .padding()
    }
}
