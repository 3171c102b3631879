import SwiftData
import SwiftUI

@Model
final class TaskItem {
    var title: String
    var isDone: Bool
    var createdAt: Date

    init(title: String, isDone: Bool = false, createdAt: Date = .now) {
        self.title = title
        self.isDone = isDone
        self.createdAt = createdAt
    }
}

struct TaskListView: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \TaskItem.createdAt, order: .reverse) private var tasks: [TaskItem]

    @State private var showDeleteAlert = false
    @State private var isLoading = false
    @State private var showUndoToast = false
    @State private var lastDeleted: TaskItem?

    var body: some View {
        NavigationStack {
            ZStack {
                List {
                    ForEach(tasks) { task in
                        Label(task.title, systemImage: task.isDone ? "checkmark.circle.fill" : "circle")
                    }
                }
                .toolbar {
                    Button("Delete Completed", role: .destructive) { showDeleteAlert = true }
                }

                // clean: a spinner while loading is not a dialog, and holds no buttons
                if isLoading {
                    ProgressView("Syncing…")
                        .padding()
                        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                }

                // flagged: a hand-made alert in a ZStack; VoiceOver does not know it is there
                if showDeleteAlert {  // expect: faux-dialog
                    Color.black.opacity(0.35)
                        .ignoresSafeArea()
                        .onTapGesture { showDeleteAlert = false }
                    VStack(spacing: 16) {
                        Text("Delete Completed Tasks?")
                            .font(.headline)
                        Text("\(tasks.filter(\.isDone).count) tasks will be removed.")
                            .font(.subheadline)
                        HStack {
                            Button("Cancel") { showDeleteAlert = false }
                            Button("Delete", role: .destructive) {
                                for task in tasks where task.isDone { context.delete(task) }
                                showDeleteAlert = false
                            }
                        }
                    }
                    .padding(24)
                    .background(.background, in: RoundedRectangle(cornerRadius: 16))
                    .shadow(radius: 20)
                    .transition(.scale.combined(with: .opacity))
                    .zIndex(1)
                }
            }
            .navigationTitle("Tasks")
            // clean: the name says toast: a transient message with an Undo button is not a dialog
            .overlay(alignment: .bottom) {
                if showUndoToast {
                    HStack {
                        Text("Task deleted")
                        Spacer()
                        Button("Undo") {
                            if let lastDeleted { context.insert(lastDeleted) }
                            showUndoToast = false
                        }
                    }
                    .padding()
                    .background(.thinMaterial, in: Capsule())
                    .padding()
                }
            }
        }
    }
}

struct TaskEditorView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var notes = ""
    @State private var showDiscardDialog = false
    @State private var showErrorAlert = false
    @State private var errorText = ""

    var body: some View {
        ZStack {
            Form {
                TextField("Title", text: $title)
                TextField("Notes", text: $notes, axis: .vertical)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        if title.isEmpty && notes.isEmpty { dismiss() } else { showDiscardDialog = true }
                    }
                }
            }

            // flagged: two custom dialogs in the same ZStack, each reported on its own `if`
            if showDiscardDialog {  // expect: faux-dialog
                VStack {
                    Text("Discard this task?")
                    Button("Discard", role: .destructive) { dismiss() }
                    Button("Keep Editing") { showDiscardDialog = false }
                }
                .padding()
                .background(.regularMaterial)
            }
            if showErrorAlert {  // expect: faux-dialog
                VStack {
                    Text(errorText)
                    Button("OK") { showErrorAlert = false }
                }
                .padding()
                .background(.regularMaterial)
            }
        }
    }
}
