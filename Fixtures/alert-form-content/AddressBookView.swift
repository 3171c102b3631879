import Contacts
import SwiftUI

struct Person: Identifiable, Hashable {
    let id: UUID
    var givenName: String
    var familyName: String
    var phone: String?
    var notes: String
    var groupID: ContactGroup.ID?
}

struct ContactGroup: Identifiable, Hashable {
    let id: UUID
    var name: String
}

@MainActor
final class AddressBook: ObservableObject {
    @Published var people: [Person] = []
    @Published var groups: [ContactGroup] = []

    func add(givenName: String, familyName: String) {}
    func createGroup(named name: String) {}
    func move(_ person: Person, to group: ContactGroup.ID?) {}
    func addLabel(_ label: String, to person: Person, color: LabelColor) {}
    func share(_ person: Person, includeNotes: Bool) {}
}

enum LabelColor: String, CaseIterable, Identifiable {
    case red, orange, green, blue, purple
    var id: Self { self }
}

struct AddressBookView: View {
    @EnvironmentObject private var book: AddressBook
    @State private var showQuickAdd = false
    @State private var showNewGroup = false
    @State private var showMoveToGroup = false
    @State private var labelTarget: Person?
    @State private var showAddLabel = false
    @State private var shareTarget: Person?
    @State private var showShare = false

    @State private var givenName = ""
    @State private var familyName = ""
    @State private var groupName = ""
    @State private var labelText = ""
    @State private var labelColor: LabelColor = .blue
    @State private var chosenGroup: ContactGroup.ID?
    @State private var includeNotes = false

    var body: some View {
        NavigationSplitView {
            List(book.groups) { group in
                Text(group.name)
            }
            .toolbar {
                Button("New Group", systemImage: "folder.badge.plus") { showNewGroup = true }
            }
            // clean: a single text field for the group's name
            .alert("New Group", isPresented: $showNewGroup) {  // expect: alert-focus-return
                TextField("Group Name", text: $groupName)
                Button("Create") { book.createGroup(named: groupName) }
                    .disabled(groupName.trimmingCharacters(in: .whitespaces).isEmpty)
                Button("Cancel", role: .cancel) { groupName = "" }
            }
        } detail: {
            List(book.people) { person in
                Text("\(person.givenName) \(person.familyName)")
                    .contextMenu {
                        Button("Add Label…") {
                            labelTarget = person
                            showAddLabel = true
                        }
                        Button("Share…") {
                            shareTarget = person
                            showShare = true
                        }
                    }
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") { showQuickAdd = true }
                }
                ToolbarItem {
                    Button("Move to Group…") { showMoveToGroup = true }
                }
            }
            // flagged: first and last name are two text fields; the second is reported
            .alert("New Contact", isPresented: $showQuickAdd) {  // expect: alert-focus-return
                TextField("First Name", text: $givenName)
                    .textContentType(.givenName)
                TextField("Last Name", text: $familyName)  // expect: alert-form-content
                    .textContentType(.familyName)
                Button("Add") { book.add(givenName: givenName, familyName: familyName) }
                Button("Cancel", role: .cancel) {}
            }
            // flagged: a Picker in an alert has no label VoiceOver can pair with it
            .alert("Move to Group", isPresented: $showMoveToGroup) {  // expect: alert-focus-return
                Picker("Group", selection: $chosenGroup) {  // expect: alert-form-content
                    Text("None").tag(ContactGroup.ID?.none)
                    ForEach(book.groups) { group in
                        Text(group.name).tag(Optional(group.id))
                    }
                }
                Button("Move") {}
                Button("Cancel", role: .cancel) {}
            }
            // flagged: one text field is allowed, the colour Picker beside it is not
            .alert(  // expect: alert-focus-return
                "Add Label",
                isPresented: $showAddLabel,
                presenting: labelTarget
            ) { person in
                TextField("Label", text: $labelText)
                Picker("Colour", selection: $labelColor) {  // expect: alert-form-content
                    ForEach(LabelColor.allCases) { color in
                        Text(color.rawValue.capitalized).tag(color)
                    }
                }
                .pickerStyle(.menu)
                Button("Add") { book.addLabel(labelText, to: person, color: labelColor) }
                Button("Cancel", role: .cancel) {}
            } message: { person in
                Text("The label appears next to \(person.givenName)’s name.")
            }
            // clean: a confirmation dialog's content is not this rule's business (SwiftUI shows only
            // its buttons, and other rules speak about those)
            .confirmationDialog("Share Contact", isPresented: $showShare, presenting: shareTarget) { person in  // expect: alert-focus-return
                Toggle("Include Notes", isOn: $includeNotes)
                TextField("Message", text: $labelText)
                Button("Share via Messages") { book.share(person, includeNotes: includeNotes) }
                Button("Share via Mail") { book.share(person, includeNotes: includeNotes) }
            }
        }
    }
}
