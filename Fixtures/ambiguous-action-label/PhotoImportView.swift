import PhotosUI
import SwiftUI

struct Album: Identifiable, Hashable {
    let id: String
    var name: String
}

/// The design system's alert button; what it renders is not known from here.
struct AlertButton: View {
    enum Kind { case ok, yes, no, cancel }

    let kind: Kind
    var action: () -> Void = {}

    var body: some View {
        switch kind {
        case .ok: Button("OK", action: action)
        case .yes: Button("Yes", action: action)
        case .no: Button("No", role: .cancel, action: action)
        case .cancel: Button("Cancel", role: .cancel, action: action)
        }
    }
}

/// An in-app banner; `Banner.alert(…)` is a factory, not SwiftUI's modifier.
struct Banner: Identifiable {
    let id = UUID()
    var message: String
    var confirm: String
    var cancel: String

    static func alert(_ message: String, confirm: String = "Yes", cancel: String = "No") -> Banner {
        Banner(message: message, confirm: confirm, cancel: cancel)
    }
}

enum ImportAction: Equatable {
    enum AlertAction: Equatable { case yes, no, dismiss }

    case alert(AlertAction)
    case importTapped
    case bannerShown(String)
}

@MainActor
final class ImportStore: ObservableObject {
    @Published var albums: [Album] = []
    @Published var pendingCount = 0
    @Published var banners: [Banner] = []
    @Published var hasFullAccess = true

    func send(_ action: ImportAction) {
        switch action {
        case .alert(.yes):
            importAll(into: nil)
        case .alert(.no), .alert(.dismiss):
            pendingCount = 0
        case .importTapped:
            banners.append(Banner.alert("Import \(pendingCount) photos?"))
        case .bannerShown:
            break
        }
    }

    func importAll(into album: Album?) {}
    func skipDuplicates() {}
    func importDuplicates() {}
    func keepOriginals() {}
    func requestFullAccess() {}
}

struct PhotoImportView: View {
    @StateObject private var store = ImportStore()

    @State private var chooseAlbum = false
    @State private var chooseAlbumAgain = false
    @State private var confirmReplace = false
    @State private var duplicatesFound = false
    @State private var confirmHEIC = false
    @State private var showLimitedAccess = false
    @State private var legacyConfirmImport = false
    @State private var legacyImportDone = false
    @State private var legacyKeepOriginals = false
    @State private var confirmImportAll = false
    @State private var showDesignSystemAlert = false
    @State private var confirmMetadata = false

    var body: some View {
        List {
            ForEach(store.banners) { banner in
                HStack {
                    Text(banner.message)
                    Spacer()
                    Button(banner.confirm) { store.send(.alert(.yes)) }
                    Button(banner.cancel) { store.send(.alert(.no)) }
                }
            }
            Button("Import \(store.pendingCount) Photos") { store.send(.importTapped) }
            Text("Tip: answer .alert(\"Import?\") with a verb, not \"Yes\".")
                .font(.footnote)
        }
        .navigationTitle("Import")
        // Chain links between dialogs: comments and a platform block.
        #if os(iOS)
        .listStyle(.insetGrouped)
        #endif
        // flagged: the count of album buttons is unknown, but "No" is ambiguous whatever the count.
        .alert("Add to an album?", isPresented: $chooseAlbum) {
            ForEach(store.albums) { album in
                Button(album.name) { store.importAll(into: album) }
            }
            Button("No", role: .cancel) { store.importAll(into: nil) }  // expect: ambiguous-action-label
        }
        // clean: ForEach makes the number of actions unknown, so "OK" may be alone.
        .alert("Choose an album", isPresented: $chooseAlbumAgain) {
            ForEach(store.albums) { album in
                Button(album.name) { store.importAll(into: album) }
            }
            Button("OK", role: .cancel) {}
        }
        // flagged twice: the actions come from a helper property of this type.
        .alert("Replace the photos already in the library?", isPresented: $confirmReplace) {
            replaceActions
        }
        // flagged: a confirmation dialog with a visible title; "Yes!" is "Yes" without punctuation.
        .confirmationDialog(
            "\(store.pendingCount) photos are already in your library",
            isPresented: $duplicatesFound,
            titleVisibility: .visible
        ) {
            Button("Yes!") { store.importDuplicates() }  // expect: ambiguous-action-label
            Button("Skip Duplicates") { store.skipDuplicates() }
        }
        // flagged: the iOS 26 `.confirm` role does not make "OK" say what it confirms.
        .alert("Convert HEIC photos to JPEG?", isPresented: $confirmHEIC) {
            Button("OK", role: .confirm) { store.importAll(into: nil) }  // expect: ambiguous-action-label
            Button("Cancel", role: .cancel) {}
        }
        // clean: the iOS 26 `.close` role with the system's own label, and a named action.
        .alert("Photos has limited access", isPresented: $showLimitedAccess) {
            Button("Allow Full Access") { store.requestFullAccess() }
            Button(role: .close) {}
        }
        // clean: custom button types; their labels and count are unknown.
        .alert("Import all photos?", isPresented: $showDesignSystemAlert) {
            AlertButton(kind: .yes) { store.importAll(into: nil) }
            AlertButton(kind: .no)
        }
        // clean: labels that name the effect, in a confirmation dialog.
        .confirmationDialog("Import everything?", isPresented: $confirmImportAll, titleVisibility: .visible) {
            Button("Yes, Import All") { store.importAll(into: nil) }
            Button("Import Only New Photos") { store.skipDuplicates() }
        }
        // flagged: a legacy alert; `.default(Text("OK"))` is one of two buttons.
        .alert(isPresented: $legacyConfirmImport) {  // expect: deprecated-alert-api
            Alert(
                title: Text("Import \(store.pendingCount) photos?"),
                primaryButton: .default(Text("OK")) { store.importAll(into: nil) },  // expect: ambiguous-action-label
                secondaryButton: .cancel()
            )
        }
        // clean: a legacy alert with a lone OK.
        .alert(isPresented: $legacyImportDone) {  // expect: deprecated-alert-api
            Alert(title: Text("Import complete"), dismissButton: .default(Text("OK")))
        }
        // flagged: a legacy action sheet offering "Yes".
        .actionSheet(isPresented: $legacyKeepOriginals) {  // expect: deprecated-alert-api
            ActionSheet(
                title: Text("Keep the original files after import?"),
                buttons: [
                    .default(Text("Yes")) { store.keepOriginals() },  // expect: ambiguous-action-label
                    .destructive(Text("Delete Originals")),
                    .cancel(),
                ]
            )
        }
        .alert("Keep location data?", isPresented: $confirmMetadata) {
            // flagged: lower case does not help.
            Button("no", role: .destructive) {}  // expect: ambiguous-action-label
            Button("Keep Location", role: .cancel) {}
        }
    }

    @ViewBuilder
    private var replaceActions: some View {
        Button("Yes", role: .destructive) { store.importAll(into: nil) }  // expect: ambiguous-action-label
        Button("No", role: .cancel) {}  // expect: ambiguous-action-label
    }
}
