import Foundation

/// Writes a deterministic corpus of SwiftUI-like Swift files with the proportions of real apps: a
/// few apps, each with modules, features and the folders real projects have (Views, ViewModels,
/// Models, Services, …), many small files, about ten dialogs per MB, and the apps' `.strings` and
/// `.xcstrings` files in several languages.
///
/// One seed gives the same bytes on every machine: all choices come from `SeededGenerator`, and
/// nothing depends on hashing, dates or the file system's order.
struct CorpusGenerator {
  var megabytes: Int
  var seed: UInt64

  /// The smallest and largest file, in bytes.
  static let minimumFileSize = 300
  static let maximumFileSize = 40 * 1024
  /// Dialog call sites per 10^6 bytes of Swift: real apps have 11 (6 apps, 19.6 MB, 223 sites).
  static let dialogsPerMegabyte = 10
  /// Localisation bytes (all languages) per byte of Swift.
  static let localizationShare = 0.3

  struct Summary {
    var files = 0
    var bytes = 0
    var smallest = Int.max
    var largest = 0
    /// Dialog call sites written.
    var dialogs = 0
    /// Bytes of the files that hold a dialog or declare a type a dialog names.
    var dialogBytes = 0
    var localizationFiles = 0
    var localizationBytes = 0
  }

  /// What the next file must hold.
  struct FilePlan {
    /// The main declaration's kind; nil lets the file's folder roll decide.
    var kind: SwiftFileGenerator.Kind? = nil
    /// The main type's name: a type a dialog already named.
    var name: String? = nil
    /// How many dialog modifiers the file's views present.
    var dialogs = 0
    var size: Int
  }

  func generate(into directory: String) throws -> Summary {
    let target = megabytes * 1_000_000
    var rng = SeededGenerator(seed: seed)
    var summary = Summary()
    var usedPaths = Set<String>()
    // Types dialogs name that no file declares yet, and what each written file declares.
    var wanted: [String] = []
    var named = Set<String>()
    var declared = Set<String>()
    var files: [(bytes: Int, dialogs: Int, types: [String])] = []
    while summary.bytes < target {
      var plan = FilePlan(size: rng.logUniform(Self.minimumFileSize, 12 * 1024))
      if summary.dialogs * 1_000_000 < summary.bytes * Self.dialogsPerMegabyte {
        // A screen that presents dialogs: larger than most files.
        plan = FilePlan(
          kind: rng.chance(85) ? .view : .modifiers, dialogs: rng.pick([1, 1, 1, 2, 2, 3]),
          size: rng.logUniform(12 * 1024, Self.maximumFileSize))
      } else if !wanted.isEmpty && rng.chance(50) {
        plan = FilePlan(kind: .view, name: wanted.removeFirst(), size: plan.size)
      }
      var file = SwiftFileGenerator(rng: SeededGenerator(seed: rng.next()), plan: plan)
      let (relativePath, bytes) = file.generate()
      for name in file.namedTypes where named.insert(name).inserted && !declared.contains(name) {
        wanted.append(name)
      }
      declared.formUnion(file.declaredTypes)
      wanted.removeAll { declared.contains($0) }
      files.append((bytes.count, file.dialogs, file.declaredTypes))
      var path = relativePath
      var copy = 2
      while usedPaths.contains(path) {
        path = relativePath.replacingOccurrences(of: ".swift", with: "\(copy).swift")
        copy += 1
      }
      usedPaths.insert(path)
      try write(bytes, to: path, in: directory)
      summary.files += 1
      summary.bytes += bytes.count
      summary.dialogs += file.dialogs
      summary.smallest = min(summary.smallest, bytes.count)
      summary.largest = max(summary.largest, bytes.count)
    }
    // Dialog titles and buttons name `L10n` constants: the files declaring them count.
    named.insert("L10n")
    summary.dialogBytes = files.filter { $0.dialogs > 0 || $0.types.contains(where: named.contains) }
      .reduce(0) { $0 + $1.bytes }
    var strings = LocalizationGenerator(rng: SeededGenerator(seed: rng.next()))
    let perApp = Int(Double(summary.bytes) * Self.localizationShare) / Vocabulary.apps.count
    for app in Vocabulary.apps {
      for (path, bytes) in strings.files(app: app, bytes: perApp) {
        try write(bytes, to: path, in: directory)
        summary.localizationFiles += 1
        summary.localizationBytes += bytes.count
      }
    }
    return summary
  }

  private func write(_ bytes: [UInt8], to path: String, in directory: String) throws {
    let url = URL(fileURLWithPath: directory).appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }
}

/// The names one file is about: its app, feature and main model type.
struct FileTopic {
  var app: String
  var module: String
  var feature: String
  /// The main model type, `Note`.
  var noun: String
  /// `note`, `notes`.
  var single: String
  var plural: String
  var adjective: String

  init(_ rng: inout SeededGenerator) {
    app = rng.pick(Vocabulary.apps)
    feature = rng.pick(Vocabulary.features)
    module = rng.chance(60) ? feature + "Feature" : rng.pick(["Core", "DesignSystem", "Shared", "UI", app + "Kit"])
    noun = rng.pick(Vocabulary.nouns)
    single = noun.lowerFirst
    plural = noun.hasSuffix("s") ? single + "es" : single + "s"
    adjective = rng.pick(Vocabulary.adjectives)
  }
}

/// Generates one file: a main declaration chosen by the plan or the file's folder, then more
/// declarations of the same topic until the planned size is reached.
struct SwiftFileGenerator {
  var rng: SeededGenerator
  let plan: CorpusGenerator.FilePlan
  var w: SourceWriter
  let topic: FileTopic
  /// A counter that keeps generated member names distinct inside one file.
  var serial = 0
  /// The dialog modifiers written so far.
  private(set) var dialogs = 0
  /// The view types the file's dialogs present, and the types the file declares.
  private(set) var namedTypes: [String] = []
  private(set) var declaredTypes: [String] = []

  enum Kind {
    case view, viewModel, model, strings, modifiers, service, utilities
    /// A few lines: a small extension, protocol or enum, as the many tiny files of real apps.
    case snippet
  }

  init(rng: SeededGenerator, plan: CorpusGenerator.FilePlan) {
    var rng = rng
    topic = FileTopic(&rng)
    let indent = rng.pick(["    ", "    ", "    ", "  ", "\t"])
    let lineEnd = rng.chance(3) ? "\r\n" : "\n"
    w = SourceWriter(indentUnit: indent, lineEnd: lineEnd)
    self.rng = rng
    self.plan = plan
  }

  mutating func generate() -> (path: String, bytes: [UInt8]) {
    let kind: Kind
    switch rng.int(0...99) {
    case _ where plan.kind != nil: kind = plan.kind!
    case _ where plan.size < 1500: kind = .snippet
    case 0..<40: kind = .view
    case 40..<52: kind = .viewModel
    case 52..<75: kind = .model
    // Real apps keep string constants in a few generated files (element-x-ios: 3.5% of its bytes
    // in three files; the other five apps none), not spread through the views; and `extension
    // View` in files of their own (2.4% of the files of ten apps, at most 8.6%), which more of the
    // same topic does not add to.
    case 75..<78: kind = .strings
    case 78..<84: kind = .modifiers
    case 84..<92: kind = .service
    default: kind = .utilities
    }
    var (folder, typeName) = placement(of: kind)
    if let name = plan.name {
      (folder, typeName) = ("Features/\(topic.feature)/Views/Sheets", name)
    }
    let fileName =
      typeName + (rng.chance(8) ? "+" + rng.pick(["Actions", "Previews", "Helpers", "Accessibility"]) : "")
    header(fileName: fileName + ".swift")
    imports(for: kind)
    declaration(kind, named: typeName, dialogs: plan.dialogs)
    // More of the same topic until the file has its size; a piece that would pass the largest
    // size is dropped, so every file stays within bounds. Only the main declaration presents
    // dialogs.
    var attempts = 0
    while w.count < plan.size && attempts < 40 {
      attempts += 1
      let saved = self
      w.line("")
      let extra: Kind =
        plan.size < 4000
        ? .snippet : rng.pick([.view, .view, .view, .viewModel, .model, .service, .utilities])
      declaration(extra, named: extraName(for: extra), dialogs: 0)
      if w.count > CorpusGenerator.maximumFileSize {
        let (drawn, counter) = (rng, serial)
        self = saved
        (rng, serial) = (drawn, counter)
      }
    }
    let path = "\(topic.app)/Sources/\(topic.module)/\(folder)/\(fileName).swift"
    return (path, w.bytes)
  }

