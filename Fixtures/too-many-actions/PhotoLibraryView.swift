import Photos
import SwiftUI

struct LibraryPhoto: Identifiable, Hashable {
    let id: String
    var title: String
    var isFavorite: Bool
    var isShared: Bool
    var albumName: String?
}

@MainActor
final class PhotoLibraryModel: ObservableObject {
    @Published var photos: [LibraryPhoto] = []
    @Published var selection: Set<LibraryPhoto.ID> = []
    @Published var lastError: String?

    func saveToPhotos(_ photo: LibraryPhoto) async {}
    func saveToFiles(_ photo: LibraryPhoto) async {}
    func share(_ photo: LibraryPhoto) {}
    func replaceOriginal(with photo: LibraryPhoto) async {}
    func saveCopy(of photo: LibraryPhoto) async {}
    func deleteEverywhere(_ ids: Set<LibraryPhoto.ID>) async {}
    func deleteLocally(_ ids: Set<LibraryPhoto.ID>) async {}
    func hide(_ ids: Set<LibraryPhoto.ID>) {}
    func rename(_ photo: LibraryPhoto, to title: String) {}
    func sort(by order: SortOrder) {}
}

enum SortOrder: String, CaseIterable, Identifiable {
    case dateTaken, dateAdded, title, fileSize, location, favoritesFirst
    var id: Self { self }
}

struct PhotoLibraryView: View {
    @StateObject private var model = PhotoLibraryModel()
    @State private var focusedPhoto: LibraryPhoto?
    @State private var showSaveOptions = false
    @State private var showEditedSave = false
    @State private var showSortOptions = false
    @State private var showDeleteChoices = false
    @State private var showRename = false
    @State private var newTitle = ""

    private let columns = [GridItem(.adaptive(minimum: 96), spacing: 2)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(model.photos) { photo in
                        PhotoThumbnail(photo: photo)
                            .onTapGesture { focusedPhoto = photo }
                            .contextMenu {
                                Button("Save…") {
                                    focusedPhoto = photo
                                    showSaveOptions = true
                                }
                                Button("Rename…") {
                                    focusedPhoto = photo
                                    newTitle = photo.title
                                    showRename = true
                                }
                            }
                    }
                }
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Button("Sort", systemImage: "arrow.up.arrow.down") { showSortOptions = true }
                    Button("Delete", systemImage: "trash") { showDeleteChoices = true }
                        .disabled(model.selection.isEmpty)
                }
            }
            // flagged: four plain buttons in a single branch
            .alert("Save “\(focusedPhoto?.title ?? "Photo")”", isPresented: $showSaveOptions) {  // expect: too-many-actions, alert-focus-return
                Button("Save to Photos") {
                    if let focusedPhoto { Task { await model.saveToPhotos(focusedPhoto) } }
                }
                Button("Save to Files") {
                    if let focusedPhoto { Task { await model.saveToFiles(focusedPhoto) } }
                }
                Button("Share…") {
                    if let focusedPhoto { model.share(focusedPhoto) }
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Choose where the full-resolution original should go.")
            }
            // clean: exactly three actions is the limit, not over it
            .alert("Save Edited Photo", isPresented: $showEditedSave) {
                Button("Save as Copy") {
                    if let focusedPhoto { Task { await model.saveCopy(of: focusedPhoto) } }
                }
                Button("Replace Original", role: .destructive) {
                    if let focusedPhoto { Task { await model.replaceOriginal(with: focusedPhoto) } }
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Replacing the original also changes it on your other devices.")
            }
            // clean: a confirmation dialog is made for long lists and is never counted
            .confirmationDialog("Sort Photos By", isPresented: $showSortOptions, titleVisibility: .visible) {  // expect: alert-focus-return
                Button("Date Taken") { model.sort(by: .dateTaken) }
                Button("Date Added") { model.sort(by: .dateAdded) }
                Button("Title") { model.sort(by: .title) }
                Button("File Size") { model.sort(by: .fileSize) }
                Button("Location") { model.sort(by: .location) }
                Button("Favorites First") { model.sort(by: .favoritesFirst) }
            }
            // flagged: four buttons written four different ways (role + label closure, action + Label,
            // action: argument, plain) still count as four
            .alert(  // expect: too-many-actions, alert-focus-return
                "Delete \(model.selection.count) Photos?",
                isPresented: $showDeleteChoices
            ) {
                Button(role: .destructive) {
                    Task { await model.deleteEverywhere(model.selection) }
                } label: {
                    Text("Delete from All Devices")
                }
                Button(action: deleteFromThisDevice) {
                    Label("Delete from This iPhone", systemImage: "iphone")  // expect: missing-destructive-role
                }
                Button("Move to Hidden Album", action: hideSelection)
                Button("Cancel", role: .cancel) {}
            }
            // clean: the text field is an input, not an action; three buttons remain
            .alert("Rename Photo", isPresented: $showRename) {  // expect: alert-focus-return
                TextField("Title", text: $newTitle)
                    .textInputAutocapitalization(.words)
                Button("Rename") {
                    if let focusedPhoto { model.rename(focusedPhoto, to: newTitle) }
                }
                Button("Use Original Name") {
                    if let focusedPhoto { model.rename(focusedPhoto, to: "IMG_\(focusedPhoto.id)") }
                }
                Button("Cancel", role: .cancel) {}
            }
        }
    }

    private func deleteFromThisDevice() {
        Task { await model.deleteLocally(model.selection) }
    }

    private func hideSelection() {
        model.hide(model.selection)
    }
}

struct PhotoThumbnail: View {
    let photo: LibraryPhoto

    var body: some View {
        Rectangle()
            .fill(.quaternary)
            .aspectRatio(1, contentMode: .fill)
            .overlay(alignment: .bottomLeading) {
                if photo.isFavorite {
                    Image(systemName: "heart.fill")
                        .foregroundStyle(.white)
                        .padding(4)
                }
            }
            .accessibilityLabel(photo.title)
    }
}
