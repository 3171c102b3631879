import SwiftUI

// The team's own alert-like banners. One shadows SwiftUI's legacy `alert(isPresented:content:)`
// and shows a banner view; the other takes labels no SwiftUI alert has, and hides nothing.

extension View {
    /// A banner pinned under the navigation bar, built from `content`.
    func alert<Banner: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Banner) -> some View {
        safeAreaInset(edge: .top) {
            if isPresented.wrappedValue { content() }
        }
    }

    /// A two-button banner with a message.
    func alert(
        message: String, isPresented: Binding<Bool>, confirm: String = "Yes", onConfirm: @escaping () -> Void
    ) -> some View {
        safeAreaInset(edge: .top) {
            if isPresented.wrappedValue {
                HStack {
                    Text(message)
                    Button(confirm, action: onConfirm)
                }
            }
        }
    }
}

struct DownloadsBannerView: View {
    @State private var showPaused = false
    @State private var showResume = false
    @State private var confirmDeleteAll = false

    var body: some View {
        List {
            Text("Downloads")
        }
        // clean: the team's banner, not a SwiftUI alert; its "Yes" is a banner button
        .alert(isPresented: $showPaused) {
            HStack {
                Text("Downloads paused on cellular")
                Button("Yes") { showPaused = false }
            }
        }
        // clean: the second banner; its default "Yes" is the team's, not a SwiftUI alert's
        .alert(message: "Resume downloads?", isPresented: $showResume) { showResume = false }
        // flagged: SwiftUI's own alert, which neither declaration above takes
        .alert("Delete all downloads?", isPresented: $confirmDeleteAll) {
            Button("Yes", role: .destructive) {}  // expect: ambiguous-action-label
            Button("Keep Downloads", role: .cancel) {}
        }
    }
}
