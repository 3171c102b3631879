import SwiftUI
import AVFoundation

@MainActor
final class VoiceRecorder: ObservableObject {
    @Published private(set) var isRecording = false
    @Published private(set) var level: Float = 0
    @Published private(set) var duration: TimeInterval = 0

    private var recorder: AVAudioRecorder?

    func start() {
        isRecording = true
        recorder?.record()
    }

    func pause() {
        isRecording = false
        recorder?.pause()
    }
}

/// The voice memo recorder, presented full screen.
struct RecorderView: View {
    @ObservedObject var recorder: VoiceRecorder

    var body: some View {
        VStack(spacing: 40) {
            Spacer()
            Text(Duration.seconds(recorder.duration), format: .time(pattern: .minuteSecond))
                .font(.system(size: 64, weight: .thin, design: .rounded))
                .monospacedDigit()
            LevelMeter(level: recorder.level)
                .frame(height: 80)
            Spacer()
            Button {
                if recorder.isRecording {
                    recorder.pause()
                } else {
                    recorder.start()
                }
            } label: {
                Image(systemName: recorder.isRecording ? "pause.circle.fill" : "record.circle")
                    .font(.system(size: 80))
            }
            .accessibilityLabel(recorder.isRecording ? "Pause" : "Record")
        }
        .padding()
    }
}

struct LevelMeter: View {
    let level: Float

    var body: some View {
        GeometryReader { proxy in
            Capsule()
                .fill(.red.gradient)
                .frame(width: proxy.size.width * CGFloat(level))
        }
        .accessibilityHidden(true)
    }
}
