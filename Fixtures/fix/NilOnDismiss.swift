// Covers a sheet written with `onDismiss: nil`, as code that once passed a handler keeps it: the
// fix replaces `nil` with the closure that returns focus, never calls `nil` as a function; the
// second sheet, with its handler on one line per argument, keeps that layout. A handler that is a
// property of optional closure type is called through `?` (`onClose?()`), never as `onClose()`.
import SwiftUI

struct ReportsView: View {
    @State private var showingFilters = false
    @State private var showingExport = false

    var body: some View {
        VStack {
            Button("Filters") { showingFilters = true }
                .sheet(isPresented: $showingFilters, onDismiss: nil) {
                    FiltersForm()
                }
            Button("Export") { showingExport = true }
                .sheet(
                    isPresented: $showingExport,
                    onDismiss: nil,
                    content: { ExportForm() }
                )
        }
    }
}

struct FiltersForm: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form { Text("Filters") }
                .navigationTitle("Filters")
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}

struct ExportForm: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form { Text("Export") }
                .navigationTitle("Export")
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}

struct TagPicker: View {
    let onClose: (() -> Void)?
    @State private var showingTags = false

    var body: some View {
        Button("Tags") { showingTags = true }
            .sheet(isPresented: $showingTags, onDismiss: onClose) {
                ExportForm()
            }
    }
}
