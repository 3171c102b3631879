import SwiftUI

/// Sheets whose content calls back as it closes. Recording a clip sets the clip, and the clip's
/// `.onChange(of:)` opens the trimmer; importing always shows a summary alert: either takes focus
/// from the trigger as the sheet closes, and --fix leaves those sheets alone, retaking too, whose
/// content declares a local `clip` elsewhere, which is not the one it sets. A failed upload
/// shows its alert only in `catch`, and the picker's own confirmation shows over the picker:
/// those sheets are fixed.
struct ClipEditor: View {
    @State private var showRecorder = false
    @State private var showTrimmer = false
    @State private var showImporter = false
    @State private var showSummary = false
    @State private var showUploader = false
    @State private var uploadFailed = false
    @State private var showPicker = false
    @State private var confirmPick = false
    @State private var clip: String?
    @State private var showRetake = false

    var body: some View {
        VStack {
            Button("Record") { showRecorder = true }
            Button("Import") { showImporter = true }
            Button("Upload") { showUploader = true }
            Button("Pick") { showPicker = true }
            Button("Retake") { showRetake = true }
        }
        .sheet(isPresented: $showRecorder) {
            ClipSource(onDone: { name in
                showRecorder = false
                clip = name
            })
        }
        .onChange(of: clip) { newClip in
            if newClip != nil {
                showTrimmer = true
            }
        }
        .sheet(isPresented: $showTrimmer) {
            Text(clip ?? "")
        }
        .sheet(isPresented: $showImporter) {
            ClipSource(onDone: { name in
                clip = nil
                showSummary = true
            })
        }
        .alert("Imported", isPresented: $showSummary) {
            Button("Done", role: .cancel) {}
        }
        .sheet(isPresented: $showUploader) {
            ClipSource(onDone: { name in
                do {
                    try upload(name)
                } catch {
                    uploadFailed = true
                }
            })
        }
        .alert("Upload failed", isPresented: $uploadFailed) {
            Button("Done", role: .cancel) {}
        }
        .sheet(isPresented: $showRetake) {
            ClipSource(onDone: { name in
                clip = name
            })
            .onAppear {
                let clip = "draft"
                print(clip)
            }
        }
        .sheet(isPresented: $showPicker) {
            ClipSource(onDone: { name in
                confirmPick = true
            })
            .alert("Use this clip?", isPresented: $confirmPick) {
                Button("Use", role: .cancel) { showPicker = false }
            }
        }
    }

    private func upload(_ name: String) throws {}
}

struct ClipSource: View {
    @Environment(\.dismiss) private var dismiss
    let onDone: (String) -> Void

    var body: some View {
        NavigationStack {
            Button("Done") {
                onDone("clip")
                dismiss()
            }
            .navigationTitle("Clip")
            .toolbar {
                Button("Cancel") { dismiss() }
            }
        }
    }
}