  // MARK: Placement

  mutating func placement(of kind: Kind) -> (folder: String, typeName: String) {
    let feature = "Features/\(topic.feature)"
    switch kind {
    case .view:
      let nested = rng.chance(30) ? "/" + rng.pick(["Components", "Rows", "Sheets", "Detail", "Legacy"]) : ""
      return ("\(feature)/Views\(nested)", viewName())
    case .viewModel:
      return (
        "\(feature)/ViewModels",
        "\(rng.chance(40) ? topic.adjective : "")\(topic.noun)\(rng.pick(["List", "Detail", "Editor", ""]))ViewModel"
      )
    case .model:
      return (
        rng.chance(50) ? "Models" : "\(feature)/Models",
        topic.noun + (rng.chance(30) ? rng.pick(["Summary", "DTO", "Draft"]) : "")
      )
    case .strings:
      return (
        rng.chance(50) ? "Resources/Strings" : "\(feature)/Support",
        rng.pick(["L10n", "Strings", "Constants", "AccessibilityIdentifiers"]) + topic.feature
      )
    case .modifiers:
      return (
        rng.chance(50) ? "Extensions" : "DesignSystem/Modifiers",
        "View+" + topic.noun + rng.pick(["Alerts", "Sheets", "Styling", "Confirmation"])
      )
    case .service:
      return (
        rng.chance(60) ? "Services" : "Networking/\(topic.feature)",
        topic.noun + rng.pick(["Repository", "Service", "Client", "Store"])
      )
    case .utilities:
      return ("Utilities", rng.pick(["Validation", "Formatters", "Parsing", "Regexes", "Queries"]) + topic.noun)
    case .snippet:
      return (
        rng.pick(["Extensions", "Models", "Protocols", "\(feature)/Support"]),
        topic.noun + rng.pick(["+Identifiable", "Kind", "Providing", "+Sorting", "Style"])
      )
    }
  }

  mutating func viewName() -> String {
    serial += 1
    let adjective = rng.chance(40) ? rng.pick(Vocabulary.adjectives) : ""
    return adjective + rng.pick([topic.noun, topic.feature]) + rng.pick(Vocabulary.viewSuffixes)
  }

  mutating func extraName(for kind: Kind) -> String {
    serial += 1
    switch kind {
    case .view: return viewName() + (serial > 1 && rng.chance(30) ? "\(serial)" : "")
    case .viewModel: return topic.noun + rng.pick(["Picker", "Row", "Sync", "Share"]) + "Model\(serial)"
    case .model: return rng.pick(Vocabulary.nouns) + rng.pick(["", "Info", "Payload", "Snapshot"])
    case .strings: return rng.pick(["Copy", "Keys", "Identifiers"]) + "\(serial)"
    case .modifiers: return topic.noun + rng.pick(["Banner", "Confirmation", "Card"]) + "Style\(serial)"
    case .service: return topic.noun + rng.pick(["Cache", "Uploader", "Importer"]) + "\(serial)"
    case .utilities: return rng.pick(["Format", "Parse", "Sort", "Match"]) + topic.noun + "\(serial)"
    case .snippet: return topic.noun + "Kind\(serial)"
    }
  }

  // MARK: Top of the file

  mutating func header(fileName: String) {
    switch rng.int(0...9) {
    case 0...5:
      w.line("//")
      w.line("//  \(fileName)")
      w.line("//  \(topic.app)")
      w.line("//")
      w.line(
        "//  Created by \(rng.pick(Vocabulary.firstNames)) on \(rng.int(1...12))/\(rng.int(1...28))/\(rng.int(19...25))."
      )
      if rng.chance(50) { w.line("//  Copyright © 20\(rng.int(19...25)) \(topic.app) Labs. All rights reserved.") }
      w.line("//")
    case 6...7:
      w.line("/*")
      w.line(" * \(fileName)")
      w.line(" * Part of \(topic.app). Licensed under the Apache License, Version 2.0 (the \"License\");")
      w.line(" * you may not use this file except in compliance with the License.")
      w.line(" */")
    default:
      break
    }
    w.line("")
  }

  mutating func imports(for kind: Kind) {
    switch kind {
    case .view, .modifiers:
      w.line("import SwiftUI")
      if rng.chance(30) { w.line("import \(rng.pick(["Combine", "OSLog", "PhotosUI", "MapKit", "Charts"]))") }
    case .viewModel:
      w.line("import Foundation")
      w.line("import Combine")
      if rng.chance(50) { w.line("import OSLog") }
    case .service:
      w.line("import Foundation")
      if rng.chance(30) { w.line("@preconcurrency import Security") }
    case .model, .strings, .utilities, .snippet:
      w.line("import Foundation")
    }
    if rng.chance(15) {
      w.flushLeft("#if canImport(UIKit)")
      w.line("import UIKit")
      w.flushLeft("#endif")
    }
    if rng.chance(20) { w.line("@testable import \(topic.app)Core") }
    w.line("")
  }

  mutating func declaration(_ kind: Kind, named name: String, dialogs: Int) {
    switch kind {
    case .view: view(named: name, dialogs: dialogs)
    case .viewModel: viewModel(named: name)
    case .model: model(named: name)
    case .strings: strings(named: name)
    case .modifiers: modifiers(named: name, withDialog: dialogs > 0)
    case .service: service(named: name)
    case .utilities: utilities(named: name)
    case .snippet: snippet(named: name)
    }
  }

  // MARK: Comments and literals

  mutating func docComment(_ subject: String) {
    switch rng.int(0...9) {
    case 0...3:
      w.line(
        "/// \(rng.pick(["Shows", "Lists", "Edits", "Presents", "Manages", "Loads"])) the \(subject) for the \(topic.feature.lowercased()) screen."
      )
      if rng.chance(50) {
        w.line("///")
        w.line("/// - Parameters:")
        w.line("///   - \(topic.single): The `\(topic.noun)` to show; `nil` shows a placeholder.")
        w.line("/// - Note: \(rng.pick(Vocabulary.phrases))")
      }
    case 4:
      w.line("/**")
      w.line(" \(subject.upperFirst) — see ``\(topic.noun)`` and `\(topic.plural)`.")
      w.line("")
      w.line(" ```swift")
      w.line(" let value = \(topic.noun)(title: \"Example\")")
      w.line(" ```")
      w.line(" */")
    case 5:
      w.line(
        "// TODO: (\(rng.pick(Vocabulary.firstNames).lowercased())) split \(subject) once the \(topic.feature) redesign lands"
      )
    default:
      break
    }
  }

  /// A string literal as real code writes it: plain, interpolated, with escapes or Unicode.
  mutating func stringLiteral() -> String {
    let verb = rng.pick(Vocabulary.verbs)
    switch rng.int(0...11) {
    case 0: return #""\#(verb.upperFirst) \#(topic.noun)""#
    case 1: return #""\#(verb.upperFirst) \(\#(topic.single).title)?""#
    case 2: return #""\(\#(topic.plural).count) \#(topic.plural) selected""#
    case 3: return #""\#(rng.pick(Vocabulary.phrases))""#
    case 4: return #""\(\#(topic.single).name.isEmpty ? "Untitled" : \#(topic.single).name)""#
    case 5: return #""Last updated \(\#(topic.single).updatedAt.formatted(.relative(presentation: .named)))""#
    case 6: return #""\#(topic.feature).\#(verb).title""#
    case 7: return #""Tab \"\#(topic.feature)\"\tcolumn \(index + 1)\n""#
    case 8: return #""\u{1F4CC} \#(topic.adjective) \#(topic.plural)""#
    case 9: return #""\(count, specifier: "%d") of \(total) — \(Int(progress * 100))%""#
    case 10: return ##"#"\##(topic.noun) at \#(path) (\#(count))"#"##
    default:
      return
        #""\#(rng.pick(Vocabulary.firstNames)) \#(verb.hasSuffix("e") ? verb + "d" : verb + "ed") \(\#(topic.single).title)""#
    }
  }

