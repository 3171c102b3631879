import SwiftUI

extension ShelfView {
    var importButton: some View {
        Button("Import Books") {
            showImport = true
        }
    }
}
