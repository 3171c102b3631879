import SwiftUI
import HealthKit

@MainActor
final class WorkoutModel: ObservableObject {
    @Published var isPresentingSummary = false
    @Published var routine: Routine = .default
    @Published var elapsed: TimeInterval = 0

    func finishWorkout() async -> WorkoutSummary? {
        try? await Task.sleep(for: .milliseconds(200))
        return WorkoutSummary(duration: elapsed, routine: routine)
    }
}

struct WorkoutView: View {
    @StateObject private var model = WorkoutModel()
    @StateObject private var health = HealthAccess()

    @State private var showPlanner = false
    @State private var showPermissionHelp = false
    @State private var finishedSummary: WorkoutSummary?
    @State private var showHeartRateZones = false
    @State private var showLiveMode = false
    @State private var newInterval: IntervalDraft?
    @State private var showMusic = false

    @AccessibilityFocusState private var isZonesFocused: Bool
    @AccessibilityFocusState private var isLiveModeFocused: Bool
    @AccessibilityFocusState private var isAddIntervalFocused: Bool

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Text(model.routine.name)
                    .font(.largeTitle.bold())
                    .accessibilityAddTraits(.isHeader)

                Button {
                    showPlanner.toggle()
                } label: {
                    Label("Plan This Week", systemImage: "calendar")
                }
                // the toggle is the trigger; the chain runs over #if blocks and comments
                #if os(iOS)
                .buttonStyle(.borderedProminent)
                #else
                .buttonStyle(.bordered)
                #endif
                // .sheet below belongs to this button
                .sheet(  // expect: modal-focus-return
                    isPresented: $showPlanner
                ) {
                    WeeklyPlanner(routine: $model.routine)
                }

                HeartRateZonesCard(zones: health.zones)
                    .onTapGesture { showHeartRateZones = true }
                    .accessibilityAddTraits(.isButton)
                    .accessibilityFocused($isZonesFocused)
                    // clean: a tap-gesture trigger, bound and reset
                    .sheet(isPresented: $showHeartRateZones, onDismiss: { isZonesFocused = true }) {
                        ZoneDetailView(zones: health.zones)
                    }

                ForEach(model.routine.intervals) { interval in
                    IntervalRow(interval: interval)
                }

                Button("Add Interval") { newInterval = IntervalDraft() }
                    .accessibilityFocused($isAddIntervalFocused)
                    // clean: item form, the trigger is bound and onDismiss resets it
                    .sheet(item: $newInterval, onDismiss: { isAddIntervalFocused = true }) { draft in
                        IntervalEditor(draft: draft) { interval in
                            model.routine.intervals.append(interval)
                        }
                    }

                Button("Music") { self.showMusic = true }
                    // self. does not hide the trigger
                    .sheet(isPresented: $showMusic) {  // expect: modal-focus-return
                        MusicPicker()
                    }
            }
            .padding()
        }
        .safeAreaInset(edge: .bottom) {
            HStack {
                Button("Finish") {
                    model.isPresentingSummary = true
                }
                Button("End and Save") {
                    Task {
                        let summary = await model.finishWorkout()
                        finishedSummary = summary
                    }
                }
                Button("Go Live") { showLiveMode = true }
                    .accessibilityFocused($isLiveModeFocused)
            }
            .buttonStyle(.bordered)
            .padding()
        }
        .task {
            do {
                try await health.requestAuthorization()
            } catch {
                showPermissionHelp = true
            }
        }
        // a binding on the model, set by a button of this view
        .sheet(isPresented: $model.isPresentingSummary) {  // expect: modal-focus-return
            QuickSummaryView(elapsed: model.elapsed)
        }
        // clean: set in a Task after await — an event, not a trigger
        .sheet(item: $finishedSummary) { summary in
            WorkoutSummaryView(summary: summary)
        }
        // clean: set in a catch block
        .sheet(isPresented: $showPermissionHelp) {
            HealthPermissionHelp()
        }
        // clean: bound trigger, arguments over several lines, onDismiss resets it; #if after the call
        .fullScreenCover(
            isPresented: $showLiveMode,
            onDismiss: {
                // back to the button that opened it
                isLiveModeFocused = true
            }
        ) {
            LiveWorkoutView(model: model)
        }
        #if os(iOS)
        .statusBarHidden(showLiveMode)
        #endif
    }
}

struct IntervalRow: View {
    let interval: Interval

    var body: some View {
        HStack {
            Text(interval.kind.title)
            Spacer()
            Text(Duration.seconds(interval.seconds), format: .time(pattern: .minuteSecond))
                .monospacedDigit()
        }
    }
}
