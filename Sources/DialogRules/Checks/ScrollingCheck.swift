import DialogFacts
import DialogModel

/// Finds modal content that cannot scroll (WCAG 1.4.4 Resize Text; 1.4.10 Reflow).
///
/// At the largest Dynamic Type sizes text and controls grow past the height of a sheet; without a
/// `ScrollView`, `List`, `Form`, `TextEditor` or `Table` the rest is cut off and unreachable. A
/// container with `.scrollDisabled(true)` does not count. Content of which a part that may scroll
/// cannot be read (a view of another module named like a list, grid or pager) is not judged, nor
/// is a Mac app's (no file imports UIKit, some import AppKit), whose text does not grow.
struct ScrollingCheck: Check {
  static let name = "modal-scroll"
  static let parameters: [ParameterSpec] = []
  static let subjects = Checks.modalFamily

  static let examples: [Example] = [
    Example(
      "modal-not-scrollable",
      """
      Text("Terms")
        ↓.sheet(isPresented: $showTerms) {
          VStack {
            Text("Terms of Service").accessibilityAddTraits(.isHeader)
            Text("By continuing you agree to the terms.")
            Button("Agree") { showTerms = false }
          }
        }
      """),
    Example(
      "modal-not-scrollable",
      """
      Text("Terms")
        .sheet(isPresented: $showTerms) {
          ScrollView {
            Text("Terms of Service").accessibilityAddTraits(.isHeader)
            Button("Agree") { showTerms = false }
          }
        }
      """),
  ]

  func findings(for dialog: Dialog, rule: Rule, context: CheckContext) -> [Finding] {
    guard !context.project.isMacOnly(dialog.callSpan.file) else { return [] }
    let failing = dialog.judgedContent(.scrolling).filter {
      !$0.content.visibleElements.isEmpty && $0.content.scrollContainers.isEmpty
    }
    guard !failing.isEmpty else { return [] }
    let (phrase, related) = context.describeContent(of: dialog, failing: failing)
    return [
      context.finding(
        rule,
        "\(phrase) shows text and controls but nothing scrolls; at large text sizes the rest is cut off: wrap it in "
          + "a ScrollView or use a List or Form",
        at: dialog.nameSpan, in: dialog, related: related)
    ]
  }
}
