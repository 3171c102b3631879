// Covers dialogs that several controls open, each of which focus must go back to:
// - "Delete Trip" opened by a toolbar button and a button in the list: one focus state of an enum,
//   a case per control, and a state that remembers which opened the alert;
// - the packing-list sheet opened by two buttons, one of whose labels is a Swift keyword
//   (`import`), the other a one-line view its new statement spreads over lines;
// - "Archive" opened by two items of one Menu: focus goes back to the Menu for both, so one
//   Boolean does;
// - "Share Trip" opened by two buttons through one function: which one opened it cannot be told,
//   so the finding stays, with the reason;
// - the notes sheet toggles its binding from its own Done button, in a property its content
//   shows: that button closes the sheet, so the one button outside is its only trigger;
// - the welcome sheet opens from two buttons and on appearing: no control opens it then, so the
//   record of which control did would be stale; the finding stays, with the reason.
import SwiftUI

struct PackingListView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List { Text("Passport") }
                .navigationTitle("Packing List")
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}

struct TripView: View {
    private enum DeletingTripTrigger { case deleteTrip, delete }
    private enum PackingListTrigger { case importButton, packingList }
    @State private var stops: [String] = []
    @State private var isDeletingTrip = false
    @AccessibilityFocusState private var focusedDeletingTripTrigger: DeletingTripTrigger?
    @State private var deletingTripTrigger: DeletingTripTrigger?
    @State private var showPackingList = false
    @AccessibilityFocusState private var focusedPackingListTrigger: PackingListTrigger?
    @State private var packingListTrigger: PackingListTrigger?
    @State private var confirmArchive = false
    @AccessibilityFocusState private var isMoreMenuFocused: Bool
    @State private var showShare = false
    @State private var showNotes = false
    @AccessibilityFocusState private var isNotesFocused: Bool
    @State private var showWelcome = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(stops, id: \.self) { stop in
                    Text(stop)
                }
                Button("Delete Trip", role: .destructive) {
                    isDeletingTrip = true
                    deletingTripTrigger = .deleteTrip
                }
                .accessibilityFocused($focusedDeletingTripTrigger, equals: .deleteTrip)
                Button("Import") {
                    showPackingList = true
                    packingListTrigger = .importButton
                }
                .accessibilityFocused($focusedPackingListTrigger, equals: .importButton)
                Button("Packing List") {
                    stops.append("Airport")
                    showPackingList = true
                    packingListTrigger = .packingList
                }
                .accessibilityFocused($focusedPackingListTrigger, equals: .packingList)
                Menu("More") {
                    Button("Archive") { confirmArchive = true }
                    Button("Archive All") { confirmArchive = true }
                }
                .accessibilityFocused($isMoreMenuFocused)
                Button("Share", action: share)
                Button("Send to a Friend", action: share)
                Button("Notes") { showNotes.toggle() }
                    .accessibilityFocused($isNotesFocused)
                Button("Welcome") { showWelcome = true }
                Button("What's New") { showWelcome = true }
            }
            .navigationTitle("Trip")
            .toolbar {
                Button(role: .destructive) {
                    isDeletingTrip = true
                    deletingTripTrigger = .delete
                } label: {
                    Label("Delete", systemImage: "trash")
                }
                .accessibilityFocused($focusedDeletingTripTrigger, equals: .delete)
            }
            .alert("Delete this trip?", isPresented: $isDeletingTrip) {
                Button("Delete Trip", role: .destructive) { stops.removeAll() }
                Button("Cancel", role: .cancel) { focusedDeletingTripTrigger = deletingTripTrigger }
            }
            .sheet(isPresented: $showPackingList, onDismiss: { focusedPackingListTrigger = packingListTrigger }) {
                PackingListView()
            }
            .confirmationDialog("Archive this trip?", isPresented: $confirmArchive) {
                Button("Archive") {
                    stops.removeAll()
                    isMoreMenuFocused = true
                }
                Button("Cancel", role: .cancel) { isMoreMenuFocused = true }
            }
            .onAppear { showWelcome = stops.isEmpty }
            .sheet(isPresented: $showWelcome) {
                PackingListView()
            }
            .sheet(isPresented: $showNotes, onDismiss: { isNotesFocused = true }) {
                notes
            }
            .alert("Share this trip?", isPresented: $showShare) {
                Button("Share") { stops.append("Shared") }
                Button("Cancel", role: .cancel) {}
            }
        }
    }

    private var notes: some View {
        NavigationStack {
            List { Text("Bring an adapter") }
                .navigationTitle("Notes")
                .toolbar {
                    Button("Done") { showNotes.toggle() }
                }
        }
    }

    private func share() {
        showShare = true
    }
}