  /// A title as real code spells it: literal, localisation constant, `String(localized:)`.
  mutating func title() -> String {
    switch rng.int(0...5) {
    case 0...2: return stringLiteral()
    case 3: return "L10n.\(topic.feature).\(rng.pick(Vocabulary.verbs))Title"
    case 4:
      return
        #"String(localized: "\#(topic.feature.lowercased()).\#(rng.pick(Vocabulary.verbs)).title", defaultValue: "\#(rng.pick(Vocabulary.verbs).upperFirst) \#(topic.noun)")"#
    default: return #"LocalizedStringKey("\#(topic.single).\#(rng.pick(Vocabulary.verbs))")"#
    }
  }

  // MARK: Views

  struct ViewState {
    var flags: [String] = []
    var hasFocusState = false
    var hasAccessibilityFocus = false
    var selection: String? = nil
  }

  mutating func view(named name: String, dialogs count: Int) {
    declaredTypes.append(name)
    docComment("\(topic.plural) list")
    let conformance = rng.chance(10) ? ": View, Equatable" : ": View"
    let generic = rng.chance(8) ? "<Content: View>" : ""
    w.open("\(rng.chance(20) ? "public " : "")struct \(name)\(generic)\(conformance) {")
    var state = ViewState()
    let dialogs = rng.sample(
      ["DeleteAlert", "ErrorAlert", "ShareOptions", "Editor", "Onboarding", "RenameAlert", "Filters", "Paywall"],
      count)
    viewProperties(dialogs: dialogs, state: &state, generic: !generic.isEmpty)
    w.line("")
    if state.hasAccessibilityFocus {
      w.open("private enum FocusTarget: Hashable {")
      w.line("case header")
      w.line("case row(\(topic.noun).ID)")
      w.line("case \(rng.pick(Vocabulary.verbs))Button")
      w.close()
      w.line("")
    }
    w.open("var body: some View {")
    let navigation = rng.chance(50)
    if navigation { w.open("NavigationStack {") }
    container(depth: 0, state: state)
    if navigation {
      w.close()
    }
    w.level += 1
    modifierChain(count: rng.int(1...5), state: state)
    for dialog in dialogs { dialogModifier(dialog, state: state) }
    if rng.chance(40) { modifierChain(count: rng.int(1...3), state: state) }
    w.level -= 1
    w.close()
    helpers(state: state)
    w.close()
    if rng.chance(50) {
      w.line("")
      preview(of: name, generic: !generic.isEmpty)
    }
  }

  mutating func viewProperties(dialogs: [String], state: inout ViewState, generic: Bool) {
    if rng.chance(60) { w.line("@Environment(\\.dismiss) private var dismiss") }
    if rng.chance(30) {
      w.line(
        "@Environment(\\.\(rng.pick(["colorScheme", "horizontalSizeClass", "openURL", "scenePhase", "accessibilityReduceMotion"]))) private var \(rng.pick(["colorScheme", "sizeClass", "openURL", "scenePhase", "reduceMotion"]))"
      )
    }
    if rng.chance(25) { w.line("@EnvironmentObject private var router: \(topic.app)Router") }
    switch rng.int(0...2) {
    case 0: w.line("@StateObject private var viewModel = \(topic.noun)ListViewModel()")
    case 1: w.line("@ObservedObject var viewModel: \(topic.noun)ListViewModel")
    default: w.line("@State private var viewModel = \(topic.noun)Store()")
    }
    for dialog in dialogs {
      let flag = "isShowing\(dialog)"
      state.flags.append(flag)
      w.line("@State private var \(flag) = false")
    }
    if rng.chance(70) {
      state.selection = "selected\(topic.noun)"
      w.line("@State private var selected\(topic.noun): \(topic.noun)?")
    }
    if rng.chance(50) { w.line("@State private var searchText = \"\"") }
    if rng.chance(30) { w.line("@State private var count = \(rng.int(0...10))") }
    if rng.chance(45) {
      state.hasAccessibilityFocus = true
      w.line("@AccessibilityFocusState private var accessibilityFocus: FocusTarget?")
      if rng.chance(30) { w.line("@AccessibilityFocusState private var isHeaderFocused: Bool") }
    }
    if rng.chance(25) {
      state.hasFocusState = true
      w.line("@FocusState private var focusedField: Field?")
    }
    if rng.chance(30) { w.line("@Binding var isPresented: Bool") }
    if rng.chance(40) { w.line("let \(topic.single): \(topic.noun)") }
    if generic { w.line("@ViewBuilder let content: () -> Content") }
    if rng.chance(20) { w.line("var onSelect: ((\(topic.noun)) -> Void)? = nil") }
    if rng.chance(15) {
      w.line("private let columns = [GridItem(.adaptive(minimum: \(rng.int(80...160))), spacing: \(rng.int(4...16)))]")
    }
  }

  /// A container view with children; deeper levels favour leaves.
  mutating func container(depth: Int, state: ViewState) {
    let item = topic.single
    switch rng.int(0...9) {
    case 0, 1:
      w.open("VStack(alignment: .\(rng.pick(["leading", "center", "trailing"])), spacing: \(rng.int(0...24))) {")
      children(depth: depth, state: state)
      w.close()
    case 2:
      w.open("HStack\(rng.chance(50) ? "(spacing: \(rng.int(4...12)))" : "") {")
      children(depth: depth, state: state)
      w.close()
    case 3:
      w.open("List\(state.selection.map { "(selection: $\($0))" } ?? "") {")
      w.open("ForEach(viewModel.\(topic.plural)) { \(item) in")
      rowContent(depth: depth, state: state)
      w.close()
      w.line(".onDelete { offsets in viewModel.\(topic.plural).remove(atOffsets: offsets) }")
      if rng.chance(40) { w.line(".onMove(perform: viewModel.move)") }
      w.close()
    case 4:
      w.open("ScrollView(.vertical, showsIndicators: \(rng.chance(50))) {")
      w.open("LazyVStack(alignment: .leading, spacing: \(rng.int(4...16))) {")
      w.open("ForEach(viewModel.\(topic.plural), id: \\.id) { \(item) in")
      rowContent(depth: depth, state: state)
      w.close()
      w.close()
      w.line(".padding(.horizontal)")
      w.close()
    case 5:
      w.open("Form {")
      w.open("Section {")
      children(depth: depth, state: state)
      w.close("} header: {")
      w.level += 1
      w.line("Text(\(title()))")
      w.close("} footer: {")
      w.level += 1
      w.line("Text(\"\(rng.pick(Vocabulary.phrases))\")")
      w.close()
      if rng.chance(50) {
        w.open("Section(\(stringLiteral())) {")
        leaf(state: state)
        leaf(state: state)
        w.close()
      }
      w.close()
    case 6:
      w.open("Group {")
      w.open("if viewModel.isLoading {")
      w.line("ProgressView(\"Loading \(topic.plural)…\")")
      w.close("} else if viewModel.\(topic.plural).isEmpty {")
      w.level += 1
      w.line(
        "ContentUnavailableView(\(stringLiteral()), systemImage: \"\(rng.pick(Vocabulary.symbols))\", description: Text(\"\(rng.pick(Vocabulary.phrases))\"))"
      )
      w.close("} else {")
      w.level += 1
      children(depth: depth, state: state)
      w.close()
      w.close()
    case 7:
      w.open("ZStack(alignment: .\(rng.pick(["top", "bottomTrailing", "center"]))) {")
      children(depth: depth, state: state)
      w.close()
    case 8:
      w.open("LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: \(rng.int(8...20))) {")
      w.open("ForEach(Array(viewModel.\(topic.plural).enumerated()), id: \\.element.id) { index, \(item) in")
      rowContent(depth: depth, state: state)
      w.close()
      w.close()
    default:
      w.open("VStack {")
      children(depth: depth, state: state)
      w.close()
    }
    modifierChain(count: rng.int(0...3), state: state)
  }

