import SwiftUI

// Labels the resolver reads through another file's constants, `??` fallbacks and Text(verbatim:).

struct SleepTimer {
    var customStopLabel: String?
    var remainingMinutes: Int
}

struct PlayerPromptsView: View {
    let timer: SleepTimer
    let skipLabel: String?
    @State private var confirmStop = false
    @State private var confirmSkip = false
    @State private var confirmRestart = false
    @State private var confirmQueue = false
    @State private var confirmDownload = false
    @State private var confirmClear = false

    var body: some View {
        VStack {
            Button("Sleep Timer") { confirmStop = true }
            Button("Skip Intro") { confirmSkip = true }
            Button("Restart Episode") { confirmRestart = true }
            Button("Queue") { confirmQueue = true }
            Button("Download") { confirmDownload = true }
            Button("Clear Queue") { confirmClear = true }
        }
        .alert("Stop the sleep timer?", isPresented: $confirmStop) {  // expect: alert-focus-return
            // flagged: a nested `enum Strings { enum Alert { static let … } }` of another file
            Button(Strings.Alert.yes) {}  // expect: ambiguous-action-label
            // flagged: a computed `static var` returning NSLocalizedString with its English value
            Button(Strings.Alert.no, role: .cancel) {}  // expect: ambiguous-action-label
        }
        .alert("Skip the intro of every episode?", isPresented: $confirmSkip) {  // expect: alert-focus-return
            // flagged: the label's own text is unknown, and when it is nil the fallback shows
            Button(skipLabel ?? "Yes") {}  // expect: ambiguous-action-label
            Button(Strings.Alert.keepListening, role: .cancel) {}
        }
        .alert("Restart this episode?", isPresented: $confirmRestart) {  // expect: alert-focus-return, missing-cancel-role
            // flagged: `Text(verbatim:)` in a label closure is read as written
            Button {
            } label: {
                Text(verbatim: "No")  // expect: ambiguous-action-label
            }
            // flagged: a computed `static var` without `return`, one of two choices
            Button(Strings.Alert.okay, role: .destructive) {}  // expect: ambiguous-action-label
        }
        .alert("Add to your queue?", isPresented: $confirmQueue) {  // expect: alert-focus-return
            // clean: both sides of `??` are known and say the same, which is not "Yes"
            Button(Strings.stopTimer ?? "Stop Timer") {}
            // clean: both sides known but they differ: which one shows is unknown
            Button(Strings.Alert.keepListening ?? "Yes", role: .cancel) {}
        }
        .alert("Download over cellular?", isPresented: $confirmDownload) {  // expect: alert-focus-return
            // clean: an empty fallback stands in for a label that is always there
            Button(timer.customStopLabel ?? "") {}
            Button("Wait for Wi-Fi", role: .cancel) {}
        }
        .alert("Clear the queue?", isPresented: $confirmClear) {  // expect: alert-focus-return
            // clean: `Text(verbatim:)` of a variable is still a variable
            Button(role: .destructive) {
            } label: {
                Text(verbatim: timer.customStopLabel!)
            }
            Button("Keep Queue", role: .cancel) {}
        }
    }
}
