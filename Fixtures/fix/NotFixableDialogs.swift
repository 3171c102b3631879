// Covers dialogs --fix must leave alone; the fixed file equals this one.
// - "Delete Album" is presented by two different buttons (the toolbar and the footer) through one
//   function: which of them opened it cannot be recorded, so the finding stays, with the reason;
// - a legacy `.alert(isPresented:) { infoAlert }` whose `Alert(…)` a helper property builds: the
//   helper is the author's to move (--fix moves only a value written in the closure), and until
//   then the alert cannot carry a focus reset: both findings stay, with their reasons;
// - a sheet raised by an import finishing (no trigger) needs no focus return at all;
// - an alert whose "Cancel" has no role while "Open Settings" has role: .cancel: a dialog shows one
//   cancel action, so giving "Cancel" the role would hide one of them; which backs out is the
//   author's choice, and the finding stays, with that reason.
import SwiftUI

struct PhotoAlbum {
    var name: String
    var photoCount: Int
}

struct ImportSummaryView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List { Text("12 photos imported") }
                .navigationTitle("Import Complete")
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}

struct AlbumDetailView: View {
    @State var album: PhotoAlbum
    @State private var isConfirmingDelete = false
    @State private var isShowingInfo = false
    @State private var isShowingImportSummary = false

    var body: some View {
        NavigationStack {
            VStack {
                Text("\(album.photoCount) photos")
                Button("Album Info") { isShowingInfo = true }
                Button("Delete Album", role: .destructive, action: confirmDelete)
            }
            .navigationTitle(album.name)
            .toolbar {
                Button(role: .destructive, action: confirmDelete) {
                    Label("Delete", systemImage: "trash")
                }
            }
            .task {
                album.photoCount += 12
                isShowingImportSummary = true
            }
            .alert("Delete \(album.name)?", isPresented: $isConfirmingDelete) {
                Button("Delete Album", role: .destructive) { album.photoCount = 0 }
                Button("Cancel", role: .cancel) { }
            }
            .alert(isPresented: $isShowingInfo) { infoAlert }
            .sheet(isPresented: $isShowingImportSummary) {
                ImportSummaryView()
            }
        }
    }

    private func confirmDelete() {
        isConfirmingDelete = true
    }

    private var infoAlert: Alert {
        Alert(title: Text(album.name), message: Text("\(album.photoCount) photos"))
    }
}

struct CameraPermissionView: View {
    @State private var isShowingPermission = false

    var body: some View {
        Text("Scan a document")
            .task { isShowingPermission = await !cameraIsAllowed() }
            .alert("Camera access is off", isPresented: $isShowingPermission) {
                Button("Open Settings", role: .cancel) { openSettings() }
                Button("Cancel") { }
            }
    }

    private func cameraIsAllowed() async -> Bool { false }

    private func openSettings() {}
}