  mutating func children(depth: Int, state: ViewState) {
    for _ in 0..<rng.int(1...4) {
      if depth < 3 && rng.chance(35 - depth * 10) {
        container(depth: depth + 1, state: state)
      } else {
        leaf(state: state)
      }
    }
  }

  mutating func rowContent(depth: Int, state: ViewState) {
    let item = topic.single
    switch rng.int(0...3) {
    case 0:
      w.line("\(topic.noun)RowView(\(item): \(item))")
      modifierChain(count: rng.int(0...3), state: state)
    case 1:
      w.open("NavigationLink(value: \(item)) {")
      w.open("HStack {")
      w.line("Image(systemName: \(item).isPinned ? \"pin.fill\" : \"\(rng.pick(Vocabulary.symbols))\")")
      w.open("VStack(alignment: .leading) {")
      w.line("Text(\(item).title).font(\(rng.pick(Vocabulary.fonts)))")
      w.line("Text(\"\\(\(item).subtitle) · \\(\(item).count)\").font(.caption).foregroundStyle(.secondary)")
      w.close()
      w.close()
      w.close()
    case 2:
      w.open("Button {")
      w.line("\(state.selection ?? "selectedItem") = \(item)")
      if let flag = state.flags.first { w.line("\(flag) = true") }
      w.close("} label: {")
      w.level += 1
      w.line("Label(\(item).title, systemImage: \"\(rng.pick(Vocabulary.symbols))\")")
      w.close()
      if state.hasAccessibilityFocus { w.line(".accessibilityFocused($accessibilityFocus, equals: .row(\(item).id))") }
    default:
      if depth < 2 { container(depth: depth + 1, state: state) } else { leaf(state: state) }
    }
    if rng.chance(30) {
      w.open(".swipeActions(edge: .trailing, allowsFullSwipe: \(rng.chance(50))) {")
      w.open("Button(role: .destructive) {")
      w.line("\(state.selection ?? "selectedItem") = \(item)")
      w.line("\(state.flags.first ?? "isEditing") = true")
      w.close("} label: {")
      w.level += 1
      w.line("Label(\"Delete\", systemImage: \"trash\")")
      w.close()
      w.close()
    }
  }

  mutating func leaf(state: ViewState) {
    let flag = state.flags.isEmpty ? "isPresented" : rng.pick(state.flags)
    switch rng.int(0...15) {
    case 0: w.line("Text(\(title()))")
    case 1: w.line("Text(verbatim: \(stringLiteral()))")
    case 2: w.line("Label(\(title()), systemImage: \"\(rng.pick(Vocabulary.symbols))\")")
    case 3: w.line("Image(systemName: \"\(rng.pick(Vocabulary.symbols))\")")
    case 4:
      w.open("Button(\(title())\(rng.chance(40) ? ", role: .destructive" : "")) {")
      actions(flag: flag, state: state)
      w.close()
    case 5:
      w.open("Button(role: .\(rng.pick(["cancel", "destructive"]))) {")
      actions(flag: flag, state: state)
      w.close("} label: {")
      w.level += 1
      w.line("Label(\(title()), systemImage: \"\(rng.pick(Vocabulary.symbols))\")")
      w.close()
    case 6:
      w.open("Button(action: \(rng.chance(50) ? "\(rng.pick(Vocabulary.verbs))Selected" : "{ \(flag).toggle() }")) {")
      w.line("Image(systemName: \"\(rng.pick(Vocabulary.symbols))\")")
      w.close()
      w.line(".accessibilityLabel(\(title()))")
    case 7:
      w.open("Button {")
      w.open("Task {")
      w.line("await viewModel.\(rng.pick(Vocabulary.verbs))(\(state.selection ?? topic.single))")
      w.close()
      w.close("} label: {")
      w.level += 1
      w.open("HStack {")
      w.line("Image(systemName: \"\(rng.pick(Vocabulary.symbols))\")")
      w.line("Text(\(title()))")
      w.close()
      w.close()
    case 8: w.line("Toggle(\(title()), isOn: $\(flag))")
    case 9: w.line("TextField(\(stringLiteral()), text: $searchText\(rng.chance(50) ? ", axis: .vertical" : ""))")
    case 10: w.line("Stepper(\"Count: \\(count)\", value: $count, in: 0...\(rng.int(5...99)))")
    case 11: w.line(rng.pick(["Spacer()", "Divider()", "Spacer(minLength: 0)", "ProgressView()"]))
    case 12:
      w.open("NavigationLink(\(title())) {")
      w.line("\(rng.pick(Vocabulary.nouns))DetailView(\(topic.single): \(topic.single))")
      w.close()
    case 13:
      w.open("if let \(topic.single) = \(state.selection ?? "viewModel.current"), !\(topic.single).title.isEmpty {")
      w.line("Text(\(topic.single).title)")
      w.close("} else {")
      w.level += 1
      w.line("Text(\"\(rng.pick(Vocabulary.phrases))\")")
      w.close()
    case 14:
      w.open("Menu {")
      for _ in 0..<rng.int(2...4) {
        w.line("Button(\(stringLiteral()), systemImage: \"\(rng.pick(Vocabulary.symbols))\") { \(flag) = true }")
      }
      w.close("} label: {")
      w.level += 1
      w.line("Image(systemName: \"ellipsis.circle\")")
      w.close()
    default:
      w.line(
        "\(rng.pick(Vocabulary.nouns))BadgeView(count: viewModel.\(topic.plural).count, tint: \(rng.pick(Vocabulary.colors)))"
      )
    }
    if rng.chance(60) { modifierChain(count: rng.int(1...4), state: state) }
  }

  /// The statements of a button's action.
  mutating func actions(flag: String, state: ViewState) {
    for _ in 0..<rng.int(1...3) {
      switch rng.int(0...7) {
      case 0: w.line("\(flag) = true")
      case 1: w.line("viewModel.\(rng.pick(Vocabulary.verbs))(\(state.selection ?? topic.single))")
      case 2:
        w.open("Task {")
        w.line("try? await viewModel.\(rng.pick(Vocabulary.verbs))All()")
        w.close()
      case 3: w.line(rng.chance(50) ? "dismiss()" : "isPresented = false")
      case 4:
        w.open("withAnimation(\(rng.pick(Vocabulary.animations))) {")
        w.line("\(flag).toggle()")
        w.close()
      case 5 where state.hasAccessibilityFocus:
        w.line("accessibilityFocus = .\(rng.chance(50) ? "header" : "row(\(topic.single).id)")")
      case 6 where state.hasFocusState:
        w.line("focusedField = .\(rng.pick(["title", "body", "search"]))")
      default:
        w.line("onSelect?(\(topic.single))")
      }
    }
  }

