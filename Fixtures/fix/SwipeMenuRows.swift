// A Menu inside a row's swipe actions goes with them when the sheet opens: focus returns to the
// row, by its id, and the binding on the row is read back as the trigger's (a second --fix adds none).
import SwiftUI

struct Dinosaur: Identifiable {
    let id: Int
    var name: String
}

struct DinosaurList: View {
    @State private var dinosaurs: [Dinosaur] = []
    @State private var renamedDinosaur: Dinosaur?

    var body: some View {
        List {
            ForEach(dinosaurs) { dinosaur in
                Text(dinosaur.name)
                    .swipeActions {
                        Menu("More") {
                            Button("Rename") { renamedDinosaur = dinosaur }
                        }
                    }
            }
        }
        .sheet(item: $renamedDinosaur) { dinosaur in
            NavigationStack {
                Text(dinosaur.name)
                    .navigationTitle("Rename")
                    .toolbar { Button("Done") { renamedDinosaur = nil } }
            }
        }
    }
}
