import DialogFacts
import DialogModel
import Foundation
import Testing

/// A target of Package.swift as far as the boundaries go: its name, its source folder and the
/// targets it declares it depends on.
struct PackageTarget {
  var name: String
  var path: String
  var dependencies: Set<String>

  /// The targets of the package's manifest, read from its text: each `.target(…)`,
  /// `.executableTarget(…)`, `.testTarget(…)` and `.systemLibrary(…)` call with its `name:`, `path:`
  /// and `dependencies:`.
  static func all(inManifest text: String) -> [PackageTarget] {
    var result: [PackageTarget] = []
    var rest = Substring(text)
    while let start = rest.firstRange(of: /\.(target|executableTarget|testTarget|systemLibrary)\(/) {
      let isTest = rest[start].hasPrefix(".testTarget")
      let arguments = balancedArguments(rest[start.upperBound...])
      rest = rest[start.upperBound...]
      guard let name = arguments.firstMatch(of: /name:\s*"([^"]+)"/)?.1 else { continue }
      let path = arguments.firstMatch(of: /path:\s*"([^"]+)"/)?.1
      let dependencies = arguments.firstMatch(of: /dependencies:\s*\[([^\]]*)\]/).map { match in
        Set(match.1.matches(of: /"([^"]+)"/).map { String($0.1) })
      }
      result.append(
        PackageTarget(
          name: String(name), path: path.map(String.init) ?? "\(isTest ? "Tests" : "Sources")/\(name)",
          dependencies: dependencies ?? []))
    }
    return result
  }

  /// The text up to the parenthesis that closes the one just before `text`.
  private static func balancedArguments(_ text: Substring) -> Substring {
    var depth = 1
    for index in text.indices {
      switch text[index] {
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 { return text[..<index] }
      default: break
      }
    }
    return text
  }

  /// The modules each Swift file under the target's folder imports, with the file.
  func imports(under root: URL) -> [(file: String, module: String)] {
    let folder = root.appendingPathComponent(path)
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var result: [(String, String)] = []
    for case let file as String in walker where file.hasSuffix(".swift") {
      let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
      for line in text.split(separator: "\n") {
        if let match = line.wholeMatch(of: /\s*(?:@[\w]+(?:\([^)]*\))?\s+)*import\s+(\w+).*/) {
          result.append(("\(path)/\(file)", String(match.1)))
        }
      }
    }
    return result
  }
}

@Suite("Architecture: the pipeline of DESIGN.md §5, enforced")
struct ArchitectureTests {
  /// The stages in pipeline order; a stage may import only stages before it. Utilities that any
  /// stage may use are outside the order (`CHeap`: a system header, glibc's heap settings;
  /// `CXattr`: a system header, extended attributes; `CWordBytes`: a C header, the word bytes of
  /// 64 bytes in vector registers).
  static let stages = [
    "SwiftScan", "DialogFacts", "DialogModel", "DialogRules", "DialogReport", "DialogLintCLI", "dialoglint",
  ]
  static let utilities: Set<String> = ["SourceText", "JSONReading", "CHeap", "CXattr", "CWordBytes"]

  let targets: [PackageTarget] = {
    let manifest = (try? String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
    return PackageTarget.all(inManifest: manifest)
  }()

  @Test("the manifest names every stage and utility, each with a source folder")
  func manifestIsRead() {
    let names = Set(targets.map(\.name))
    for module in Self.stages + Self.utilities {
      #expect(names.contains(module), "Package.swift declares no target \(module)")
    }
    for target in targets {
      let folder = packageRoot.appendingPathComponent(target.path).path
      #expect(FileManager.default.fileExists(atPath: folder), "\(target.name): no folder \(target.path)")
    }
  }

  @Test("a module imports only the package modules its target declares")
  func importsAreDeclared() {
    let modules = Set(targets.map(\.name))
    for target in targets {
      for (file, module) in target.imports(under: packageRoot)
      where modules.contains(module) && module != target.name {
        #expect(
          target.dependencies.contains(module), "\(file) imports \(module), which \(target.name) does not declare")
      }
    }
  }