  /// Modifier links, one a line, with now and then a comment or an `#if os(…)` block between them.
  mutating func modifierChain(count: Int, state: ViewState) {
    for _ in 0..<count {
      switch rng.int(0...24) {
      case 0: w.line(".font(\(rng.pick(Vocabulary.fonts)))")
      case 1: w.line(".padding(\(rng.pick(["", ".horizontal", ".vertical, 8", "16", ".top, 4"])))")
      case 2: w.line(".foregroundStyle(\(rng.pick(Vocabulary.colors)))")
      case 3: w.line(".frame(maxWidth: .infinity, alignment: .\(rng.pick(["leading", "center"])))")
      case 4: w.line(".accessibilityLabel(Text(\(title())))")
      case 5: w.line(".accessibilityHint(\(stringLiteral()))")
      case 6:
        if state.hasAccessibilityFocus {
          w.line(".accessibilityFocused($accessibilityFocus, equals: .header)")
        } else {
          w.line(".accessibilityAddTraits(.isHeader)")
        }
      case 7: w.line(".navigationTitle(\(title()))")
      case 8:
        w.open(".task {")
        w.line("await viewModel.load()")
        w.close()
      case 9:
        w.open(".onAppear {")
        w.line("viewModel.trackScreen(\"\(topic.feature.lowercased())\")")
        w.close()
      case 10:
        w.open(".toolbar {")
        w.open("ToolbarItem(placement: .\(rng.pick(["primaryAction", "cancellationAction", "topBarTrailing"]))) {")
        w.open("Button(\(title())) {")
        w.line("\(state.flags.first ?? "isPresented") = true")
        w.close()
        w.close()
        w.close()
      case 11:
        let style = rng.int(0...2)
        if style == 0 { w.flushLeft("#if os(iOS)") } else { w.line("#if os(iOS)") }
        w.line(".navigationBarTitleDisplayMode(.inline)")
        if rng.chance(50) { w.line(".listStyle(.insetGrouped)") }
        if rng.chance(40) {
          if style == 0 { w.flushLeft("#elseif os(macOS)") } else { w.line("#elseif os(macOS)") }
          w.line(".frame(minWidth: \(rng.int(300...600)), minHeight: \(rng.int(200...500)))")
        }
        if style == 0 { w.flushLeft("#endif") } else { w.line("#endif") }
      case 12:
        w.line(
          "// \(rng.pick(["keep in sync with the design file", "workaround for FB12345678", "VoiceOver reads this first", "see #\(rng.int(100...999))"]))"
        )
      case 13: w.line(".searchable(text: $searchText, prompt: \(stringLiteral()))")
      case 14:
        w.open(".onChange(of: \(state.selection ?? "searchText")) { oldValue, newValue in")
        w.line("guard oldValue != newValue else { return }")
        w.line("viewModel.selectionChanged(to: newValue)")
        w.close()
      case 15: w.line(".animation(\(rng.pick(Vocabulary.animations)), value: \(state.flags.first ?? "count"))")
      case 16: w.line(".clipShape(RoundedRectangle(cornerRadius: \(rng.int(4...20)), style: .continuous))")
      case 17:
        w.line(
          ".disabled(viewModel.isLoading || \(state.flags.first ?? "count") == \(rng.chance(50) ? "true" : "false"))")
      case 18:
        w.line(".accessibilityIdentifier(AccessibilityID.\(topic.feature.lowerFirst).\(rng.pick(Vocabulary.verbs)))")
      case 19:
        w.line(".background(\(rng.pick(Vocabulary.colors)).opacity(\(rng.pick(["0.1", "0.25", "0.5", "1e-1"]))))")
      case 20:
        w.open(".refreshable {")
        w.line("await viewModel.refresh(force: true)")
        w.close()
      case 21: w.line("/* .shadow(radius: 4) — disabled for the flat style */")
      case 22:
        w.line(
          ".listRowInsets(EdgeInsets(top: \(rng.int(0...12)), leading: 16, bottom: \(rng.int(0...12)), trailing: 16))")
      case 23: w.line(".tint(\(rng.pick(Vocabulary.colors)))")
      default: w.line(".accessibilityElement(children: .\(rng.pick(["combine", "contain", "ignore"])))")
      }
    }
  }

  /// `.alert`, `.confirmationDialog`, `.sheet` or `.fullScreenCover` in one of its real shapes.
  mutating func dialogModifier(_ dialog: String, state: ViewState) {
    let flag = "isShowing\(dialog)"
    let item = topic.single
    dialogs += 1
    if rng.chance(15) { w.line("// MARK: \(dialog)") }
    switch dialog {
    case "DeleteAlert", "RenameAlert", "ErrorAlert":
      switch rng.int(0...4) {
      case 0:
        w.open(".alert(\(title()), isPresented: $\(flag)) {")
        w.open("Button(\(rng.chance(50) ? "\"Delete\"" : "L10n.Common.delete"), role: .destructive) {")
        w.line("viewModel.delete(\(state.selection ?? item))")
        if state.hasAccessibilityFocus { w.line("accessibilityFocus = .header") }
        w.close()
        w.line("Button(\"Cancel\", role: .cancel) { }")
        w.close("} message: {")
        w.level += 1
        w.line("Text(\(stringLiteral()))")
        w.close()
      case 1:
        w.open(
          ".alert(\"\(rng.pick(Vocabulary.verbs).upperFirst) \\(\(state.selection ?? item)?.title ?? \"\(item)\")?\", isPresented: $\(flag), presenting: \(state.selection ?? item)) { \(item) in"
        )
        w.line("TextField(\"Name\", text: $searchText)")
        w.line("Button(\"Save\") { viewModel.rename(\(item), to: searchText) }")
        w.line("Button(\"Cancel\", role: .cancel, action: {})")
        w.close("} message: { \(item) in")
        w.level += 1
        w.line("Text(\"“\\(\(item).title)” will be renamed on all your devices.\")")
        w.close()
      case 2:
        w.open(".alert(isPresented: $\(flag)) {")
        w.open("Alert(")
        w.line("title: Text(\(title())),")
        w.line("message: Text(viewModel.errorMessage ?? \"\"),")
        w.line("dismissButton: .default(Text(\"OK\"))")
        w.close(")")
        w.close()
      case 3:
        w.open(".alert(item: $viewModel.activeError) { error in")
        w.open("Alert(")
        w.line("title: Text(error.title),")
        w.line("message: Text(error.localizedDescription),")
        w.line("primaryButton: .destructive(Text(\"Retry\")) { Task { await viewModel.retry() } },")
        w.line("secondaryButton: .cancel()")
        w.close(")")
        w.close()
      default:
        w.line(
          ".alert(L10n.\(topic.feature).errorTitle, isPresented: $\(flag), actions: { Button(\"OK\", role: .cancel) {} }, message: { Text(viewModel.errorMessage ?? \"\") })"
        )
      }
    case "ShareOptions", "Filters":
      w.open(
        ".confirmationDialog(\(title()), isPresented: $\(flag), titleVisibility: .\(rng.pick(["visible", "automatic", "hidden"]))) {"
      )
      w.open("ForEach(ShareDestination.allCases) { destination in")
      w.open("Button(destination.title) {")
      w.line("viewModel.share(\(state.selection ?? item), to: destination)")
      w.close()
      w.close()
      if rng.chance(50) {
        w.line("Button(\"Copy Link\") { UIPasteboard.general.string = \(item).url.absoluteString }")
      }
      w.line("Button(\"Cancel\", role: .cancel) {}")
      if rng.chance(60) {
        w.close("} message: {")
        w.level += 1
        w.line("Text(\(stringLiteral()))")
      }
      w.close()
    case "Editor":
      if rng.chance(50) {
        w.open(".sheet(isPresented: $\(flag), onDismiss: { Task { await viewModel.reload() } }) {")
        namedTypes.append("\(topic.noun)EditorView")
        w.line("\(topic.noun)EditorView(\(item): $viewModel.draft)")
        w.level += 1
        w.line(".presentationDetents([.medium, .large])")
        if rng.chance(50) { w.line(".interactiveDismissDisabled(viewModel.hasChanges)") }
        w.level -= 1
        w.close()
      } else {
        w.open(".sheet(item: $\(state.selection ?? "selectedItem")) { \(item) in")
        w.open("NavigationStack {")
        namedTypes.append("\(topic.noun)DetailView")
        w.line("\(topic.noun)DetailView(\(item): \(item))")
        w.close()
        w.close()
      }
    case "Onboarding", "Paywall":
      namedTypes.append("\(dialog)View")
      if rng.chance(60) {
        w.open(".fullScreenCover(isPresented: $\(flag)) {")
        w.open("\(dialog)View {")
        w.line("\(flag) = false")
        w.close()
        w.close()
      } else {
        w.line(
          ".fullScreenCover(item: $viewModel.presented\(dialog), onDismiss: viewModel.didDismiss\(dialog)) { model in \(dialog)View(model: model) }"
        )
      }
    default:
      w.line(".sheet(isPresented: $\(flag)) { \(dialog)View() }")
    }
  }

