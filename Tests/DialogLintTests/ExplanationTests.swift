import DialogRules
import Foundation
import Testing

@testable import DialogLintCLI
@testable import DialogModel

/// `--explain-dialogs` says what the checks decide: over every fixture, a modal's content is
/// explained without a heading, a close control or scrolling exactly where the checks report it,
/// and a fact left unknown is one they do not report.
@Suite("Explanations agree with the checks")
struct ExplanationTests {
  /// One content line of an explanation (`heading: no, close control: yes, …`) under its dialog.
  struct Explained {
    var place: String
    var kind: String
    var facts: [String: String]
  }

  /// The dialogs of `text` whose content is one piece, each with its facts: a fact a part not read
  /// may hold is explained as `unknown`, which the checks never report.
  static func judgedModals(in text: String) -> [Explained] {
    var result: [Explained] = []
    var current: Explained?
    var judged = true
    func close() {
      if let current, judged, !current.facts.isEmpty { result.append(current) }
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if !line.hasPrefix(" "), let match = line.firstMatch(of: /^(.+:\d+:\d+): (sheet|fullScreenCover|popover)$/) {
        close()
        current = Explained(place: String(match.1), kind: String(match.2), facts: [:])
        judged = true
      } else if !line.hasPrefix(" ") {
        close()
        current = nil
      } else if line.contains("branch ") || line.contains("wraps a UIKit")
        || line.contains("never shown as a sheet")
      {
        judged = false
      } else if line.hasPrefix("    heading: ") {
        for pair in line.trimmingCharacters(in: .whitespaces).split(separator: ", ") {
          let parts = pair.split(separator: ": ", maxSplits: 1)
          if parts.count == 2 { current?.facts[String(parts[0])] = String(parts[1]) }
        }
      }
    }
    close()
    return result
  }

  @Test("heading, close control and scrolling as explained are what the checks report", arguments: ruleFixtureFolders)
  func agree(_ folder: String) throws {
    let found = discover(packageRoot.appendingPathComponent("Fixtures/\(folder)").path)
    var analysis = Analysis(catalog: .builtIn, aliases: [:], jobs: 1, override: nil)
    let input = analysis.read(swiftFiles: found.swiftFiles, localizationFiles: found.localizationFiles)
    var notices = input.notices
    let project = analysis.project(input.sources, localization: input.localization, notices: &notices)
    let engine = RuleEngine(catalog: .builtIn)
    for index in project.files.indices {
      let explained = Self.judgedModals(in: project.explanation(of: index) { engine.verdict(on: $0, in: project) }.text)
      let model = project.dialogs(in: index)
      let findings = engine.findings(
        for: model, in: project, wording: Wording([model], in: project), presenters: Presenters([model], in: project))
      for modal in explained {
        guard let dialog = model.dialogs.first(where: { project.place($0.nameSpan) == modal.place }) else {
          Issue.record("\(modal.place): explained, but not among the file's dialogs")
          continue
        }
        func reported(_ rule: String) -> Bool {
          findings.contains { $0.ruleID == rule && $0.location == dialog.nameSpan }
        }
        let panel = dialog.modal?.content?.backgroundInteraction.isEmpty == false
        #expect(
          (modal.facts["heading"] == "no") == reported("modal-title-heading"), "\(modal.place): heading \(modal.facts)")
        #expect(
          (modal.facts["close control"] == "no" && !panel) == reported("modal-missing-close-control"),
          "\(modal.place): close control \(modal.facts)")
        let cannotScroll = modal.facts["shows text"] == "yes" && modal.facts["scrolls"] == "no"
        #expect(
          (cannotScroll && !project.isMacOnly(dialog.callSpan.file)) == reported("modal-not-scrollable"),
          "\(modal.place): scrolling \(modal.facts)")
      }
    }
  }

  @Test(
    "what an action does to focus, and the dialog a follow-up is shown after, are explained as the checks read them")
  func chainedDialogs() throws {
    let path = packageRoot.appendingPathComponent("Fixtures/fix/ChainedDialogs.swift").path
    var analysis = Analysis(catalog: .builtIn, aliases: [:], jobs: 1, override: nil)
    let input = analysis.read(swiftFiles: [path], localizationFiles: [])
    var notices = input.notices
    let project = analysis.project(input.sources, localization: input.localization, notices: &notices)
    let engine = RuleEngine(catalog: .builtIn)
    let lines = project.explanation(of: 0) { engine.verdict(on: $0, in: project) }.text.split(separator: "\n")
    let file = "Fixtures/fix/ChainedDialogs.swift"
    #expect(lines.contains { $0.hasSuffix(#":13: Button "Continue", shows another dialog"#) })
    #expect(lines.contains { $0.hasSuffix(#"Button "Delete", role destructive"#) && $0.contains(":105:") })
    // Shown from a `catch` only, the alert follows its dialog; shown by an event as well, it does not.
    let leads = lines.filter { $0.hasPrefix("  shown by an action of the dialog at ") }
    for lead in [61, 104] {
      #expect(leads.contains { $0.contains("\(file):\(lead):9,") })
    }
    #expect(!leads.contains { $0.contains("\(file):113:") })
  }
}
