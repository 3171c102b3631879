import SwiftUI

@MainActor
final class ReglagesModel: ObservableObject {
    @Published var cacheSize = "1,2 Go"
    @Published var syncEnabled = true

    func clearCache() {}
    func resetLibrary() {}
    func signOut() {}
}

/// The settings screen, in French, with a Japanese cache prompt for the Tokyo team's build.
struct ReglagesView: View {
    @StateObject private var model = ReglagesModel()
    @State private var confirmClearCache = false
    @State private var confirmReset = false
    @State private var confirmSignOut = false

    var body: some View {
        NavigationStack {
            List {
                Section("Stockage") {
                    LabeledContent("Cache", value: model.cacheSize)
                    Toggle("Synchroniser via iCloud", isOn: $model.syncEnabled)
                    Button("Vider le cache") { confirmClearCache = true }
                    Button("Réinitialiser la photothèque") { confirmReset = true }
                }
                Section("Compte") {
                    Button("Se déconnecter") { confirmSignOut = true }
                }
            }
            .navigationTitle("Réglages")
        }
        .alert("🧹 キャッシュを削除しますか？", isPresented: $confirmClearCache) { Button("Yes") { model.clearCache() } }
        .alert("Réinitialiser la photothèque ?", isPresented: $confirmReset) {
            Button("Clear 100%, Start Over") { model.resetLibrary() }
            Button("Annuler", role: .cancel) {}
        }
        .confirmationDialog("Se déconnecter ?", isPresented: $confirmSignOut, titleVisibility: .visible) {
            Button("Se déconnecter", role: .destructive) { model.signOut() }
            // dialoglint:disable:next ambiguous-action-label -- wording approved by legal, tested with VoiceOver users
            Button("No") {}
        }
    }
}