  /// Computed subviews, a `@ViewBuilder` function and action functions after `body`.
  mutating func helpers(state: ViewState) {
    if rng.chance(60) {
      w.line("")
      w.line("// MARK: - Subviews")
      w.line("")
      w.open("private var header: some View {")
      w.open("VStack(alignment: .leading, spacing: 4) {")
      w.line("Text(\(title()))")
      w.level += 1
      w.line(".font(.largeTitle.bold())")
      w.line(".accessibilityAddTraits(.isHeader)")
      if state.hasAccessibilityFocus { w.line(".accessibilityFocused($accessibilityFocus, equals: .header)") }
      w.level -= 1
      w.line("Text(\(stringLiteral())).foregroundStyle(.secondary)")
      w.close()
      w.close()
    }
    if rng.chance(50) {
      w.line("")
      w.line("@ViewBuilder")
      w.open("private func row(for \(topic.single): \(topic.noun)) -> some View {")
      w.open("switch \(topic.single).status {")
      w.line("case .active:")
      w.level += 1
      w.line("Label(\(topic.single).title, systemImage: \"circle\")")
      w.level -= 1
      w.line("case .archived(let date):")
      w.level += 1
      w.line("Label(\"\\(\(topic.single).title) — \\(date, style: .date)\", systemImage: \"archivebox\")")
      w.level -= 1
      w.line("@unknown default:")
      w.level += 1
      w.line("EmptyView()")
      w.level -= 1
      w.close()
      w.close()
    }
    for _ in 0..<rng.int(0...2) {
      w.line("")
      let verb = rng.pick(Vocabulary.verbs)
      if rng.chance(30) {
        w.line("/// \(verb.upperFirst)s the selection, then moves VoiceOver focus back to the list.")
      }
      w.open("private func \(verb)Selected() {")
      w.line("guard let \(topic.single) = \(state.selection ?? "viewModel.current") else { return }")
      w.line("viewModel.\(verb)(\(topic.single))")
      if state.hasAccessibilityFocus { w.line("accessibilityFocus = .row(\(topic.single).id)") }
      w.close()
    }
  }

