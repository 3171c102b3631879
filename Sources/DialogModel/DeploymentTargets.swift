import SwiftScan

/// The oldest version of each platform code is built for: what the scanned `Package.swift` whose
/// targets hold the code declares (`platforms: [.iOS(.v15), .macOS("13.3")]`), raised by
/// `@available` on the declarations around the code. Major versions only, by platform name
/// (`iOS`, `macOS`).
struct DeploymentTargets: Sendable {
  /// The folder of each target of the scanned packages (`Sources/`, or a `path:` its manifest
  /// names), with its trailing `/`, and what its package declares.
  private let targets: [(folder: String, minimums: [String: Int])]

  init(_ files: [SourceFile]) {
    targets = files.flatMap { file -> [(folder: String, minimums: [String: Int])] in
      let name = "Package.swift"
      guard file.path == name || file.path.hasSuffix("/" + name) else { return [] }
      let package = String(file.path.dropLast(name.count))
      let manifest = Self.declared(in: file.tree)
      return (["Sources"] + manifest.paths).map { path in
        (package + (path.hasSuffix("/") ? path : path + "/"), manifest.minimums)
      }
    }
  }

  /// The minimums for the code at `token` of `tree`, read from file `path`; nil when no scanned
  /// package's targets hold the file (a manifest beside an app's project governs only its own
  /// targets).
  func minimums(at token: Int, in tree: SyntaxTree, path: String, lookup: FileLookup) -> [String: Int]? {
    guard let package = targets.filter({ path.hasPrefix($0.folder) }).max(by: { $0.folder.count < $1.folder.count })
    else { return nil }
    var minimums = package.minimums
    var index = lookup.innermost(containing: token, in: tree) { _ in true }
    while let declaration = index.map({ tree.declarations[$0] }) {
      for attribute in declaration.attributes where tree.token(attribute.name, is: "available") {
        guard let open = attribute.arguments, let close = tree.partner(of: open) else { continue }
        // `@available(iOS 17.0, macOS 14, *)`; `@available(*, deprecated)` names no version.
        for k in (open + 1)..<close where tree.kind(k) == .identifier {
          guard let kind = tree.kind(k + 1), kind == .integerLiteral || kind == .floatLiteral,
            let version = Self.major(tree.text(k + 1))
          else { continue }
          minimums[tree.text(k)] = max(minimums[tree.text(k)] ?? 0, version)
        }
      }
      index = declaration.parent
    }
    return minimums
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
