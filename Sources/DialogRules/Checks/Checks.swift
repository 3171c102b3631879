import DialogFacts
import DialogModel

/// Every check, by the name rules.json gives it.
public enum Checks {
  public static let all: [any Check.Type] = [
    FocusReturnCheck.self, ActionLabelCheck.self, CancelRoleCheck.self, DestructiveRoleCheck.self,
    ActionCountCheck.self, AlertFormContentCheck.self, DialogTitleCheck.self, DeprecatedAPICheck.self,
    CloseControlCheck.self, HeadingCheck.self, ScrollingCheck.self, BackgroundInteractionCheck.self,
    FauxDialogCheck.self,
  ]

  public static func named(_ name: String) -> (any Check.Type)? { all.first { $0.name == name } }

  static let alertFamily = Subject.family(.alert)
  static let modalFamily = Subject.family(.modal)
}

/// Runs the rules of a catalog over a project's dialogs.
public struct RuleEngine: Sendable {
  public let catalog: RuleCatalog
  private let checks: [String: any Check]
  /// The rules' word lists, normalised here rather than for every dialog.
  private let words: [String: [String: Labels.Words]]

  public init(catalog: RuleCatalog) {
    self.catalog = catalog
    var checks: [String: any Check] = [:]
    for type in Checks.all { checks[type.name] = type.init() }
    self.checks = checks
    var words: [String: [String: Labels.Words]] = [:]
    for rule in catalog.rules {
      guard let check = checks[rule.check] else { continue }
      for parameter in type(of: check).parameters where parameter.kind == .strings {
        words[rule.id, default: [:]][parameter.name] = Labels.Words(rule.parameters.strings(parameter.name))
      }
    }
    self.words = words
  }

  /// How the content checks judge `content`, with the parameters of the catalog's rules that run
  /// them: what `--explain-dialogs` shows, so that it says what the checks decide.
  public func verdict(on content: ModalContent, in project: Project) -> ContentVerdict {
    let context = CheckContext(
      project: project, words: words, wording: Wording([], in: project), presenters: Presenters([], in: project))
    let closeRule = catalog.rules.first { $0.check == CloseControlCheck.name }
    return ContentVerdict(
      hasHeading: HeadingCheck.hasHeading(content),
      hasCloseControl: closeRule.map { CloseControlCheck.hasCloseControl(content, rule: $0, context: context) }
        ?? (!content.closeControls.isEmpty || content.closesItsBinding))
  }

  /// The findings of every rule for one file's dialogs, in no particular order; `wording` is how
  /// the app writes the labels of all its dialogs, `presenters` the types their fixes add to.
  public func findings(for model: FileDialogs, in project: Project, wording: Wording, presenters: Presenters)
    -> [Finding]
  {
    let context = CheckContext(project: project, words: words, wording: wording, presenters: presenters)
    var byCheck: [String: [Finding]] = [:]
    for rule in catalog.rules {
      guard let check = checks[rule.check] else { continue }
      for dialog in model.dialogs where rule.subjects.contains(.dialog(dialog.kind)) {
        byCheck[rule.check, default: []] += check.findings(for: dialog, rule: rule, context: context)
      }
      if rule.subjects.contains(.overlay) {
        for overlay in model.overlays {
          byCheck[rule.check, default: []] += check.findings(for: overlay, rule: rule, context: context)
        }
      }
    }
    var result: [Finding] = []
    for (name, var findings) in byCheck {
      checks[name].map { type(of: $0).reconcile(&findings, context: context) }
      result += findings
    }
    // What a legacy alert's rewrite unblocks, --fix repairs in its next pass, where that fix is made.
    let rewriteRules = Set(catalog.rules.filter { $0.check == DeprecatedAPICheck.name }.map(\.id))
    var rewrites: [SourceSpan: String] = [:]
    for finding in result where finding.fix != nil && rewriteRules.contains(finding.ruleID) {
      rewrites[finding.scope] = finding.ruleID
    }
    for index in result.indices where !result[index].awaitedRewrites.isEmpty {
      let awaited = result[index].awaitedRewrites
      let rules = awaited.compactMap { rewrites[$0] }
      guard rules.count == awaited.count, let rule = rules.first else { continue }
      result[index].fixAfter = rule
      result[index].fixUnavailable = nil
    }
    // An action one helper member builds for several dialogs is one place to mend, reported once:
    // with the first of those dialogs.
    let byDialog = result.indices.sorted {
      (result[$0].scope.file, result[$0].scope.start) < (result[$1].scope.file, result[$1].scope.start)
    }
    var seen: Set<FindingPlace> = []
    let kept = Set(byDialog.filter { seen.insert(FindingPlace(result[$0])).inserted })
    return result.indices.filter(kept.contains).map { result[$0] }
  }
}

/// What tells two findings apart for a reader: the rule, the place and what is said of it.
private struct FindingPlace: Hashable {
  var ruleID: String
  var location: SourceSpan
  var message: String

  init(_ finding: Finding) {
    (ruleID, location, message) = (finding.ruleID, finding.location, finding.message)
  }
}