  mutating func preview(of name: String, generic: Bool) {
    let arguments = generic ? " { Text(\"Preview\") }" : "()"
    if rng.chance(60) {
      w.open("#Preview\(rng.chance(40) ? "(\"\(rng.pick(Vocabulary.adjectives))\")" : "") {")
      w.line("\(name)\(arguments)")
      w.level += 1
      w.line(".environmentObject(\(topic.app)Router.preview)")
      w.level -= 1
      w.close()
    } else {
      w.open("struct \(name)_Previews: PreviewProvider {")
      w.open("static var previews: some View {")
      w.line("\(name)\(arguments)")
      w.level += 1
      w.line(".preferredColorScheme(.dark)")
      w.level -= 1
      w.close()
      w.close()
    }
  }

  // MARK: View models

  mutating func viewModel(named name: String) {
    declaredTypes.append(name)
    let noun = topic.noun
    let plural = topic.plural
    docComment("\(plural) view model")
    if rng.chance(60) { w.line("@MainActor") }
    let observable = rng.chance(35)
    if observable { w.line("@Observable") }
    w.open("final class \(name)\(observable ? "" : ": ObservableObject") {")
    w.open("enum LoadState: Equatable {")
    w.line("case idle")
    w.line("case loading")
    w.line("case loaded([\(noun)])")
    w.line("case failed(String)")
    w.close()
    w.line("")
    let published = observable ? "" : "@Published "
    w.line("\(published)private(set) var \(plural): [\(noun)] = []")
    w.line("\(published)var state: LoadState = .idle")
    w.line("\(published)var searchText = \"\"")
    w.line("\(published)var errorMessage: String?")
    w.line("\(published)var activeError: \(topic.feature)Error?")
    w.line("\(published)var isLoading = false")
    w.line("")
    w.line("private let repository: any \(noun)Repository")
    w.line("private let logger = Logger(subsystem: \"com.\(topic.app.lowercased()).app\", category: \"\(name)\")")
    if !observable { w.line("private var cancellables = Set<AnyCancellable>()") }
    w.line("private var loadTask: Task<Void, Never>?")
    w.line("private let pageSize = \(rng.pick(["20", "50", "1_000", "0x40"]))")
    w.line("")
    w.open("init(repository: any \(noun)Repository = Live\(noun)Repository()) {")
    w.line("self.repository = repository")
    if !observable {
      w.line("$searchText")
      w.level += 1
      w.line(".debounce(for: .milliseconds(\(rng.int(150...500))), scheduler: RunLoop.main)")
      w.line(".removeDuplicates()")
      w.open(".sink { [weak self] text in")
      w.line("self?.filter(by: text)")
      w.close()
      w.line(".store(in: &cancellables)")
      w.level -= 1
    }
    w.close()
    for _ in 0..<rng.int(2...6) {
      w.line("")
      function()
    }
    w.close()
  }

  /// One method of a view model or service, with statements of many shapes.
  mutating func function() {
    let noun = topic.noun
    let item = topic.single
    let plural = topic.plural
    let verb = rng.pick(Vocabulary.verbs)
    if rng.chance(30) {
      w.line("/// \(verb.upperFirst)s `\(item)` and reports progress; throws ``\(topic.feature)Error`` on failure.")
    }
    switch rng.int(0...7) {
    case 0:
      w.open("func load() async {")
      w.line("isLoading = true")
      w.line("defer { isLoading = false }")
      w.open("do {")
      w.line("let fetched = try await repository.fetch\(noun)s(limit: pageSize)")
      w.line("\(plural) = fetched.sorted { $0.updatedAt > $1.updatedAt }")
      w.line("state = .loaded(\(plural))")
      w.close("} catch let error as URLError where error.code == .notConnectedToInternet {")
      w.level += 1
      w.line("state = .failed(\"You’re offline.\")")
      w.close("} catch {")
      w.level += 1
      w.line("logger.error(\"Failed to load \(plural): \\(error.localizedDescription, privacy: .public)\")")
      w.line("errorMessage = error.localizedDescription")
      w.line("state = .failed(String(describing: error))")
      w.close()
      w.close()
    case 1:
      w.open("func \(verb)(_ \(item): \(noun)) {")
      w.line("guard let index = \(plural).firstIndex(where: { $0.id == \(item).id }) else {")
      w.level += 1
      w.line("assertionFailure(\"\\(\(item).id) not found\")")
      w.line("return")
      w.close()
      w.line("let removed = \(plural).remove(at: index)")
      w.open("loadTask = Task { [weak self, repository] in")
      w.open("do {")
      w.line("try await repository.\(verb)(id: removed.id)")
      w.close("} catch {")
      w.level += 1
      w.line("await MainActor.run { self?.\(plural).insert(removed, at: index) }")
      w.close()
      w.close()
      w.close()
    case 2:
      w.open("func sorted<Key: Comparable>(by key: KeyPath<\(noun), Key>, ascending: Bool = true) -> [\(noun)] {")
      w.open("\(plural).sorted { lhs, rhs in")
      w.line("ascending ? lhs[keyPath: key] < rhs[keyPath: key] : lhs[keyPath: key] > rhs[keyPath: key]")
      w.close()
      w.close()
    case 3:
      w.open("private func filter(by text: String) {")
      w.line("let query = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()")
      w.open("guard !query.isEmpty else {")
      w.line("state = .loaded(\(plural))")
      w.line("return")
      w.close()
      w.line(
        "let matches = \(plural).filter { $0.title.lowercased().contains(query) || $0.tags.contains { $0.name == query } }"
      )
      w.line("state = matches.isEmpty ? .failed(\"No results for “\\(text)”\") : .loaded(matches)")
      w.close()
    case 4:
      w.open("func summary(for \(plural): [\(noun)]) -> String {")
      w.line("var counts: [String: Int] = [:]")
      w.open("for \(item) in \(plural) where !\(item).isArchived {")
      w.line("counts[\(item).category, default: 0] += 1")
      w.close()
      w.line("let total = counts.values.reduce(0, +)")
      w.open("switch total {")
      w.line("case 0: return \"No \(plural)\"")
      w.line("case 1: return \"One \(item)\"")
      w.line("case 2..<10: return \"A few \(plural) (\\(total))\"")
      w.line("default: return \"\\(total) \(plural) in \\(counts.count) categories\"")
      w.close()
      w.close()
    case 5:
      w.open("func refresh(force: Bool = false) async {")
      w.line("if !force, case .loaded = state { return }")
      w.open("await withTaskGroup(of: [\(noun)].self) { group in")
      w.open("for page in 0..<\(rng.int(2...5)) {")
      w.line(
        "group.addTask { [repository, pageSize] in (try? await repository.fetch\(noun)s(page: page, limit: pageSize)) ?? [] }"
      )
      w.close()
      w.open("for await batch in group {")
      w.line("\(plural).append(contentsOf: batch)")
      w.close()
      w.close()
      w.close()
    case 6:
      w.open("func move(from source: IndexSet, to destination: Int) {")
      w.line("\(plural).move(fromOffsets: source, toOffset: destination)")
      w.line("let ids = \(plural).map(\\.id)")
      w.line("Task.detached(priority: .utility) { [repository] in try? await repository.reorder(ids) }")
      w.close()
    default:
      w.open("nonisolated func validate(_ draft: \(noun).Draft) throws -> \(noun) {")
      w.line(
        "guard draft.title.count <= \(rng.int(40...200)) else { throw \(topic.feature)Error.tooLong(limit: \(rng.int(40...200))) }"
      )
      w.line(
        "guard !draft.title.isEmpty, draft.amount >= 0.0, draft.amount < 1e6 else { throw \(topic.feature)Error.invalid }"
      )
      w.line("let cleaned = draft.title.replacingOccurrences(of: \"\\\\\", with: \"/\")")
      w.line("return \(noun)(id: draft.id ?? UUID(), title: cleaned, amount: (draft.amount * 100).rounded() / 100)")
      w.close()
    }
  }

  // MARK: Models

  mutating func model(named name: String) {
    declaredTypes.append(name)
    docComment("\(topic.single) model")
    w.open("struct \(name): Identifiable, Hashable, Codable\(rng.chance(50) ? ", Sendable" : "") {")
    w.line("let id: UUID")
    w.line("var title: String")
    let fields = rng.sample(
      [
        "var body: String", "var createdAt: Date", "var updatedAt: Date", "var isPinned: Bool = false",
        "var tags: [Tag] = []", "var amount: Decimal", "var ownerID: User.ID?", "var status: Status = .active",
        "var url: URL", "var count: Int = 0", "var metadata: [String: String] = [:]", "var isArchived = false",
      ],
      rng.int(3...8))
    for field in fields { w.line(field) }
    w.line("")
    w.open("enum Status: \(rng.chance(50) ? "String, " : "")Codable, Hashable {")
    w.line("case active")
    w.line("case archived(Date)")
    w.line("case deleted(reason: String?)")
    w.close()
    w.line("")
    w.open("enum CodingKeys: String, CodingKey {")
    w.line("case id")
    w.line("case title")
    w.line("case createdAt = \"created_at\"")
    w.line("case updatedAt = \"updated_at\"")
    w.line("case ownerID = \"owner_id\"")
    w.close()
    w.line("")
    w.line("static let placeholder = \(name)(id: UUID(), title: \"Untitled\", createdAt: .now, updatedAt: .now)")
    w.close()
    w.line("")
    w.open("extension \(name) {")
    w.open("var subtitle: String {")
    w.line("\"\\(tags.count) tags · \\(updatedAt.formatted(date: .abbreviated, time: .omitted))\"")
    w.close()
    w.line("")
    w.open("static func == (lhs: Self, rhs: Self) -> Bool {")
    w.line("lhs.id == rhs.id && lhs.title == rhs.title")
    w.close()
    if rng.chance(50) {
      w.line("")
      w.open("var sortKey: (Int, String) {")
      w.line("(isPinned ? 0 : 1, title.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: .current))")
      w.close()
    }
    w.close()
  }

  // MARK: Strings

  mutating func strings(named name: String) {
    if rng.chance(40) { w.line("// swiftlint:disable line_length") }
    docComment("localised strings")
    // One file of a module declares the namespace; the others extend it, as in real projects.
    let root = name.hasPrefix("Accessibility") ? "AccessibilityID" : "L10n"
    declaredTypes.append(root)
    let declares = rng.chance(10)
    w.open(declares ? "enum \(root) {" : "extension \(root) {")
    for feature in rng.sample(Vocabulary.features, rng.int(2...5)) + [topic.feature] {
      w.open("enum \(feature) {")
      for verb in rng.sample(Vocabulary.verbs, rng.int(3...10)) {
        if rng.chance(25) {
          w.line("/// The title of the `\(verb)` \(rng.pick(["screen", "menu item", "button"])).")
        }
        switch rng.int(0...4) {
        case 0: w.line("static let \(verb)Title = \"\(verb.upperFirst) \(topic.noun)?\"")
        case 1: w.line("static let \(verb)Message = \"\(rng.pick(Vocabulary.phrases))\"")
        case 2:
          w.line(
            "static let \(verb) = String(localized: \"\(feature.lowercased()).\(verb)\", defaultValue: \"\(verb.upperFirst)\", comment: \"Button\")"
          )
        case 3:
          w.line(
            "static let \(verb)Button = NSLocalizedString(\"\(feature).\(verb).button\", value: \"\(verb.upperFirst)\", comment: \"\")"
          )
        default:
          w.line(
            "static func \(verb)Count(_ count: Int) -> String { String(localized: \"\\(count) \(topic.plural) to \(verb)\") }"
          )
        }
      }
      w.line("static let errorTitle = \"Something went wrong\"")
      w.close()
    }
    if declares {
      w.open("enum Common {")
      w.line("static let ok = \"OK\"")
      w.line("static let cancel = \"Cancel\"")
      w.line("static let delete = \"Delete\"")
      w.close()
    }
    w.close()
  }

  // MARK: Modifiers and extensions

  /// A view modifier (presenting a dialog, or else styling its content) and `View` extensions.
  mutating func modifiers(named name: String, withDialog: Bool) {
    let typeName = name.replacingOccurrences(of: "View+", with: "") + "Modifier"
    declaredTypes.append(typeName)
    docComment("confirmation modifier")
    w.open("struct \(typeName): ViewModifier {")
    w.line("@Binding var isPresented: Bool")
    w.line("let title: String")
    w.line("var message: String? = nil")
    w.line("let onConfirm: () -> Void")
    w.line("")
    w.open("func body(content: Content) -> some View {")
    w.line("content")
    w.level += 1
    if withDialog { dialogs += 1 }
    switch withDialog ? rng.int(0...2) : 3 {
    case 0:
      w.open(".alert(title, isPresented: $isPresented) {")
      w.line("Button(\"Confirm\", role: .destructive, action: onConfirm)")
      w.line("Button(\"Cancel\", role: .cancel) {}")
      w.close("} message: {")
      w.level += 1
      w.open("if let message {")
      w.line("Text(message)")
      w.close()
      w.close()
    case 1:
      w.open(".confirmationDialog(title, isPresented: $isPresented, titleVisibility: .visible) {")
      w.line("Button(\"Confirm\", role: .destructive) { onConfirm() }")
      w.close()
    case 2:
      w.open(".sheet(isPresented: $isPresented) {")
      w.open("VStack(spacing: 16) {")
      w.line("Text(title).font(.headline)")
      w.line("Button(\"Done\") { isPresented = false }")
      w.close()
      w.line(".presentationDetents([.fraction(0.3)])")
      w.close()
    default:
      w.open(".overlay(alignment: .top) {")
      w.open("if isPresented {")
      w.line("Text(title).font(.headline).padding(8).background(.thinMaterial, in: Capsule())")
      w.close()
      w.close()
      w.line(".animation(.default, value: isPresented)")
    }
    w.level -= 1
    w.close()
    w.close()
    w.line("")
    w.open("extension View {")
    w.open(
      "func \(typeName.lowerFirst.replacingOccurrences(of: "Modifier", with: ""))(isPresented: Binding<Bool>, title: String, onConfirm: @escaping () -> Void) -> some View {"
    )
    w.line("modifier(\(typeName)(isPresented: isPresented, title: title, onConfirm: onConfirm))")
    w.close()
    w.line("")
    w.line("@ViewBuilder")
    w.open("func `if`<Transformed: View>(_ condition: Bool, transform: (Self) -> Transformed) -> some View {")
    w.open("if condition {")
    w.line("transform(self)")
    w.close("} else {")
    w.level += 1
    w.line("self")
    w.close()
    w.close()
    if rng.chance(50) {
      w.line("")
      w.open("func cardStyle(cornerRadius: CGFloat = \(rng.int(8...16)), shadow: Bool = true) -> some View {")
      w.line("self")
      w.level += 1
      w.line(".padding()")
      w.line(".background(.background, in: RoundedRectangle(cornerRadius: cornerRadius))")
      w.flushLeft("#if !os(watchOS)")
      w.line(".shadow(color: .black.opacity(shadow ? 0.08 : 0), radius: 6, x: 0, y: 2)")
      w.flushLeft("#endif")
      w.level -= 1
      w.close()
    }
    w.close()
  }

  // MARK: Services

  mutating func service(named name: String) {
    declaredTypes.append(name)
    let noun = topic.noun
    w.open("protocol \(name)Protocol: Sendable {")
    w.line("func fetch\(noun)s(limit: Int) async throws -> [\(noun)]")
    w.line("func delete(id: \(noun).ID) async throws")
    w.line("func upload<Payload: Encodable & Sendable>(_ payload: Payload, to path: String) async throws -> Data")
    w.close()
    w.line("")
    docComment("\(topic.single) service")
    w.open("actor \(name): \(name)Protocol {")
    w.line("private var cache: [\(noun).ID: \(noun)] = [:]")
    w.line("private let session: URLSession")
    w.line("private let baseURL = URL(string: \"https://api.\(topic.app.lowercased()).example/v\(rng.int(1...3))/\")!")
    w.line("")
    w.open("init(session: URLSession = .shared) {")
    w.line("self.session = session")
    w.close()
    w.line("")
    w.open("func fetch\(noun)s(limit: Int) async throws -> [\(noun)] {")
    w.line("var request = URLRequest(url: baseURL.appendingPathComponent(\"\(topic.plural)\"))")
    w.line("request.httpMethod = \"GET\"")
    w.line("request.setValue(\"application/json\", forHTTPHeaderField: \"Accept\")")
    w.line("request.url?.append(queryItems: [URLQueryItem(name: \"limit\", value: String(limit))])")
    w.line("let (data, response) = try await session.data(for: request)")
    w.open("guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {")
    w.line("throw \(name)Error.badStatus((response as? HTTPURLResponse)?.statusCode ?? -1)")
    w.close()
    w.line("let decoder = JSONDecoder()")
    w.line("decoder.dateDecodingStrategy = .iso8601")
    w.line("let decoded = try decoder.decode([\(noun)].self, from: data)")
    w.line("for value in decoded { cache[value.id] = value }")
    w.line("return decoded")
    w.close()
    w.line("")
    w.open("func delete(id: \(noun).ID) async throws {")
    w.line("var request = URLRequest(url: baseURL.appending(path: \"\(topic.plural)/\\(id.uuidString)\"))")
    w.line("request.httpMethod = \"DELETE\"")
    w.line("_ = try await session.data(for: request)")
    w.line("cache[id] = nil")
    w.close()
    w.line("")
    w.open("func upload<Payload: Encodable & Sendable>(_ payload: Payload, to path: String) async throws -> Data {")
    w.line("let body = try JSONEncoder().encode(payload)")
    w.line(
      "var request = URLRequest(url: baseURL.appending(path: path), timeoutInterval: \(rng.pick(["30", "60.0", "2.5e1"])))"
    )
    w.line("(request.httpMethod, request.httpBody) = (\"POST\", body)")
    w.line("return try await session.upload(for: request, from: body).0")
    w.close()
    w.close()
    w.line("")
    w.open("enum \(name)Error: LocalizedError, Equatable {")
    w.line("case badStatus(Int)")
    w.line("case offline")
    w.line("case decoding(String)")
    w.line("")
    w.open("var errorDescription: String? {")
    w.open("switch self {")
    w.line("case .badStatus(let code) where code >= 500: return \"The server had a problem (\\(code)).\"")
    w.line("case .badStatus(let code): return \"Request failed with status \\(code).\"")
    w.line("case .offline: return \"You appear to be offline.\"")
    w.line("case .decoding(let detail): return \"Unexpected data: \\(detail)\"")
    w.close()
    w.close()
    w.close()
  }

  // MARK: Snippets

  /// A small extension, protocol or enum.
  mutating func snippet(named name: String) {
    switch rng.int(0...2) {
    case 0:
      w.open("extension \(topic.noun) {")
      w.open("var is\(topic.adjective): Bool {")
      w.line("tags.contains { $0.name == \"\(topic.adjective.lowercased())\" }")
      w.close()
      w.close()
    case 1:
      declaredTypes.append(name)
      w.open("protocol \(name.replacingOccurrences(of: "+", with: "")): AnyObject {")
      w.line("var \(topic.plural): [\(topic.noun)] { get }")
      w.line("func \(rng.pick(Vocabulary.verbs))(_ \(topic.single): \(topic.noun)) async throws")
      w.close()
    default:
      let type = name.replacingOccurrences(of: "+", with: "")
      declaredTypes.append(type)
      w.open("enum \(type): String, CaseIterable, Identifiable {")
      for verb in rng.sample(Vocabulary.verbs, rng.int(2...5)) { w.line("case \(verb)") }
      w.line("")
      w.line("var id: String { rawValue }")
      w.close()
    }
  }

  // MARK: Utilities

  mutating func utilities(named name: String) {
    declaredTypes.append(name)
    docComment("parsing helpers")
    w.open("enum \(name) {")
    w.line(##"static let emailPattern = #"^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$"#"##)
    w.line(
      ##"static let windowsPath = #"C:\Users\\##(rng.pick(Vocabulary.firstNames))\Documents\\##(topic.feature)"#"##)
    w.line("static let template = ##\"She said \"" + topic.noun + " #\(serial)\" and left\"##")
    if rng.chance(50) { w.line(#"static let slug = /[a-z0-9]+(?:-[a-z0-9]+)*/"#) }
    w.line(#"static let phone = #/\(?\d{3}\)?[ -]?\d{3}-\d{4}/#"#)
    w.line("")
    w.open("static func query(for folderID: Int, matching text: String) -> String {")
    w.line("\"\"\"")
    w.line("SELECT id, title, updated_at FROM \(topic.plural)")
    w.line("WHERE folder_id = \\(folderID) AND title LIKE '%\\(text.replacingOccurrences(of: \"'\", with: \"''\"))%'")
    w.line("ORDER BY updated_at DESC -- newest first")
    w.line("LIMIT \\(\(rng.int(10...500)))")
    w.line("\"\"\"")
    w.close()
    w.line("")
    w.open("static func markdown(for \(topic.single): \(topic.noun)) -> String {")
    w.line("#\"\"\"")
    w.line("# \\#(\(topic.single).title)")
    w.line("")
    w.line(##"Raw \(not interpolated) but \#(\##(topic.single).count) is; a \"quote\" and a \ backslash."##)
    w.line("\"\"\"#")
    w.close()
    w.line("")
    w.open("static func parse<T: LosslessStringConvertible>(_ values: [Substring], as type: T.Type = T.self) -> [T] {")
    w.line("values.compactMap { T(String($0)) }")
    w.close()
    w.line("")
    w.open("static func isValid(_ value: String) -> Bool {")
    w.line("/* Nested comment: /* inner */ still a comment. */")
    w.line(
      "value.wholeMatch(of: phone) != nil || value.range(of: emailPattern, options: [.regularExpression, .caseInsensitive]) != nil"
    )
    w.close()
    w.line("")
    w.line("static let byteFormatter: ByteCountFormatter = {")
    w.level += 1
    w.line("let formatter = ByteCountFormatter()")
    w.line("formatter.allowedUnits = [.useKB, .useMB]")
    w.line("formatter.countStyle = .file")
    w.line("return formatter")
    w.level -= 1
    w.line("}()")
    w.line("")
    w.line("static let masks: [UInt8] = [0b1010_0000, 0o17, 0xFF, 1 << 3, ~0 & 0x7F]")
    w.line("static let ratios = [0.5, 1e-3, 2.5E+2, 0x1p-4, -.infinity]")
    w.close()
  }
}
