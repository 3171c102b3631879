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

  static let alertFamily: Set<Subject> = [.alert, .confirmationDialog, .actionSheet]
  static let modalFamily: Set<Subject> = [.sheet, .fullScreenCover]
}

/// Runs the rules of a catalog over a project's dialogs.
public struct RuleEngine: Sendable {
  public let catalog: RuleCatalog
  private let checks: [String: any Check]

  public init(catalog: RuleCatalog) {
    self.catalog = catalog
    var checks: [String: any Check] = [:]
    for type in Checks.all { checks[type.name] = type.init() }
    self.checks = checks
  }

  /// The findings of every rule for file `file` of `project`, in no particular order.
  public func findings(in project: Project, file: Int) -> [Finding] {
    let context = CheckContext(project: project)
    var result: [Finding] = []
    let dialogs = DialogFinder.dialogs(in: project, file: file)
    let overlays = FauxDialogFinder.fauxDialogs(in: project, file: file)
    for rule in catalog.rules {
      guard let check = checks[rule.check] else { continue }
      for dialog in dialogs where rule.subjects.contains(Subject(dialog.kind)) {
        result += check.findings(for: dialog, rule: rule, context: context)
      }
      if rule.subjects.contains(.overlay) {
        for overlay in overlays { result += check.findings(for: overlay, rule: rule, context: context) }
      }
    }
    return result
  }
}
