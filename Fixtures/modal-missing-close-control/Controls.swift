import SwiftUI

/// Routes modal presentation for the whole app; views ask it to close the top-most modal.
@MainActor
final class Router: ObservableObject {
    @Published var modalStack: [Modal] = []

    func closeModal() {
        _ = modalStack.popLast()
    }
}

/// The round "×" placed over full-screen media.
struct CloseButton: View {
    @EnvironmentObject private var router: Router

    var body: some View {
        Button {
            router.closeModal()
        } label: {
            Image(systemName: "xmark.circle.fill")
                .font(.title)
                .symbolRenderingMode(.hierarchical)
        }
        .accessibilityLabel("Close")
    }
}

/// A bold Done button for modals without a navigation bar.
struct DoneButton: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Done") { dismiss() }
            .bold()
            .buttonStyle(.bordered)
    }
}
