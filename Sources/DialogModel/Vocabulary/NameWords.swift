import DialogFacts

/// What the words of a name say of a view whose type no scanned file declares (a package's
/// `PlayerView(url:)`), which is judged per fact from what its call hands it and what its name
/// says, and what a button's label says it does. Not SwiftUI's names: lowercased words of the
/// app's and its packages' names and labels.
enum NameWords {
  /// Words of a name that say the view may close the modal it is in.
  static let closingWords = ["close", "dismiss", "done", "cancel"]
  /// Words of an argument's label or value that hand a view a way to close the modal: an action,
  /// or an object that can change what presents it (a store, a model, a router).
  static let closerWords = [
    "close", "dismiss", "done", "cancel", "action", "handler", "completion", "callback", "store", "model", "router",
    "coordinator", "navigator", "presenter", "delegate", "binding",
  ]
  /// Words of a name or an argument's label that say the view may show a heading: a title, or a
  /// document rendered with headings of its own (Markdown, HTML, a web page).
  static let headingWords = ["title", "header", "heading", "headline", "markdown", "html", "web", "document", "pdf"]
  /// Words of a name that say the view may scroll.
  static let scrollingWords = [
    "list", "grid", "scroll", "table", "pager", "collection", "carousel", "gallery", "feed", "web", "browser", "pdf",
    "document", "editor", "textview",
  ]
  /// Words of a name that say the view may wrap a UIKit or AppKit controller, which brings its own
  /// chrome (a Done button, a title): nothing is judged of content that shows one.
  static let controllerWords = [
    "controller", "representable", "safari", "mail", "camera", "scanner", "picker", "activity", "sharesheet",
  ]

  /// Words of a destructive button's label that say it takes the user off the screen that holds
  /// it (leaving a conversation, signing out).
  static let leavingPhrases = ["leave", "exit", "quit", "sign out", "log out", "logout", "sign off"]

  /// How the name of a call that removes something starts, in lower case (`removeAll`,
  /// `deleteItems`, `clearHistory`): code that may take a row or a trigger away.
  static let removingVerbs = [
    "remove", "delete", "clear", "clean", "reset", "erase", "discard", "destroy", "purge", "signout", "logout",
    "unsubscribe",
  ]

  /// Whether the name of a call says it opens another screen: its first word presents, pushes or
  /// navigates (`present`, `pushLogin`, `navigateToSettings`), opens something it names
  /// (`openSheet`, `openURL`; a lone `open()` may open a door or a file), shows a presentation it
  /// names (`showSheet(ofType:)`; `showDetails()` may only expand a row, and an app's
  /// `showSuccessAlert()` may only show a toast), or goes on to the next step of a flow
  /// (`nextStep()`; not `nextTrack()` or `nextDate(after:)`).
  static func opensScreen(_ name: String) -> Bool {
    let first = firstWord(of: name)
    let rest = words(of: name).dropFirst()
    return ["present", "push", "navigate"].contains(first) || (first == "open" && first.count < name.count)
      || (first == "show" && rest.contains(where: presentationWords.contains))
      || (first == "next" && rest.contains(where: flowWords.contains))
  }

  /// Words of a name that say it is a presentation that takes focus.
  private static let presentationWords = [Dialog.Kind.sheet, .popover].map(\.rawValue) + ["modal", "screen", "cover"]
  /// Words of a name that say it is a place in a flow of screens.
  private static let flowWords = ["step", "screen", "stage"]

  /// Whether an argument's label names a callback the view runs when something happens
  /// (`onClose:`, `onSelect:`).
  static func isCallback(_ label: String) -> Bool {
    label.hasPrefix("on") && label.dropFirst(2).first?.isUppercase == true
  }

  /// Whether the name of a call says it takes the user somewhere: it opens another screen
  /// (`opensScreen`) or scrolls (`scrollTo`).
  static func movesOn(_ name: String) -> Bool { opensScreen(name) || firstWord(of: name) == "scroll" }

  /// The members a condition reads a collection's size through (`items.isEmpty`, `items.count`).
  static let sizeMembers: Set<String> = ["isEmpty", "count"]

