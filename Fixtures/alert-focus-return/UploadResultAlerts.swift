import SwiftUI

struct UploadResult {
    var succeeded: Bool
}

struct PhotoUploader {
    func send(_ name: String, completion: @escaping (UploadResult) -> Void) {
        completion(UploadResult(succeeded: true))
    }
}

/// An alert raised from a completion handler answers the upload, not the tap that started it (even
/// through a call named like a store's `send`, whose plain closures run at once): it
/// may arrive long after, with the user elsewhere, so it has no trigger to send focus back to. The
/// same screen's "Discard" opens its alert at once, and is its trigger.
struct UploadScreen: View {
    let uploader = PhotoUploader()
    @State private var uploadMessage = ""
    @State private var showUploadResult = false
    @State private var confirmDiscard = false

    var body: some View {
        VStack {
            // clean: the result alert is an event of the upload
            Button("Upload") {
                startUpload()
            }
            .alert(uploadMessage, isPresented: $showUploadResult) {
                Button("Close", role: .cancel) {}
            }

            // flagged: "Discard" opens the alert itself
            Button("Discard") {
                confirmDiscard = true
            }
            .alert("Discard this photo?", isPresented: $confirmDiscard) {  // expect: alert-focus-return
                Button("Discard", role: .destructive) {}
                Button("Keep", role: .cancel) {}
            }
        }
    }

    private func startUpload() {
        uploader.send("photo.heic") { result in
            uploadMessage = result.succeeded ? "Uploaded" : "The upload failed"
            showUploadResult = true
        }
    }
}
