import AVFoundation
import SwiftUI

struct UploadItem: Identifiable, Hashable {
    let id: UUID
    var fileName: String
    var bytesSent: Int64
    var bytesTotal: Int64
    var failureTitle: String?
    var failureCode: Int?
}

@MainActor
final class UploadQueue: ObservableObject {
    @Published var items: [UploadItem] = []
    @Published var current: UploadItem?
    @Published var statusTitle = ""
    @Published var uploadFailed = false
    @Published var serverRejected = false
    @Published var unknownFailure = false
    @Published var emptyTitleFailure = false
    @Published var quotaExceeded = false
    @Published var codedFailure = false
    @Published var draftSaveFailed = false
    @Published var statusChanged = false
    @Published var namedFailure = false
    @Published var playfulFailure = false

    func retry(_ item: UploadItem) async {}
    func cancelAll() {}
    func remove(_ item: UploadItem) {}
    func saveDraft() throws {}
}

struct UploadQueueView: View {
    @StateObject private var queue = UploadQueue()
    @State private var confirmCancelAll = false

    var body: some View {
        List(queue.items) { item in
            VStack(alignment: .leading) {
                Text(item.fileName)
                ProgressView(value: Double(item.bytesSent), total: Double(item.bytesTotal))
            }
        }
        .navigationTitle("Uploads")
        .toolbar {
            Button("Cancel All", role: .destructive) { confirmCancelAll = true }
        }
        // flagged: "Error" tells the user nothing
        .alert("Error", isPresented: $queue.uploadFailed) {  // expect: vague-alert-title
            Button("OK", role: .cancel) {}
        } message: {
            Text("The upload could not be completed.")
        }
        // flagged: punctuation does not make it specific
        .alert("Error!", isPresented: $queue.serverRejected) {  // expect: vague-alert-title
            Button("Try Again") { if let item = queue.current { Task { await queue.retry(item) } } }
            Button("Cancel", role: .cancel) {}
        }
        // flagged: "Oops" (also a key of the string catalog with no English value, so the key is the text)
        .alert("Oops", isPresented: $queue.playfulFailure) {  // expect: vague-alert-title
            Button("OK", role: .cancel) {}
        }
        // flagged: an empty title reads as nothing at all
        .alert("", isPresented: $queue.emptyTitleFailure) {  // expect: vague-alert-title
            Button("OK", role: .cancel) {}
        } message: {
            Text("The server closed the connection.")
        }
        // flagged: the title is on the next line, the finding is on the modifier
        .alert(  // expect: vague-alert-title
            Text("Something went wrong"),
            isPresented: $queue.unknownFailure
        ) {
            Button("Try Again") {}
            Button("Cancel", role: .cancel) {}
        }
        // flagged: "Are you sure?" hides what is at stake
        .alert("Are you sure?", isPresented: $confirmCancelAll) {  // expect: vague-alert-title, alert-focus-return
            Button("Cancel Uploads", role: .destructive) { queue.cancelAll() }
            Button("Keep Uploading", role: .cancel) {}
        } message: {
            Text("\(queue.items.count) files have not finished uploading.")
        }
        // clean: names the file and what failed
        .alert("Couldn’t Upload “\(queue.current?.fileName ?? "Video")”", isPresented: $queue.namedFailure) {
            Button("Try Again") {}
            Button("Cancel", role: .cancel) {}
        }
        #if os(iOS)
        // The quota alert is iOS-only: macOS shows storage in the sidebar.
        .toolbarBackground(.visible, for: .navigationBar)
        #endif
        // clean: a title from a variable is computed at run time and not judged
        .alert(queue.current?.failureTitle ?? "", isPresented: $queue.quotaExceeded) {
            Button("Manage Storage") {}
            Button("Cancel", role: .cancel) {}
        }
        // clean: interpolation of an unknown value is not judged, even around the word "Error"
        .alert("Error \(queue.current?.failureCode ?? 0)", isPresented: $queue.codedFailure) {
            Button("Copy Error Code") {}
            Button("OK", role: .cancel) {}  // expect: ambiguous-action-label
        }
        // clean: the title says what failed; only a title that is wholly vague is reported
        .alert("Error Saving Draft", isPresented: $queue.draftSaveFailed) {
            Button("Try Again") { try? queue.saveDraft() }
            Button("Discard Draft", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }
        // clean: `Text(verbatim:)` of a variable is still a variable
        .alert(Text(verbatim: queue.statusTitle), isPresented: $queue.statusChanged) {
            Button("OK", role: .cancel) {}
        }
    }
}
