//
//  LibraryView.swift
//  Shelf — a reading app
//

import SwiftUI

struct LibraryView: View {
    @StateObject private var library = LibraryStore()
    @State private var showSettings = false
    @State private var showImporter = false
    @State private var showReader = false
    @State private var showSyncPaused = false
    @State private var showConflicts = false
    @State private var selectedBook: Book?
    @AccessibilityFocusState private var isSettingsFocused: Bool
    @AccessibilityFocusState private var isImportFocused: Bool

    var body: some View {
        NavigationStack {
            List {
                if let current = library.currentlyReading {
                    ContinueReadingCard(book: current)
                        .onTapGesture {
                            showReader = true
                        }
                }

                Section("All Books") {
                    ForEach(library.books) { book in
                        Button {
                            selectedBook = book
                        } label: {
                            BookRow(book: book)
                        }
                        .buttonStyle(.plain)
                    }
                }
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Settings") { showSettings = true }
                        .accessibilityFocused($isSettingsFocused)
                }
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showImporter = true
                    } label: {
                        Label("Import", systemImage: "square.and.arrow.down")
                    }
                    .accessibilityFocused($isImportFocused)
                }
            }
            .onReceive(library.syncPausedPublisher) { _ in
                showSyncPaused = true
            }
            .alert("Sync is paused", isPresented: $showSyncPaused) {
                Button("Review Conflicts") { showConflicts = true }
                Button("Later", role: .cancel) { }
            } message: {
                Text("Two devices changed the same notes.")
            }
            // clean: the toolbar trigger is bound to an @AccessibilityFocusState and onDismiss sets it back
            .sheet(isPresented: $showSettings, onDismiss: { isSettingsFocused = true }) {
                SettingsView()
            }
            // the trigger is bound, but there is no onDismiss to set the focus back
            .sheet(isPresented: $showImporter) {  // expect: modal-focus-return
                ImportView(library: library)
            }
            // a row's button sets the item; no focus state at all
            .sheet(item: $selectedBook) { book in  // expect: modal-focus-return
                BookDetailView(book: book)
            }
            // clean: only a button inside the alert's actions sets it, and that button goes away with the alert
            .sheet(isPresented: $showConflicts) {
                ConflictListView(conflicts: library.conflicts)
            }
            // the tap gesture on the card is the trigger; nothing returns focus to it
            .fullScreenCover(isPresented: $showReader) {  // expect: modal-focus-return
                if let current = library.currentlyReading {
                    ReaderView(book: current)
                }
            }
        }
    }
}

struct ContinueReadingCard: View {
    let book: Book

    var body: some View {
        HStack(spacing: 12) {
            BookCover(book: book)
                .frame(width: 48, height: 72)
            VStack(alignment: .leading) {
                Text("Continue reading")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(book.title)
                    .font(.headline)
                ProgressView(value: book.progress)
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        HStack {
            BookCover(book: book)
                .frame(width: 32, height: 48)
            VStack(alignment: .leading) {
                Text(book.title)
                Text(book.author)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

#Preview {
    LibraryView()
}
