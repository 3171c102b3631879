//
//  TripPlannerView.swift
//  Wayfarer
//

import SwiftUI
import MapKit
import WalletBridge  // BoardingPassView comes from here

struct TripPlannerView: View {
    @ObservedObject var trip: Trip

    @State private var showShare = false
    @State private var showAddStop = false
    @State private var showWeather = false
    @State private var showPacking = false
    @State private var showCurrency = false
    @State private var showNotes = false
    @State private var showBudget = false
    @State private var showTravelers = false
    @State private var showItinerary = false
    @State private var showGuide = false
    @State private var showBoardingPass = false
    @State private var showVisaInfo = false
    @State private var showEmergency = false
    @State private var selectedStop: Stop?

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Text(trip.name)
                        .font(.largeTitle.bold())
                        .accessibilityAddTraits(.isHeader)  // the presenting screen's heading, not the sheet's
                    Text(trip.dateRange)
                        .foregroundStyle(.secondary)
                }
                Section("Stops") {
                    ForEach(trip.stops) { stop in
                        Button(stop.name) { selectedStop = stop }
                    }
                    Button("Add Stop", systemImage: "plus") { showAddStop = true }
                }
                Section("Tools") {
                    Button("Weather") { showWeather = true }
                    Button("Packing List") { showPacking = true }
                    Button("Currency") { showCurrency = true }
                    Button("Notes") { showNotes = true }
                    Button("Budget") { showBudget = true }
                    Button("Travelers") { showTravelers = true }
                    Button("Itinerary") { showItinerary = true }
                    Button("City Guide") { showGuide = true }
                    Button("Boarding Pass") { showBoardingPass = true }
                    Button("Visa Requirements") { showVisaInfo = true }
                    Button("Emergency Contacts") { showEmergency = true }
                }
            }
            .navigationTitle("Trip")
            .toolbar {
                Button("Share", systemImage: "square.and.arrow.up") { showShare = true }
            }
            // a big bold title, but not a heading
            .sheet(isPresented: $showShare) {  // expect: modal-title-heading, modal-focus-return
                ShareTripView(trip: trip)
            }
            // .navigationTitle inside the sheet: the NavigationStack above is the presenter's, not the sheet's
            .sheet(isPresented: $showAddStop) {  // expect: modal-title-heading, modal-focus-return
                AddStopForm(trip: trip)
            }
            // inline content: large text, no header trait
            .sheet(isPresented: $showWeather) {  // expect: modal-title-heading, modal-focus-return
                ScrollView {
                    VStack(alignment: .leading, spacing: 12) {
                        Text("Weather")
                            .font(.largeTitle)
                        ForEach(trip.forecast) { day in
                            HStack {
                                Text(day.date, format: .dateTime.weekday(.wide))
                                Spacer()
                                Image(systemName: day.symbol)
                                Text(day.high, format: .measurement(width: .abbreviated))
                            }
                        }
                        Button("Close") { showWeather = false }
                    }
                    .padding()
                }
            }
            // .accessibilityAddTraits(.isButton) is not the header trait
            .fullScreenCover(isPresented: $showPacking) {  // expect: modal-title-heading, modal-focus-return
                PackingChecklist(items: $trip.packingItems)
            }
            // .navigationBarTitle with no navigation container shows nothing
            .sheet(isPresented: $showCurrency) {  // expect: modal-title-heading, modal-focus-return
                CurrencyConverter(baseCurrency: trip.homeCurrency)
            }
            // clean: inline NavigationStack with .navigationTitle
            .sheet(isPresented: $showNotes) {  // expect: modal-focus-return
                NavigationStack {
                    TextEditor(text: $trip.notes)
                        .padding(.horizontal)
                        .navigationTitle("Trip Notes")
                        .toolbar {
                            Button("Done") { showNotes = false }
                        }
                }
            }
            // clean: NavigationView with the legacy .navigationBarTitle(_:displayMode:)
            .sheet(isPresented: $showBudget) {  // expect: modal-focus-return
                BudgetSheet(trip: trip)
            }
            // clean: .accessibilityAddTraits(.isHeader) on the title
            .sheet(isPresented: $showTravelers) {  // expect: modal-focus-return
                TravelersSheet(travelers: trip.travelers)
            }
            // clean: NavigationStack in the content, .navigationTitle in the child it shows
            .sheet(isPresented: $showItinerary) {  // expect: modal-focus-return
                ItinerarySheet(trip: trip)
            }
            // clean: the header lives in a computed property of the content type
            .sheet(isPresented: $showGuide) {  // expect: modal-focus-return
                CityGuideSheet(city: trip.destination)
            }
            // clean: the content's type is in another module
            .fullScreenCover(isPresented: $showBoardingPass) {  // expect: modal-focus-return
                BoardingPassView(passID: trip.boardingPassID)
            }
            // clean: .accessibility(addTraits: .isHeader), the iOS 13 spelling
            .sheet(isPresented: $showVisaInfo) {  // expect: modal-focus-return
                VisaInfoSheet(country: trip.destination.country)
            }
            // clean: a trait set that includes .isHeader
            .sheet(isPresented: $showEmergency) {  // expect: modal-focus-return
                EmergencyContactsSheet(contacts: trip.emergencyContacts)
            }
            // item form: the stop's name is styled as a title (in a child view), not marked as a heading
            .sheet(item: $selectedStop) { stop in  // expect: modal-title-heading, modal-focus-return
                StopDetail(stop: stop)
            }
        }
    }
}
