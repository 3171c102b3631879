import SwiftUI

/// Rows of a type whose `Identifiable` id is optional (`var id: UUID?`, as a Core Data entity
/// declares it): `Entry.ID` is already optional, so the focus state and the record of the row are
/// written `Entry.ID`, with no second `?`. Such a type gets no implicit `nil`, so the record is
/// written `= nil`: the screen is still made with its own arguments only (`EntryList(title:)`).
final class Entry: Identifiable {
    var id: UUID?
    var name = ""
}

struct EntryList: View {
    let title: String
    @State private var entries: [Entry] = []
    @State private var entryToEdit: Entry?
    @State private var isEditing = false
    @AccessibilityFocusState private var focusedEditingButton: Entry.ID
    @State private var editingButtonToFocus: Entry.ID = nil

    var body: some View {
        List {
            ForEach(entries) { entry in
                Button(entry.name) {
                    entryToEdit = entry
                    isEditing = true
                    editingButtonToFocus = entry.id
                }
                .accessibilityFocused($focusedEditingButton, equals: entry.id)
            }
        }
        .navigationTitle(title)
        .sheet(isPresented: $isEditing, onDismiss: { focusedEditingButton = editingButtonToFocus }) {
            Text(entryToEdit?.name ?? "")
        }
    }
}

struct EntryScreen: View {
    var body: some View {
        EntryList(title: "Entries")
    }
}