  @Test("a stage depends on no stage after it")
  func stagesLookBackOnly() {
    for target in targets {
      guard let position = Self.stages.firstIndex(of: target.name) else { continue }
      for dependency in target.dependencies {
        if let other = Self.stages.firstIndex(of: dependency) {
          #expect(other < position, "\(target.name) depends on \(dependency), a later stage")
        } else {
          #expect(Self.utilities.contains(dependency), "\(target.name) depends on \(dependency), which is no stage")
        }
      }
    }
  }

  @Test("rules and reports read the dialog model, never tokens; the facts hold none")
  func checksReadTheModel() {
    for name in ["DialogFacts", "DialogRules", "DialogReport"] {
      guard let target = targets.first(where: { $0.name == name }) else { continue }
      #expect(!target.dependencies.contains("SwiftScan"), "\(name) depends on SwiftScan")
    }
  }

  /// Quoted words that spell a SwiftUI name but are not one, by file, with why.
  static let notSwiftUINames: [String: Set<String>] = [
    // The kinds' nouns in messages; `Trigger.Holder`'s spellings, which the vocabulary derives from.
    "Dialog.swift": ["alert", "sheet", "popover", "Menu"],
    // Words of a property's name: `isSheetShown`, `dismissAction`, `onCancel`.
    "ContentWalker.swift": ["sheet", "dismiss", "cancel"],
    // Words of a custom view's name: `CustomAlert`, `SheetView`, `CloseButton`.
    "FauxDialogSites.swift": ["alert", "sheet", "Button"],
    // Words of a binding's or a type's name, dropped from the name of a focus state; a word of
    // SF Symbols' names (`line.3.horizontal.decrease`).
    "FocusReturnCheck.swift": ["Alert", "View", "horizontal"],
    // Words of the name of a view of another module (`SheetCloseButton`, `onDismiss:`), of a call
    // that removes (`removeAll`), and the standard library's calls that change a value in place.
    "NameWords.swift": [
      "dismiss", "cancel", "remove", "insert", "formUnion", "formIntersection", "formSymmetricDifference",
    ],
    // The rule subject of rules.json.
    "Rule.swift": ["overlay"],
    // A rule's help text, the catalog's key for it.
    "RuleCatalog.swift": ["help"],
  ]

  /// Swift's own names, which the SwiftUI stand-in and the vocabulary spell too.
  static let swiftNames: Set<String> = ["String", "Int", "Bool", "Double", "AnyHashable", "Task", "init"]

