import Observation
import SwiftUI

struct Project: Identifiable, Hashable {
    let id: UUID
    var name: String
    var isShared: Bool
    var taskCount: Int
    var isArchived: Bool
}

@MainActor
@Observable
final class ProjectStore {
    var projects: [Project] = []
    var current: Project?

    var archived: [Project] { projects.filter(\.isArchived) }

    func delete(_ project: Project) {
        projects.removeAll { $0.id == project.id }
    }

    func deleteArchived() {
        projects.removeAll(where: \.isArchived)
    }

    func archiveCompleted() {}
    func duplicate(_ project: Project) {}

    func leave(_ project: Project) {
        projects.removeAll { $0.id == project.id }
    }
}

/// A row with its own delete control; the list hands it a closure.
struct ProjectRow: View {
    let project: Project
    var onDelete: () -> Void

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(project.name)
                Text("\(project.taskCount) tasks")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Button(action: onDelete) {
                Image(systemName: "trash")
            }
            .buttonStyle(.borderless)
            .accessibilityLabel("Delete \(project.name)")
        }
    }
}

struct ProjectListView: View {
    @State private var store = ProjectStore()

    @State private var projectToDelete: Project?
    @State private var showDeleteProject = false
    @State private var swipedProject: Project?
    @State private var showSwipeDelete = false
    @State private var showArchiveCompleted = false
    @State private var showDeleteArchived = false
    @State private var showLeaveProject = false

    @AccessibilityFocusState private var isLeaveFocused: Bool

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.projects) { project in
                    ProjectRow(project: project, onDelete: {
                        projectToDelete = project
                        showDeleteProject = true
                    })
                    .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                        Button(role: .destructive) {
                            swipedProject = project
                            showSwipeDelete = true
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
                    .contextMenu {
                        Button("Duplicate") { store.duplicate(project) }
                    }
                }

                Section {
                    Button("Delete All Archived", action: confirmDeleteArchived)
                        .disabled(store.archived.isEmpty)

                    if let current = store.current, current.isShared {
                        Button("Leave \(current.name)", action: confirmLeave)
                            .accessibilityFocused($isLeaveFocused)
                    }
                }
            }
            .navigationTitle("Projects")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Menu {
                        Button("Archive Completed", systemImage: "archivebox") {
                            showArchiveCompleted = true
                        }
                    } label: {
                        Label("More", systemImage: "ellipsis.circle")
                    }
                }
            }
            // flagged: the closure handed to ProjectRow's onDelete is the trigger.
            // expect@+1: alert-focus-return
            .alert(
                "Delete project?",
                isPresented: $showDeleteProject,
                presenting: projectToDelete
            ) { project in
                Button("Delete \(project.name)", role: .destructive) { store.delete(project) }
                Button("Cancel", role: .cancel) {}
            } message: { project in
                Text("\(project.taskCount) tasks will be deleted with it.")
            }
            // flagged: the swipe action presents this one.
            .confirmationDialog(  // expect: alert-focus-return
                "Delete \(swipedProject?.name ?? "project")?",
                isPresented: $showSwipeDelete,
                titleVisibility: .visible,
                presenting: swipedProject
            ) { project in
                Button("Delete", role: .destructive) { store.delete(project) }
                Button("Cancel", role: .cancel) {}
            }
            // flagged: a menu item presents it.
            .alert("Archive completed projects?", isPresented: $showArchiveCompleted) {  // expect: alert-focus-return
                Button("Archive") { store.archiveCompleted() }
                Button("Cancel", role: .cancel) {}
            }
            // flagged: `Button(_:action:)` calls confirmDeleteArchived(), which presents it (followed one level).
            .alert(  // expect: alert-focus-return
                String(localized: "Delete \(store.archived.count) archived projects?"),
                isPresented: $showDeleteArchived,
                actions: {
                    Button("Delete", role: .destructive) { store.deleteArchived() }
                    Button("Cancel", role: .cancel) {}
                }
            )
            // clean: the function trigger is bound, and both actions (one through a function
            // of this type) set the focus back.
            .alert("Leave this project?", isPresented: $showLeaveProject) {
                Button("Leave", role: .destructive) {
                    if let current = store.current {
                        store.leave(current)
                    }
                    isLeaveFocused = true
                }
                Button("Stay", role: .cancel, action: returnFocusToLeave)
            } message: {
                Text("You will lose access until someone invites you again.")
            }
        }
    }

    private func confirmDeleteArchived() {
        showDeleteArchived = true
    }

    private func confirmLeave() {
        showLeaveProject = true
    }

    private func returnFocusToLeave() {
        isLeaveFocused = true
    }
}
