import DialogFacts
import SwiftScan

/// The build settings of an Xcode project: its `project.pbxproj`, as read.
public struct XcodeProjectSettings: Sendable {
  public let path: String
  public let bytes: [UInt8]

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }
}

/// The oldest version of each platform code is built for: what the scanned `Package.swift` whose
/// targets hold the code declares (`platforms: [.iOS(.v15), .macOS("13.3")]`), or the Xcode
/// project beside the code's folders (its lowest `IPHONEOS_DEPLOYMENT_TARGET`, …), raised by
/// `@available` on the declarations around the code. Major versions only, by platform name
/// (`iOS`, `macOS`).
struct DeploymentTargets: Sendable {
  /// The folder of each target of the scanned packages (`Sources/`, or a `path:` its manifest
  /// names) and of each Xcode project (the folder that holds its `.xcodeproj`), with its trailing
  /// `/` (none for the current folder), what it declares, and the path that declares it.
  private let targets: [(folder: String, minimums: [String: Int], declaredIn: String)]
  /// The oldest version of each platform, by name, that an `#available` or `#unavailable` check in
  /// the files that may hold dialogs names, with where: code checks only for versions newer than
  /// the oldest it is built for. A check for a version before SwiftUI's is left out: old code
  /// keeps such checks long after it stops running there.
  private let checks: [String: (version: Int, file: Int, token: Int)]

  init(_ files: [SourceFile], xcodeProjects: [XcodeProjectSettings]) {
    var checks: [String: (version: Int, file: Int, token: Int)] = [:]
    for (index, file) in files.enumerated() where file.mayHoldDialogs {
      let tree = file.tree
      for k in tree.tokens.indices
      where tree.kind(k) == .poundAvailable || tree.kind(k) == .poundUnavailable {
        for (platform, version) in Self.versions(afterAttributeOrCheck: k, in: tree)
        where version < checks[platform]?.version ?? .max
          && version >= Platform(rawValue: platform).flatMap({ SwiftUIVocabulary.firstVersions[$0] }) ?? .max
        {
          checks[platform] = (version, index, k)
        }
      }
    }
    self.checks = checks
    let packages = files.flatMap { file -> [(folder: String, minimums: [String: Int], declaredIn: String)] in
      let name = "Package.swift"
      guard file.path == name || file.path.hasSuffix("/" + name) else { return [] }
      let package = String(file.path.dropLast(name.count))
      let manifest = Self.declared(in: file.tree)
      return (["Sources"] + manifest.paths).map { path in
        (package + (path.hasSuffix("/") ? path : path + "/"), manifest.minimums, file.path)
      }
    }
    // A project's `.xcconfig` files (`Configurations/App.xcconfig`) set what its `project.pbxproj`
    // may leave out: each counts for the project whose folder holds it most nearly.
    let (configurations, pbxprojs) = (
      xcodeProjects.filter { $0.path.hasSuffix(".xcconfig") }, xcodeProjects.filter { !$0.path.hasSuffix(".xcconfig") }
    )
    let projects = pbxprojs.map { settings in
      let project = settings.path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      let folder = project.dropLast().map { $0 + "/" }.joined()
      let declaredIn = project.joined(separator: "/")
      return (folder: folder, minimums: Self.deploymentTargets(settings.bytes), declaredIn: declaredIn)
    }
    targets =
      packages
      + projects.map { project in
        let own = configurations.filter { configuration in
          configuration.path.hasPrefix(project.folder)
            && !projects.contains { $0.folder.count > project.folder.count && configuration.path.hasPrefix($0.folder) }
        }
        let minimums = own.reduce(project.minimums) { minimums, configuration in
          minimums.merging(Self.deploymentTargets(configuration.bytes), uniquingKeysWith: min)
        }
        return (project.folder, minimums, project.declaredIn)
      }
  }

