import DialogFacts
import SwiftScan

extension DialogFinder {
  /// Reads a legacy `.alert(isPresented:content:)`, `.alert(item:content:)` or `.actionSheet`:
  /// each `Alert(…)`/`ActionSheet(…)` value its content may show is a path of actions with a title
  /// of its own. A value that cannot be read leaves the number of actions unknown.
  func readLegacyActions(
    into alert: inout AlertFacts, of kind: Dialog.Kind, _ call: Call, closure: Int?, presenter: String?
  ) {
    alert.actionsSlot = .unsafe(Action.legacyActionsProblem)
    guard let values = legacyValues(call, presenter: presenter) else {
      readUnseenContent(into: &alert, of: kind, call, closure: closure, presenter: presenter)
      return
    }
    alert.legacyAPI = legacyAPI(kind, call)
    alert.legacyRewrite = legacyRewrite(call, closure: closure, values: values, presenter: presenter)
    var actions = Actions()
    actions.paths = []
    var titles: [CaseTitle] = []
    for value in values {
      let valueContext: FileContext
      let valueCall: Call
      switch value {
      case .call(let context, let call): (valueContext, valueCall) = (context, call)
      case .unknown(let reason):
        actions.paths = actions.unknown(reason)
        continue
      }
      titles.append(caseTitle(valueCall, in: valueContext))
      guard let buttons = ActionReader(context: valueContext, typeName: presenter).legacyButtons(of: valueCall) else {
        actions.paths = actions.unknown("a legacy alert's buttons cannot be read")
        continue
      }
      let offset = actions.all.count
      actions.all += buttons
      actions.paths?.append(Array(offset..<(offset + buttons.count)))
    }
    alert.actions = actions
    if titles.count < values.count {
      alert.title = .unknown("one of the alerts it may show cannot be read")
    } else {
      let agreed = titles.allSatisfy { $0.title == titles[0].title }
      alert.title = agreed ? titles[0].title : .unknown("each of the alerts it may show has its own title")
    }
    if values.count > 1 { alert.caseTitles = titles }
  }

  /// The values the content of a title-less `.alert` or an `.actionSheet` shows: a closure, or a
  /// helper given by name; nil when it builds no `Alert(…)` or `ActionSheet(…)` that can be seen.
  func legacyValues(_ call: Call, presenter: String?) -> [LegacyValueReader.Value]? {
    let reader = LegacyValueReader(context: context, typeName: presenter)
    if let closure = tree.contentClosure(of: call) {
      return reader.values(inClosure: closure)
    }
    return tree.argument(call, labelled: "content").flatMap { reader.values(ofReference: $0.value) }
  }

  /// Content in which no `Alert(…)` can be seen. A closure that builds views belongs to a team's
  /// own overload declared outside the scanned files: its buttons are read as actions. A value
  /// (`{ model.pendingAlert }`, a function of another type) under SwiftUI's legacy labels is
  /// SwiftUI's legacy form, showing an alert that cannot be read. Anything else stays unknown.
  private func readUnseenContent(
    into alert: inout AlertFacts, of kind: Dialog.Kind, _ call: Call, closure: Int?, presenter: String?
  ) {
    let reader = LegacyValueReader(context: context, typeName: presenter)
    alert.title = .unknown("the content builds no Alert whose title can be read")
    if let closure, reader.buildsView(inClosure: closure) {
      alert.actions = ActionReader(context: context, typeName: presenter).actions(inClosure: closure)
      return
    }
    if DialogCalls.hasLegacyLabels(call, in: tree), closure.map(reader.returnsValue(inClosure:)) ?? true {
      alert.legacyAPI = legacyAPI(kind, call)
      alert.legacyRewrite = .failure(LegacyRewriteProblem(reason: "the value the content shows cannot be read"))
      alert.actions.paths = alert.actions.unknown("the content shows an alert dialoglint cannot read")
    } else {
      alert.actions.paths = alert.actions.unknown("the content builds neither an Alert nor buttons")
    }
  }

  /// The deprecated API the call is written with.
  private func legacyAPI(_ kind: Dialog.Kind, _ call: Call) -> Dialog.LegacyAPI {
    if kind == .actionSheet { return .actionSheet }
    return tree.argument(call, labelled: "item") != nil ? .alertItem : .alertIsPresented
  }

  /// The title of one legacy value, and where it is written.
  private func caseTitle(_ value: Call, in valueContext: FileContext) -> CaseTitle {
    guard let title = valueContext.tree.argument(value, labelled: "title") else {
      return CaseTitle(title: .absent, span: valueContext.span(value.name))
    }
    return CaseTitle(title: valueContext.title(title.value), span: valueContext.span(title.value))
  }
}
