import SwiftUI

struct PantryView: View {
    @EnvironmentObject private var pantry: Pantry

    @State private var showAddNote = false
    @State private var showNutrition = false
    @State private var showAisles = false
    @State private var showStaples = false
    @State private var isImporting = false
    @State private var showScanner = false
    @State private var showExpiring = false
    @State private var showConversion = false
    @State private var zoomedPhoto: PantryPhoto?
    @State private var noteText = ""
    @State private var isReordering = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(pantry.shelves) { shelf in
                    Section(shelf.name) {
                        ForEach(shelf.items) { item in
                            HStack {
                                Text(item.name)
                                Spacer()
                                if let photo = item.photo {
                                    Button {
                                        zoomedPhoto = photo
                                    } label: {
                                        Image(systemName: "photo")
                                    }
                                    .accessibilityLabel("Show Photo of \(item.name)")
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Pantry")
            .toolbar {
                Menu("More", systemImage: "ellipsis.circle") {
                    Button("Add Note") { showAddNote = true }
                    Button("Nutrition") { showNutrition = true }
                    Button("Aisles") { showAisles = true }
                    Button("Staples") { showStaples = true }
                    Button("Import from Reminders") { importFromReminders() }
                    Button("Scan Receipt") { showScanner = true }
                    Button("Expiring Soon") { showExpiring = true }
                    Button("Convert Units") { showConversion = true }
                }
            }
        }
        // clean: a TextEditor scrolls
        .sheet(isPresented: $showAddNote) {  // expect: modal-focus-return
            NavigationStack {
                TextEditor(text: $noteText)
                    .padding(.horizontal)
                    .navigationTitle("Pantry Note")
                    .toolbar {
                        Button("Save") {
                            pantry.note = noteText
                            showAddNote = false
                        }
                    }
            }
        }
        // clean: a Table scrolls (macOS, iPadOS)
        .sheet(isPresented: $showNutrition) {  // expect: modal-focus-return
            NutritionTable(rows: pantry.nutritionRows)
        }
        // clean: .scrollDisabled(false) leaves the List scrolling
        .sheet(isPresented: $showAisles) {  // expect: modal-focus-return
            AisleOrderSheet(aisles: $pantry.aisles, isReordering: $isReordering)
        }
        // clean: .scrollDisabled with a value the analyzer cannot know
        .sheet(isPresented: $showStaples) {  // expect: modal-focus-return
            StaplesSheet(staples: $pantry.staples, isReordering: isReordering)
        }
        // clean: nothing to read or press — a progress spinner over a dimmed background
        .fullScreenCover(isPresented: $isImporting) {  // expect: modal-focus-return, modal-missing-close-control, modal-title-heading
            ZStack {
                Color.black.opacity(0.4).ignoresSafeArea()
                ProgressView()
                    .controlSize(.large)
                    .tint(.white)
            }
            .presentationBackground(.clear)
        }
        // clean: a UIKit camera controller has its own layout
        .fullScreenCover(isPresented: $showScanner) {  // expect: modal-focus-return
            ReceiptCamera { image in
                pantry.importReceipt(image)
            }
            .ignoresSafeArea()
        }
        // clean: the ScrollView is built by a helper property of the content type
        .sheet(isPresented: $showExpiring) {  // expect: modal-focus-return
            ExpiringSoonSheet(items: pantry.expiringSoon)
        }
        // clean: item form showing only an image
        .sheet(item: $zoomedPhoto) { photo in  // expect: modal-focus-return, modal-missing-close-control, modal-title-heading
            AsyncImage(url: photo.url) { image in
                image
                    .resizable()
                    .scaledToFit()
            } placeholder: {
                Color.gray.opacity(0.2)
            }
            .accessibilityLabel(photo.caption)
        }
        // labelled content: argument; the card is a fixed VStack
        .sheet(  // expect: modal-not-scrollable, modal-focus-return
            isPresented: $showConversion,
            onDismiss: { pantry.saveConversions() },
            content: {
                ConversionCard(conversions: pantry.conversions)
            }
        )
    }

    private func importFromReminders() {
        isImporting = true
        Task {
            await pantry.importReminders()
            isImporting = false
        }
    }
}

struct NutritionTable: View {
    let rows: [NutritionRow]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text("Nutrition per Serving").font(.headline).accessibilityAddTraits(.isHeader)
            Table(rows) {
                TableColumn("Nutrient", value: \.name)
                TableColumn("Amount") { row in
                    Text(row.amount, format: .measurement(width: .abbreviated))
                }
            }
            Button("Done") { dismiss() }
        }
        .padding()
        .frame(minWidth: 420, minHeight: 360)
    }
}

struct AisleOrderSheet: View {
    @Binding var aisles: [Aisle]
    @Binding var isReordering: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                ForEach(aisles) { aisle in
                    Text(aisle.name)
                }
                .onMove { aisles.move(fromOffsets: $0, toOffset: $1) }
            }
            .scrollDisabled(false)
            .environment(\.editMode, .constant(isReordering ? .active : .inactive))
            .navigationTitle("Aisles")
            .toolbar {
                Button(isReordering ? "Done Reordering" : "Reorder") { isReordering.toggle() }
                Button("Close") { dismiss() }
            }
        }
    }
}

struct StaplesSheet: View {
    @Binding var staples: [Staple]
    let isReordering: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List($staples) { $staple in
                Toggle(staple.name, isOn: $staple.isStocked)
            }
            .scrollDisabled(isReordering)
            .navigationTitle("Staples")
            .toolbar { Button("Done") { dismiss() } }
        }
    }
}

struct ExpiringSoonSheet: View {
    let items: [PantryItem]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 0) {
            Text("Expiring Soon")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
                .padding()
            itemList
            Button("Done") { dismiss() }
                .padding()
        }
    }

    private var itemList: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 8) {
                ForEach(items) { item in
                    HStack {
                        Text(item.name)
                        Spacer()
                        Text(item.expiry, style: .relative)
                    }
                }
            }
            .padding(.horizontal)
        }
    }
}

struct ConversionCard: View {
    let conversions: [UnitConversion]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Conversions")
                .font(.title3.bold())
                .accessibilityAddTraits(.isHeader)
            Grid(alignment: .leading) {
                ForEach(conversions) { conversion in
                    GridRow {
                        Text(conversion.from)
                        Text(conversion.to)
                    }
                }
            }
            Button("Done") { dismiss() }
        }
        .padding()
        .presentationDetents([.medium])
    }
}
