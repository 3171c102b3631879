import DialogModel

/// Finds modal content with no title exposed as a heading (WCAG 1.3.1 Info and Relationships;
/// 2.4.6 Headings and Labels; 2.4.2 Page Titled).
///
/// When a sheet opens, VoiceOver users jump by heading to learn where they are. The content needs a
/// title with the header trait: `.navigationTitle` inside a navigation container, or a view marked
/// `.accessibilityAddTraits(.isHeader)` / `.accessibilityHeading(…)`. A `.navigationTitle` without a
/// container shows nothing. Content that cannot be read in full is not judged.
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

  /// Whether `content` has a title exposed as a heading: a header trait, or a navigation title
  /// inside a navigation container.
  static func hasHeading(_ content: ModalContent) -> Bool {
    !content.headings.isEmpty || (!content.navigationTitles.isEmpty && !content.navigationContainers.isEmpty)
  }

  func findings(for dialog: Dialog, rule: Rule, context: CheckContext) -> [Finding] {
    let failing = dialog.judgedContent.filter { !Self.hasHeading($0.content) }
    guard !failing.isEmpty else { return [] }
    let (phrase, related) = context.describeContent(of: dialog, failing: failing)
    let message =
      failing.contains { $0.content.navigationTitles.isEmpty }
      ? "\(phrase) has no title exposed as a heading; add .navigationTitle(…) inside a NavigationStack, or "
        + ".accessibilityAddTraits(.isHeader) on its title"
      : "\(phrase)'s .navigationTitle shows nothing without a navigation container; wrap the content in a "
        + "NavigationStack, or mark its title .accessibilityAddTraits(.isHeader)"
    return [context.finding(rule, message, at: dialog.nameSpan, in: dialog, related: related)]
  }
}
