import SwiftUI

// MARK: - Share

struct ShareTripView: View {
    @ObservedObject var trip: Trip
    @Environment(\.dismiss) private var dismiss
    @State private var includeNotes = true

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Share Trip")
                    .font(.title2.bold())
                Text("Friends you share with can see every stop and add their own.")
                    .foregroundStyle(.secondary)
                Toggle("Include Notes", isOn: $includeNotes)
                ShareLink("Send Invitation", item: trip.shareURL)
                Button("Cancel") { dismiss() }
            }
            .padding()
        }
    }
}

// MARK: - Add stop

struct AddStopForm: View {
    @ObservedObject var trip: Trip
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var arrival = Date.now

    var body: some View {
        Form {
            TextField("Place", text: $name)
            DatePicker("Arrival", selection: $arrival)
        }
        .navigationTitle("Add Stop")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { dismiss() }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Add") {
                    trip.addStop(named: name, arriving: arrival)
                    dismiss()
                }
                .disabled(name.isEmpty)
            }
        }
    }
}

// MARK: - Packing

struct PackingChecklist: View {
    @Binding var items: [PackingItem]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Packing List")
                    .font(.largeTitle.bold())
                    .accessibilityAddTraits(.isButton)
                    .onTapGesture { items.sort { !$0.isPacked && $1.isPacked } }
                Spacer()
                Button("Done") { dismiss() }
            }
            List($items) { $item in
                Toggle(item.name, isOn: $item.isPacked)
            }
        }
        .padding()
    }
}

// MARK: - Currency

struct CurrencyConverter: View {
    let baseCurrency: String
    @Environment(\.dismiss) private var dismiss
    @State private var amount = 100.0
    @State private var target = "EUR"

    var body: some View {
        Form {
            TextField("Amount", value: $amount, format: .currency(code: baseCurrency))
                .keyboardType(.decimalPad)
            Picker("Convert To", selection: $target) {
                ForEach(["EUR", "GBP", "JPY", "CHF"], id: \.self) { code in
                    Text(code).tag(code)
                }
            }
            Button("Done") { dismiss() }
        }
        .navigationBarTitle("Currency")
    }
}

// MARK: - Budget

struct BudgetSheet: View {
    @ObservedObject var trip: Trip
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        NavigationView {
            List {
                ForEach(trip.expenses) { expense in
                    HStack {
                        Text(expense.title)
                        Spacer()
                        Text(expense.amount, format: .currency(code: trip.homeCurrency))
                    }
                }
            }
            .navigationBarTitle("Budget", displayMode: .inline)
            .navigationBarItems(trailing: Button("Done") { presentationMode.wrappedValue.dismiss() })
        }
    }
}

// MARK: - Travelers

struct TravelersSheet: View {
    let travelers: [Traveler]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text("Travelers")
                    .font(.title.bold())
                    .accessibilityAddTraits(.isHeader)
                Spacer()
                Button("Done") { dismiss() }
            }
            .padding()
            List(travelers) { traveler in
                Label(traveler.name, systemImage: "person.crop.circle")
            }
        }
    }
}

// MARK: - Itinerary

struct ItinerarySheet: View {
    @ObservedObject var trip: Trip

    var body: some View {
        NavigationStack {
            ItineraryList(days: trip.days)
        }
    }
}

struct ItineraryList: View {
    let days: [TripDay]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List(days) { day in
            Section(day.date.formatted(date: .complete, time: .omitted)) {
                ForEach(day.events) { event in
                    Text(event.title)
                }
            }
        }
        .navigationTitle("Itinerary")
        .toolbar {
            Button("Done") { dismiss() }
        }
    }
}

// MARK: - City guide

struct CityGuideSheet: View {
    let city: Destination
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                header
                ForEach(city.highlights) { highlight in
                    VStack(alignment: .leading) {
                        Text(highlight.name).font(.headline)
                        Text(highlight.summary)
                    }
                }
            }
            .padding()
        }
    }

    private var header: some View {
        HStack(alignment: .firstTextBaseline) {
            Text(city.name)
                .font(.largeTitle.bold())
                .accessibilityHeading(.h1)
            Spacer()
            Button("Done") { dismiss() }
        }
    }
}

// MARK: - Visa

struct VisaInfoSheet: View {
    let country: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("Entering \(country)")
                    .font(.title)
                    .accessibility(addTraits: .isHeader)
                Text("Check the requirements for your passport before you travel.")
                Button("Got It") { dismiss() }
            }
            .padding()
        }
    }
}

// MARK: - Emergency contacts

struct EmergencyContactsSheet: View {
    let contacts: [EmergencyContact]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            Text("Emergency Contacts")
                .font(.title2.weight(.semibold))
                .accessibilityAddTraits([.isHeader, .isStaticText])
            ForEach(contacts) { contact in
                Link(destination: contact.phoneURL) {
                    Label(contact.name, systemImage: "phone")
                }
            }
            Button("Close") { dismiss() }
        }
    }
}

// MARK: - Stop detail

struct StopDetail: View {
    let stop: Stop
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            StopHeader(stop: stop)
            Text(stop.notes)
                .padding()
            Button("Done") { dismiss() }
        }
    }
}

struct StopHeader: View {
    let stop: Stop

    var body: some View {
        VStack(spacing: 4) {
            Text(stop.name)
                .font(.title.bold())
            Text(stop.arrival, style: .date)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
        .padding(.top, 24)
    }
}
