import SwiftUI
import UserNotifications

struct Reminder: Identifiable, Hashable {
    let id: UUID
    var title: String
    var dueDate: Date
    var repeatEveryDays: Int
    var isShared: Bool
    var listName: String
}

@Observable
final class RemindersModel {
    var reminders: [Reminder] = []
    var selected: Reminder?
    var alertVolume: Double = 0.6
    var isSignedIn = false

    func snooze(_ reminder: Reminder, until date: Date) {}
    func setRepeat(_ reminder: Reminder, everyDays days: Int) {}
    func complete(_ reminder: Reminder, notifyOthers: Bool) {}
    func deleteCompleted() {}
    func signIn(email: String, password: String, stayLoggedIn: Bool) async throws {}
}

struct ReminderSettingsView: View {
    @State private var model = RemindersModel()
    @State private var showSnooze = false
    @State private var snoozeUntil = Date.now.addingTimeInterval(3600)
    @State private var showVolume = false
    @State private var showRepeat = false
    @State private var repeatDays = 1
    @State private var showComplete = false
    @State private var notifyOthers = true
    @State private var showClearCompleted = false
    @State private var showSignIn = false
    @State private var editingRepeat: Reminder?
    @State private var showTimeZone = false
    @State private var useFloatingTime = false
    @State private var timeZoneName = ""

    @State private var email = ""
    @State private var password = ""
    @State private var stayLoggedIn = true

    var body: some View {
        List {
            ForEach(model.reminders) { reminder in
                VStack(alignment: .leading) {
                    Text(reminder.title)
                    Text(reminder.dueDate, style: .relative)
                        .font(.caption)
                }
                .swipeActions(edge: .leading) {
                    Button("Snooze") {
                        model.selected = reminder
                        showSnooze = true
                    }
                    .tint(.orange)
                    Button("Repeat") { editingRepeat = reminder }
                }
                .swipeActions(edge: .trailing) {
                    Button("Complete") {
                        model.selected = reminder
                        showComplete = true
                    }
                    .tint(.green)
                }
            }
        }
        .navigationTitle("Reminders")
        .toolbar {
            Menu("Options", systemImage: "ellipsis.circle") {
                Button("Alert Volume…") { showVolume = true }
                Button("Repeat Every…") { showRepeat = true }
                Button("Time Zone…") { showTimeZone = true }
                Button("Clear Completed…") { showClearCompleted = true }
                Button(model.isSignedIn ? "Account" : "Sign In…") { showSignIn = true }
            }
        }
        // flagged: a DatePicker in an alert
        .alert("Snooze “\(model.selected?.title ?? "")”", isPresented: $showSnooze) {  // expect: alert-focus-return
            DatePicker("Until", selection: $snoozeUntil, in: Date.now..., displayedComponents: [.date, .hourAndMinute])  // expect: alert-form-content
            Button("Snooze") {
                if let reminder = model.selected { model.snooze(reminder, until: snoozeUntil) }
            }
            Button("Cancel", role: .cancel) {}
        }
        // flagged: a Slider in an alert
        .alert("Alert Volume", isPresented: $showVolume) {  // expect: alert-focus-return
            Slider(value: $model.alertVolume, in: 0...1) {  // expect: alert-form-content
                Text("Volume")
            }
            Button("Done", role: .cancel) {}
        }
        // A stepper looked tidier than a text field for "every N days" (it is not).
        // flagged: a Stepper in an alert
        .alert("Repeat Every", isPresented: $showRepeat) {  // expect: alert-focus-return
            Stepper("\(repeatDays) day\(repeatDays == 1 ? "" : "s")", value: $repeatDays, in: 1...365)  // expect: alert-form-content
            Button("Save") {
                if let reminder = model.selected { model.setRepeat(reminder, everyDays: repeatDays) }
            }
            Button("Cancel", role: .cancel) {}
        }
        // flagged: the Toggle only appears for shared reminders, but on that path it is in the alert
        .alert("Complete “\(model.selected?.title ?? "")”?", isPresented: $showComplete) {  // expect: alert-focus-return
            if model.selected?.isShared == true {
                Toggle("Notify Others on the List", isOn: $notifyOthers)  // expect: alert-form-content
            }
            Button("Complete") {
                if let reminder = model.selected { model.complete(reminder, notifyOthers: notifyOthers) }
            }
            Button("Cancel", role: .cancel) {}
        }
        #if os(iOS)
        .listStyle(.insetGrouped)
        #endif
        // flagged: on iOS the `#if` adds a Toggle next to the single text field
        .alert("Time Zone", isPresented: $showTimeZone) {  // expect: alert-focus-return
            TextField("City or Time Zone", text: $timeZoneName)
            #if os(iOS)
            Toggle("Floating Time", isOn: $useFloatingTime)  // expect: alert-form-content
            #endif
            Button("Save") {}
            Button("Cancel", role: .cancel) {}
        }
        // clean: buttons only, with a message
        .alert("Clear All Completed Reminders?", isPresented: $showClearCompleted) {  // expect: alert-focus-return
            Button("Clear", role: .destructive) { model.deleteCompleted() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
        // clean: the sign-in form lives in a full-screen cover, where fields and toggles belong
        .fullScreenCover(isPresented: $showSignIn) {  // expect: modal-focus-return
            NavigationStack {
                Form {
                    Section {
                        TextField("Email", text: $email)
                            .textContentType(.emailAddress)
                            .keyboardType(.emailAddress)
                        SecureField("Password", text: $password)
                            .textContentType(.password)
                    }
                    Toggle("Stay Signed In", isOn: $stayLoggedIn)
                }
                .navigationTitle("Sign In")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { showSignIn = false }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Sign In") {
                            Task { try? await model.signIn(email: email, password: password, stayLoggedIn: stayLoggedIn) }
                        }
                    }
                }
            }
        }
        // clean: a Stepper in a sheet is a form in the right place
        .sheet(item: $editingRepeat) { reminder in  // expect: modal-focus-return
            NavigationStack {
                Form {
                    Stepper("Every \(repeatDays) days", value: $repeatDays, in: 1...365)
                    DatePicker("Starting", selection: $snoozeUntil, displayedComponents: .date)
                }
                .navigationTitle(reminder.title)
                .toolbar {
                    Button("Done") {
                        model.setRepeat(reminder, everyDays: repeatDays)
                        editingRepeat = nil
                    }
                }
            }
            .presentationDetents([.medium])
        }
    }
}