  /// The lowest deployment target of each platform a `project.pbxproj` or `.xcconfig` sets, by
  /// platform name.
  private static func deploymentTargets(_ bytes: [UInt8]) -> [String: Int] {
    let settings = [
      "IPHONEOS": "iOS", "MACOSX": "macOS", "TVOS": "tvOS", "WATCHOS": "watchOS", "XROS": "visionOS",
    ]
    var minimums: [String: Int] = [:]
    let key = Array("_DEPLOYMENT_TARGET".utf8)
    var k = 0
    // `IPHONEOS_DEPLOYMENT_TARGET = 15.0;`, or with the value quoted.
    while let found = range(of: key, in: bytes, from: k) {
      k = found.upperBound
      var start = found.lowerBound
      while start > 0 && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[start - 1]) { start -= 1 }
      var digits = k
      while digits < bytes.count && [UInt8(ascii: " "), UInt8(ascii: "="), UInt8(ascii: "\"")].contains(bytes[digits]) {
        digits += 1
      }
      var end = digits
      while end < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
      guard let platform = settings[String(decoding: bytes[start..<found.lowerBound], as: UTF8.self)],
        let version = Int(String(decoding: bytes[digits..<end], as: UTF8.self))
      else { continue }
      minimums[platform] = min(minimums[platform] ?? .max, version)
    }
    return minimums
  }

  /// Where `key` next occurs in `bytes` at or after `start`: the standard library's generic
  /// search compares through collection indices, slow over a project file of megabytes.
  private static func range(of key: [UInt8], in bytes: [UInt8], from start: Int) -> Range<Int>? {
    guard let first = key.first, key.count <= bytes.count else { return nil }
    var k = start
    while k <= bytes.count - key.count {
      if bytes[k] == first && (1..<key.count).allSatisfy({ bytes[k + $0] == key[$0] }) { return k..<(k + key.count) }
      k += 1
    }
    return nil
  }

  /// The minimums for the code at `token` of `tree`, read from file `path`; nil when no scanned
  /// package's targets nor Xcode project hold the file (a manifest beside an app's project governs
  /// only its own targets).
  func minimums(at token: Int, in tree: SyntaxTree, path: String, structure: FileStructure) -> [String: Int]? {
    guard let governing = settings(holding: path)?.minimums else { return nil }
    let declaration = structure.innermost(containing: token, in: tree) { _ in true }
    return governing.merging(declaredMinimums(from: declaration, in: tree), uniquingKeysWith: max)
  }

  /// The manifest or project whose settings govern the file at `path`, if a scanned one holds it.
  func governing(_ path: String) -> String? { settings(holding: path)?.declaredIn }

  /// What the package target or Xcode project nearest to the file at `path` declares, and the path
  /// that declares it, if a scanned one holds it.
  private func settings(holding path: String) -> (minimums: [String: Int], declaredIn: String)? {
    targets.filter { path.hasPrefix($0.folder) }.max { $0.folder.count < $1.folder.count }.map {
      ($0.minimums, $0.declaredIn)
    }
  }

  /// What `@available` on declaration `index` and those around it requires.
  private func declaredMinimums(from index: Int?, in tree: SyntaxTree) -> [String: Int] {
    var minimums: [String: Int] = [:]
    var index = index
    while let declaration = index.map({ tree.declarations[$0] }) {
      for attribute in declaration.attributes where tree.token(attribute.name, is: "available") {
        for (platform, version) in Self.versions(afterAttributeOrCheck: attribute.name, in: tree) {
          minimums[platform] = max(minimums[platform] ?? 0, version)
        }
      }
      index = declaration.parent
    }
    return minimums
  }

  /// A platform the code of declaration `declaration` may be built for, among `platforms`, whose
  /// oldest version lacks an API that `firsts` gives the first version of, with what says so; nil
  /// when the scan knows of none. Where a scanned package or Xcode project holds the code, its
  /// settings say (a platform they do not name, it is not built for); elsewhere a check the app
  /// makes for a version no newer than the API's says that the app runs on older ones.
  func olderSystem(
    of declaration: Int?, in tree: SyntaxTree, path: String, platforms: Set<Platform>, needing firsts: [Platform: Int]
  ) -> OlderSystem? {
    let governing = settings(holding: path)
    let declared = declaredMinimums(from: declaration, in: tree)
    for platform in Platform.builds where platforms.contains(platform) {
      guard let first = firsts[platform] else { continue }
      let name = platform.rawValue
      let required = declared[name] ?? 0
      if let governing {
        if let minimum = governing.minimums[name], max(minimum, required) < first {
          return OlderSystem(
            platform: platform, first: first, evidence: .settings(path: governing.declaredIn, minimum: minimum))
        }
      } else if required < first, let check = checks[name], check.version <= first {
        return OlderSystem(
          platform: platform, first: first,
          evidence: .check(file: check.file, token: check.token, version: check.version))
      }
    }
    return nil
  }

  /// The platforms and major versions an `@available(…)` attribute or an `#available(…)` check at
  /// `k` names: `iOS 17.0`, `macOS 14` of `(iOS 17.0, macOS 14, *)`; `(*, deprecated)` names none.
  private static func versions(afterAttributeOrCheck k: Int, in tree: SyntaxTree) -> [(String, Int)] {
    let open = k + 1
    guard tree.kind(open) == .leftParen, let close = tree.partner(of: open) else { return [] }
    return ((open + 1)..<close).compactMap { j in
      guard tree.kind(j) == .identifier, let kind = tree.kind(j + 1), kind == .integerLiteral || kind == .floatLiteral,
        let version = major(tree.text(j + 1))
      else { return nil }
      return (tree.text(j), version)
    }
  }

  /// What `platforms:` of a package manifest declares, and the `path:`s of its targets.
  private static func declared(in tree: SyntaxTree) -> (minimums: [String: Int], paths: [String]) {
    var minimums: [String: Int] = [:]
    var paths: [String] = []
    for k in tree.tokens.indices where tree.token(k, is: "path") && tree.kind(k + 1) == .colon {
      if let literal = tree.stringLiteral(at: k + 2), !literal.isInterpolated { paths.append(literal.value) }
    }
    for k in tree.tokens.indices
    where tree.token(k, is: "platforms") && tree.kind(k + 1) == .colon && tree.kind(k + 2) == .leftSquare {
      guard let close = tree.partner(of: k + 2) else { continue }
      // `.iOS(.v15)`, `.macOS(.v10_15)`, `.macOS("13.3")`
      for j in (k + 3)..<close where tree.kind(j) == .period && tree.kind(j + 2) == .leftParen {
        guard let end = tree.partner(of: j + 2), let version = major(tree.text((j + 3)..<end)) else { continue }
        minimums[tree.text(j + 1)] = version
      }
    }
    return (minimums, paths)
  }

  /// The major version a version's spelling starts with: `15` of `.v15`, `"15.0"`, `10` of `.v10_15`.
  private static func major(_ text: String) -> Int? {
    Int(String(text.drop { !$0.isASCII || !$0.isNumber }.prefix { $0.isASCII && $0.isNumber }))
  }
}

/// A system the code may be built for that lacks an API a fix would write.
struct OlderSystem: Sendable {
  let platform: Platform
  /// The API's first version there.
  let first: Int
  let evidence: Evidence

  enum Evidence: Sendable {
    /// The minimum of the package or Xcode project that holds the code, with the path of its
    /// manifest or `.xcodeproj`.
    case settings(path: String, minimum: Int)
    /// An `#available` or `#unavailable` check of the app's, for `version`.
    case check(file: Int, token: Int, version: Int)
  }
}
