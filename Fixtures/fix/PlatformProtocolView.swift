// Covers a view that adopts View through a protocol of the app's (`PlatformScreen: View`, whose
// extension builds `body`): it holds state as any view does, so the focus state is declared there.
import SwiftUI

protocol PlatformScreen: View {
    associatedtype Compact: View
    var compactBody: Compact { get }
}

extension PlatformScreen {
    var body: some View { compactBody }
}

struct EpisodeActions: PlatformScreen {
    @State private var isConfirmingDownload = false

    var compactBody: some View {
        Button("Download") {
            isConfirmingDownload = true
        }
        .alert("Download this episode?", isPresented: $isConfirmingDownload) {
            Button("Download") {}
            Button("Cancel", role: .cancel) {}
        }
    }
}