  /// Whether the name of a call says it adds something or takes something away: its first word
  /// (`add` of `addItem`) adds, or it starts with one of `removingVerbs`.
  static func changesSize(_ name: String) -> Bool {
    ["add", "append", "insert", "create", "import"].contains(firstWord(of: name)) || removes(name)
  }

  /// The first word of a camel-case name, up to its first capital (`open` of `openSheet`).
  private static func firstWord(of name: String) -> Substring { name.prefix { !$0.isUppercase } }

  /// The words of a camel-case name, lowercased (`show`, `sheet` of `showSheet`).
  private static func words(of name: String) -> [String] {
    var words: [String] = []
    for character in name {
      if character.isUppercase || words.isEmpty { words.append("") }
      words[words.count - 1].append(character)
    }
    return words.map { $0.lowercased() }
  }

  /// Whether the name of a call says it removes something: it starts with one of `removingVerbs`.
  static func removes(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return removingVerbs.contains { lowered.hasPrefix($0) }
  }

  /// The standard library's calls that change a collection or a value in place (`insert`,
  /// `removeAll`, `formUnion`): named exactly, as an object's own method (`model.resetPreferences()`)
  /// says nothing of what it changes.
  static let inPlaceChanges: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "removeValue",
    "popFirst", "popLast", "updateValue", "merge", "formUnion", "formIntersection", "formSymmetricDifference",
    "subtract", "sort", "shuffle", "reverse", "swapAt", "replaceSubrange",
  ]

  /// The verbs of `removingVerbs` that leave what they name empty: `resetSettings()` may put the
  /// settings back as they were.
  static let emptyingVerbs = ["remove", "delete", "clear", "erase", "purge"]
  /// Verbs that empty what they name only when `All` follows (`endAllActivities`, not `endEditing`).
  static let emptyingAllVerbs = ["end", "cancel", "stop", "close"]

  /// Whether `call` empties `object` by name: an emptying verb, then (after an `All`, which some
  /// verbs need) a name that ends with the object's (`clearHistory`, `removeAllWatchHistory` for
  /// `history`), or the plural of its first word, which names a family of objects
  /// (`clearAllRecents` for `recentChannels`). Names of fewer than four letters say too little.
  static func removes(_ call: String, named object: String) -> Bool {
    let lowered = call.lowercased()
    guard object.count >= 4 else { return false }
    let named: Substring
    if let verb = emptyingVerbs.first(where: { lowered.hasPrefix($0) }) {
      let rest = lowered.dropFirst(verb.count)
      named = rest.hasPrefix("all") ? rest.dropFirst(3) : rest
    } else if let verb = emptyingAllVerbs.first(where: { lowered.hasPrefix($0 + "all") }) {
      named = lowered.dropFirst(verb.count + 3)
    } else {
      return false
    }
    let first = firstWord(of: object).lowercased()
    return named.hasSuffix(object.lowercased())
      || (first.count >= 4 && first.count < object.count && named == first + "s")
  }

  /// Whether `call` empties everything of something (`deleteAllAttachments`, `clearAll`), whatever
  /// it names: a list the trigger needs may be among it.
  static func removesAll(_ call: String) -> Bool {
    let lowered = call.lowercased()
    return (emptyingVerbs + emptyingAllVerbs).contains { lowered.hasPrefix($0 + "all") }
  }

  /// Whether `label` says, as whole words, one of `leavingPhrases`.
  static func saysLeaving(_ label: String) -> Bool {
    let words = " " + label.lowercased().split(whereSeparator: { !$0.isLetter }).joined(separator: " ") + " "
    return leavingPhrases.contains { words.contains(" \($0) ") }
  }

  /// Whether a modifier's name says it styles a screen's title (`navigationTitleText`,
  /// `screenHeader`), not a card's, a row's, a section's or a subtitle.
  static func saysScreenTitle(_ name: String) -> Bool {
    says(name, ["title", "header", "heading"]) && says(name, ["nav", "screen", "page"])
      && !says(name, ["section", "sub"])
  }

  /// Whether `name`, lowercased, holds one of `words`.
  static func says(_ name: some StringProtocol, _ words: [String]) -> Bool {
    let lowered = name.lowercased()
    return words.contains { lowered.holds($0) }
  }

}
