import SwiftUI

struct Shelf: Identifiable, Hashable {
    let id: UUID
    var name: String
    var bookCount: Int
}

struct ShelfView: View {
    let shelves: [Shelf]
    @State private var selectedShelf: Shelf?
    @State private var shelfToDelete: Shelf?
    @State private var confirmDelete = false
    @State private var showSyncError = false
    @State var showImport = false

    var body: some View {
        List(shelves) { shelf in
            Button(shelf.name) { selectedShelf = shelf }
                .swipeActions {
                    Button("Delete") {
                        shelfToDelete = shelf
                        confirmDelete = true
                    }
                }
        }
        .toolbar { importButton }
        .alert("Import books from the library file?", isPresented: $showImport) {
            Button("Import") {}
            Button("Cancel", role: .cancel) {}
        }
        .sheet(item: $selectedShelf) { shelf in
            ShelfDetailView(shelf: shelf)
        }
        // dialoglint:disable:next vague-title
        .alert("Error", isPresented: $showSyncError) {
            Button("OK", role: .cancel) {}
        }
        .alert("Delete this shelf?", isPresented: $confirmDelete, presenting: shelfToDelete) { shelf in
            Button("Delete \(shelf.name)", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }
    }
}
