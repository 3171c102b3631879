// Covers dialogs shown through a binding the view computes, and dialogs that another dialog's
// actions show only on some paths:
// - the scanner sheet's binding is a computed property, `Binding { … } set: { … }` over
//   `scanSource`: "Scan Document" shows it unconditionally and sets no focus of its own; "Use
//   Camera" shows it only when the camera is allowed, else the "Camera access" alert: it sets
//   focus back itself, which the sheet or the alert then takes; the sheet's onDismiss and the
//   alert's "Not Now" return focus to "Attach";
// - the queue sheet's binding reads the player's flag through `Binding(get:set:)`: the
//   setter SwiftUI calls as it closes is no trigger, "Queue" is;
// - "Sign In" leads on to "Sign-in failed" from a `catch` in a Task: that alert returns focus to
//   "Account", and so does "Sign In" itself, which shows nothing when it succeeds;
// - "Skip for Now" goes on to the next step of the flow: it sets no focus;
// - "Couldn't save" is shown by `save()`, which "Save" calls as well as "Replace": it follows no
//   dialog; "Order failed" follows "Order" only after it pushes the receipt: neither gets a fix.
import SwiftUI

enum ScanSource: Hashable {
    case camera, document
}

struct AttachmentButton: View {
    @State private var showSources = false
    @State private var showCameraDenied = false
    @State private var scanSource: ScanSource?
    @AccessibilityFocusState private var isAttachFocused: Bool
    let cameraAllowed: Bool

    private var showScanner: Binding<Bool> {
        Binding {
            scanSource != nil
        } set: { _ in
            scanSource = nil
        }
    }

    var body: some View {
        Button("Attach") { showSources = true }
            .accessibilityFocused($isAttachFocused)
            .confirmationDialog("Attach", isPresented: $showSources) {
                Button("Use Camera") {
                    if cameraAllowed {
                        scanSource = .camera
                    } else {
                        showCameraDenied = true
                    }
                    isAttachFocused = true
                }
                Button("Scan Document") {
                    scanSource = .document
                }
                Button("Cancel", role: .cancel) { isAttachFocused = true }
            }
            .alert("Camera access", isPresented: $showCameraDenied) {
                Button("Not Now", role: .cancel) { isAttachFocused = true }
            }
            .sheet(isPresented: showScanner, onDismiss: { isAttachFocused = true }) {
                NavigationStack {
                    Text("Scanner")
                        .navigationTitle("Scan")
                        .toolbar { Button("Done") { scanSource = nil } }
                }
            }
    }
}

struct PlayerState {
    var isQueueShown = false
}

struct MiniPlayer: View {
    @State private var player = PlayerState()
    @AccessibilityFocusState private var isQueueFocused: Bool

    var body: some View {
        Button("Queue") { player.isQueueShown = true }
            .accessibilityFocused($isQueueFocused)
            .sheet(
                isPresented: Binding(
                    get: { player.isQueueShown },
                    set: { player.isQueueShown = $0 }
                ),
                onDismiss: { isQueueFocused = true }
            ) {
                NavigationStack {
                    Text("Up Next")
                        .navigationTitle("Queue")
                        .toolbar { Button("Done") { player.isQueueShown = false } }
                }
            }
    }
}

struct AccountSignIn: View {
    @State private var showSignIn = false
    @State private var signInFailed = false
    @State private var showOffline = false
    @AccessibilityFocusState private var isAccountFocused: Bool
    @AccessibilityFocusState private var isSyncFocused: Bool

    var body: some View {
        VStack {
            Button("Account") { showSignIn = true }
                .accessibilityFocused($isAccountFocused)
            Button("Sync") { showOffline = true }
                .accessibilityFocused($isSyncFocused)
        }
        .alert("Sign in to sync", isPresented: $showSignIn) {
            Button("Sign In") {
                Task {
                    do {
                        try await signIn()
                    } catch {
                        signInFailed = true
                    }
                }
                isAccountFocused = true
            }
            Button("Cancel", role: .cancel) { isAccountFocused = true }
        }
        .alert("Sign-in failed", isPresented: $signInFailed) {
            Button("OK", role: .cancel) { isAccountFocused = true }
        }
        .alert("You are offline", isPresented: $showOffline) {
            Button("Skip for Now") { nextStep() }
            Button("Cancel", role: .cancel) { isSyncFocused = true }
        }
    }

    private func signIn() async throws {}

    private func nextStep() { onNext() }

    let onNext: () -> Void
}

final class Router {
    func push(_ screen: String) {}
}

struct DraftEditor: View {
    let router: Router
    @State private var confirmReplace = false
    @AccessibilityFocusState private var isReplaceFocused: Bool
    @State private var saveFailed = false
    @State private var confirmOrder = false
    @AccessibilityFocusState private var isPlaceOrderFocused: Bool
    @State private var orderFailed = false

    var body: some View {
        VStack {
            Button("Save") { save() }
            Button("Replace") { confirmReplace = true }
                .accessibilityFocused($isReplaceFocused)
            Button("Place Order") { confirmOrder = true }
                .accessibilityFocused($isPlaceOrderFocused)
        }
        .alert("Replace the saved draft?", isPresented: $confirmReplace) {
            Button("Replace") {
                save()
                isReplaceFocused = true
            }
            Button("Cancel", role: .cancel) { isReplaceFocused = true }
        }
        .alert("Couldn't save", isPresented: $saveFailed) {
            Button("OK", role: .cancel) {}
        }
        .alert("Place the order?", isPresented: $confirmOrder) {
            Button("Order") {
                router.push("receipt")
                Task {
                    do {
                        try await submit()
                    } catch {
                        orderFailed = true
                    }
                }
            }
            Button("Cancel", role: .cancel) { isPlaceOrderFocused = true }
        }
        .alert("Order failed", isPresented: $orderFailed) {
            Button("OK", role: .cancel) {}
        }
    }

    private func save() {
        do {
            try write()
        } catch {
            saveFailed = true
        }
    }

    private func write() throws {}

    private func submit() async throws {}
}
