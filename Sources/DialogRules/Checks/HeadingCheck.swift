import DialogFacts
import DialogModel

/// Finds modal content with no title exposed as a heading (WCAG 1.3.1 Info and Relationships;
/// 2.4.6 Headings and Labels; 2.4.2 Page Titled).
///
/// When a sheet opens, VoiceOver users jump by heading to learn where they are. The content needs a
/// title with the header trait: `.navigationTitle` inside a navigation container, or a view marked
/// `.accessibilityAddTraits(.isHeader)` / `.accessibilityHeading(…)`. A `.navigationTitle` without a
/// container shows nothing. Content of which a part that may hold a title cannot be read (a view of
/// another module handed a title or named for one) is not judged.
///
/// The fix marks the title: the one `Text` set in a title font (`.largeTitle`, `.title`, `.title2`,
/// `.title3`) outside any control, row or item, in each piece of content that fails; with several,
/// which is the title is the author's call.
struct HeadingCheck: Check {
  static let name = "modal-heading"
  static let parameters: [ParameterSpec] = []
  static let subjects = Checks.modalFamily

  static let examples: [Example] = [
    Example(
      "modal-title-heading",
      """
      Text("Plans")
        ↓.sheet(isPresented: $showPlans) {
          ScrollView {
            Text("Choose a plan").font(.title)
            Button("Close") { showPlans = false }
          }
        }
      """),
    Example(
      "modal-title-heading",
      """
      Text("Plans")
        .sheet(isPresented: $showPlans) {
          NavigationStack {
            List { Text("Monthly") }
              .navigationTitle("Choose a plan")
              .toolbar { Button("Close") { showPlans = false } }
          }
        }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(
      "modal-title-heading",
      """
      struct Plans: View {
        @State private var showPlans = false
        @AccessibilityFocusState private var isPlansFocused: Bool

        var body: some View {
          Button("Plans") { showPlans = true }
            .accessibilityFocused($isPlansFocused)
            .sheet(isPresented: $showPlans, onDismiss: { isPlansFocused = true }) {
              VStack {
                Text("Choose a plan")
                  .font(.title)
                Button("Close") { showPlans = false }
              }
            }
        }
      }
      """,
      """
      struct Plans: View {
        @State private var showPlans = false
        @AccessibilityFocusState private var isPlansFocused: Bool

        var body: some View {
          Button("Plans") { showPlans = true }
            .accessibilityFocused($isPlansFocused)
            .sheet(isPresented: $showPlans, onDismiss: { isPlansFocused = true }) {
              VStack {
                Text("Choose a plan")
                  .font(.title)
                  .accessibilityAddTraits(.isHeader)
                Button("Close") { showPlans = false }
              }
            }
        }
      }
      """)
  ]

  /// Whether `content` has a title exposed as a heading: a header trait, or a navigation title
  /// inside a navigation container.
  static func hasHeading(_ content: ModalContent) -> Bool {
    !content.headings.isEmpty || (!content.navigationTitles.isEmpty && !content.navigationContainers.isEmpty)
  }

  func findings(for dialog: Dialog, rule: Rule, context: CheckContext) -> [Finding] {
    let failing = dialog.judgedContent(.heading).filter { !Self.hasHeading($0.content) }
    guard !failing.isEmpty else { return [] }
    let (phrase, related) = context.describeContent(of: dialog, failing: failing)
    let message =
      failing.contains { $0.content.navigationTitles.isEmpty }
      ? "\(phrase) has no title exposed as a heading; add .navigationTitle(…) inside a NavigationStack, or "
        + ".accessibilityAddTraits(.isHeader) on its title"
      : "\(phrase)'s .navigationTitle shows nothing without a navigation container; wrap the content in a "
        + "NavigationStack, or mark its title .accessibilityAddTraits(.isHeader)"
    return [context.finding(rule, message, at: dialog.nameSpan, in: dialog, related: related, fix: Self.fix(failing))]
  }

  /// The header trait on the title of each failing piece of content, or why there is none.
  static func fix(_ failing: [JudgedContent]) -> FixResult {
    var places: [(EditPlace, String)] = []
    for piece in failing {
      // A text the app styles as its screen's title is the title, whatever else is set large.
      let styled = piece.content.titleTexts.filter(\.isStyledAsTitle)
      let titles = styled.isEmpty ? piece.content.titleTexts : styled
      let what = styled.isEmpty ? "set in a title font" : "styled as the screen's title"
      guard titles.count == 1 else {
        return .unavailable(
          titles.isEmpty
            ? "no Text in a title font outside a control or row to mark as the heading"
            : "\(titles.count) Texts are \(what); which is the title is the author's call")
      }
      guard let slot = titles[0].headerSlot else {
        return .unavailable(
          "the title is written where the trait would not build (returned as Text, joined by +, or split by #if)")
      }
      places.append((.slot(slot), ".accessibilityAddTraits(.isHeader)"))
    }
    return .make("mark the title .accessibilityAddTraits(.isHeader)", places)
  }

}
