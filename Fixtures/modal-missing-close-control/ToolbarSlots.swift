import SwiftUI

/// A close control in the toolbar's cancellation slot, whatever view it is; and content built from
/// a view that is generic over a value, not over the views it shows.
struct ReminderSettingsView: View {
    @State private var showSnooze = false
    @State private var showRepeat = false
    @State private var snooze = 10
    @State private var repeatRule = RepeatRule.never
    @ObservedObject var settings: ReminderSettings

    var body: some View {
        List {
            Button("Snooze") { showSnooze = true }
            Button("Repeat") { showRepeat = true }
        }
        // clean: the app's own button sits in the cancellation slot
        .sheet(isPresented: $showSnooze) {  // expect: modal-focus-return
            NavigationStack {
                OptionPicker(title: "Snooze", selection: $snooze, options: [5, 10, 30])
                    .navigationTitle("Snooze")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            PillButton(kind: .cancel) { settings.discardSnoozeChanges() }
                        }
                    }
            }
        }
        // flagged: the picker is generic over its value; nothing closes the sheet
        .sheet(isPresented: $showRepeat) {  // expect: modal-missing-close-control, modal-focus-return
            NavigationStack {
                OptionPicker(title: "Repeat", selection: $repeatRule, options: RepeatRule.allCases)
                    .navigationTitle("Repeat")
            }
        }
    }
}

enum RepeatRule: String, CaseIterable, Hashable {
    case never, daily, weekly
}

struct OptionPicker<Value: Hashable>: View {
    let title: String
    @Binding var selection: Value
    let options: [Value]

    var body: some View {
        Form {
            Picker(title, selection: $selection) {
                ForEach(options, id: \.self) { option in
                    Text(String(describing: option)).tag(option)
                }
            }
            .pickerStyle(.inline)
        }
    }
}

struct PillButton: View {
    enum Kind {
        case cancel, save
    }

    let kind: Kind
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: kind == .cancel ? "chevron.down" : "checkmark")
        }
        .buttonStyle(.bordered)
    }
}

final class ReminderSettings: ObservableObject {
    @Published var isEditingSnooze = false

    func discardSnoozeChanges() {
        isEditingSnooze = false
    }
}