  @Test("SwiftUI's names are quoted only in the vocabulary (SwiftUIVocabulary.swift)")
  func oneVocabulary() throws {
    func read(_ path: String) throws -> String {
      try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }
    let standIn = try read("Tests/SwiftUIStandIn/SwiftUI.swift")
    let vocabulary = try read("Sources/DialogModel/Vocabulary/SwiftUIVocabulary.swift")
    let declared = try Regex(#"\b(?:struct|enum|class|protocol|typealias|func|case|var)\s+([A-Za-z_]\w*)"#)
    let label = try Regex(#"[(,]\s*([a-z]\w*)(?:\s+\w+)?\s*:"#)
    let quoted = try Regex(#""([A-Za-z_][\w.]*)""#)
    func captures(_ regex: Regex<AnyRegexOutput>, in text: String) -> Set<String> {
      Set(text.matches(of: regex).compactMap { $0.output[1].substring.map(String.init) })
    }
    // Argument labels (`content:`, `value:`) are read as labels, not looked for as names.
    let names = captures(declared, in: standIn).union(captures(quoted, in: vocabulary))
      .union(SwiftUIName.allCases.map(\.rawValue))
      .subtracting(captures(label, in: standIn)).subtracting(Self.swiftNames)
    #expect(names.isSuperset(of: ["Button", "alert", "onChange", "List", "body"]))
    for module in ["DialogFacts", "DialogModel", "DialogRules"] {
      let folder = packageRoot.appendingPathComponent("Sources/\(module)")
      let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
      for file in files where file.hasSuffix(".swift") && !file.hasSuffix("SwiftUIVocabulary.swift") {
        guard !file.hasSuffix("EmbeddedRules.swift") else { continue }  // generated from rules.json
        let allowed = Self.notSwiftUINames[String(file.split(separator: "/").last!)] ?? []
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
          // `Visibility.visible` quotes `Visibility`.
          let words = captures(quoted, in: String(line)).flatMap { $0.split(separator: ".").map(String.init) }
          for name in words where names.contains(name) && !allowed.contains(name) {
            Issue.record("\(module)/\(file):\(number + 1) quotes SwiftUI's \"\(name)\": use SwiftUIName or a table")
          }
        }
      }
    }
  }

  @Test("the model's stages after the syntax stage read no tokens: they ask the syntax layer")
  func tokenReadsStayInTheSyntaxStage() throws {
    let read = try Regex(
      #"[Tt]ree\.(?:(?:kind|text|isName|name|token|partner)\b|bytes\[|call\(at|isWord|spells)|\.tokens\[|\.kind\([a-z]"#
    )
    let folder = packageRoot.appendingPathComponent("Sources/DialogModel")
    var files = 0
    for file in try FileManager.default.subpathsOfDirectory(atPath: folder.path)
    where file.hasSuffix(".swift") && !file.hasPrefix("Syntax/") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      files += 1
      for match in text.matches(of: read) {
        let line = text[..<match.range.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).count
        Issue.record("DialogModel/\(file):\(line) reads tokens: ask the syntax layer (Sources/DialogModel/Syntax)")
      }
    }
    #expect(files > 20)
  }

  /// The files of the model after the syntax stage that still import the front end, for the
  /// syntax types they hold (`Call`, `SyntaxTree`) or, in the index, the skim's tables.
  static let frontEndImports: Set<String> = [
    "ActionReader.swift", "ContentWalker.swift", "DeploymentTargets.swift", "DialogFinder+Fixes.swift",
    "DialogFinder.swift", "LegacyAPIs.swift", "LegacyRewrite.swift", "LegacyValueReader.swift", "OwnModifiers.swift",
    "Popovers.swift", "Project.swift", "TextResolver.swift", "TriggerFinder+Focus.swift", "TriggerFinder.swift",
    "TypeIndex.swift",
  ]

  @Test("after the syntax stage, only the files recorded (frontEndImports) import the front end")
  func frontEndStaysInTheSyntaxStage() throws {
    let folder = packageRoot.appendingPathComponent("Sources/DialogModel")
    var importing: Set<String> = []
    for file in try FileManager.default.subpathsOfDirectory(atPath: folder.path)
    where file.hasSuffix(".swift") && !file.hasPrefix("Syntax/") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      if text.split(separator: "\n").contains("import SwiftScan") {
        importing.insert(String(file.split(separator: "/").last!))
      }
    }
    #expect(importing.subtracting(Self.frontEndImports).isEmpty, "ask the syntax layer (Sources/DialogModel/Syntax)")
    #expect(Self.frontEndImports.subtracting(importing).isEmpty, "no longer importing: drop from frontEndImports")
  }

  @Test("the benchmark is a package of its own, which no build or test of this one compiles")
  func benchmarkStaysOut() {
    for target in targets {
      #expect(!target.path.hasPrefix("Benchmarks/"), "\(target.name) puts \(target.path) in every build")
    }
    let manifest = packageRoot.appendingPathComponent("Benchmarks/Package.swift")
    #expect(FileManager.default.fileExists(atPath: manifest.path), "Benchmarks/ has no Package.swift")
  }
}
