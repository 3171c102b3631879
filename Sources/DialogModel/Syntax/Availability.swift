import DialogFacts
import SwiftScan

/// What code and manifests say of the systems it runs on: `@available` and `#available`, a
/// package's `platforms:`, a Tuist project's deployment targets. Major versions, by platform
/// name (`iOS`, `macOS`).
extension SyntaxTree {
  /// The platforms and major versions an `@available(…)` attribute or an `#available(…)` check at
  /// `k` names: `iOS 17.0`, `macOS 14` of `(iOS 17.0, macOS 14, *)`; `(*, deprecated)` names none.
  func availabilityVersions(at k: Int) -> [(String, Int)] {
    let open = k + 1
    guard kind(open) == .leftParen, let close = partner(of: open) else { return [] }
    return ((open + 1)..<close).compactMap { j in
      guard kind(j) == .identifier, let next = kind(j + 1), next == .integerLiteral || next == .floatLiteral,
        let version = Self.major(text(j + 1))
      else { return nil }
      return (text(j), version)
    }
  }

  /// The `#available` and `#unavailable` checks of the file: where, and what each names.
  func availabilityChecks() -> [(token: Int, versions: [(String, Int)])] {
    tokens.indices.filter { kind($0) == .poundAvailable || kind($0) == .poundUnavailable }.map {
      ($0, availabilityVersions(at: $0))
    }
  }

  /// What `@available` on declaration `index` and those around it requires.
  func availableMinimums(from index: Int?) -> [String: Int] {
    var minimums: [String: Int] = [:]
    var index = index
    while let declaration = index.map({ declarations[$0] }) {
      for attribute in declaration.attributes where token(attribute.name, is: "available") {
        for (platform, version) in availabilityVersions(at: attribute.name) {
          minimums[platform] = max(minimums[platform] ?? 0, version)
        }
      }
      index = declaration.parent
    }
    return minimums
  }

  /// What `platforms:` of a package manifest declares, and the `path:`s of its targets.
  func packageManifest() -> (minimums: [String: Int], paths: [String]) {
    var minimums: [String: Int] = [:]
    var paths: [String] = []
    for k in tokens.indices where token(k, is: "path") && kind(k + 1) == .colon {
      if let literal = stringLiteral(at: k + 2), !literal.isInterpolated { paths.append(literal.value) }
    }
    for k in tokens.indices where token(k, is: "platforms") && kind(k + 1) == .colon && kind(k + 2) == .leftSquare {
      guard let close = partner(of: k + 2) else { continue }
      // `.iOS(.v15)`, `.macOS(.v10_15)`, `.macOS("13.3")`
      for j in (k + 3)..<close where kind(j) == .period && kind(j + 2) == .leftParen {
        guard let end = partner(of: j + 2), let version = Self.major(text((j + 3)..<end)) else { continue }
        minimums[text(j + 1)] = version
      }
    }
    return (minimums, paths)
  }

  /// What a Tuist manifest or helper file declares of its targets: how many it declares, and the
  /// oldest version of each platform each `deploymentTargets:` names (`.iOS("17.0")`,
  /// `.multiplatform(iOS: "17.0", macOS: "14.0")`, Tuist 3's `deploymentTarget: .macOS(targetVersion:
  /// "13.0")`); nil when one cannot be read.
  func tuistTargets() -> (declared: Int, deployments: [[String: Int]])? {
    // `.target(name:product:…)` or `Target(…)` declares a target; `.target(name:)` alone is a dependency.
    let declared = tokens.indices.filter { k in
      guard token(k, is: "target") && kind(k - 1) == .period || token(k, is: "Target"), let call = call(at: k) else {
        return false
      }
      return call.arguments.contains { $0.label.map { token($0, is: "product") } == true }
    }.count
    var deployments: [[String: Int]] = []
    for k in tokens.indices
    where (token(k, is: "deploymentTargets") || token(k, is: "deploymentTarget")) && kind(k + 1) == .colon {
      guard kind(k + 2) == .period, isName(k + 3), let call = call(at: k + 3) else { return nil }
      let name = text(k + 3)
      var minimums: [String: Int] = [:]
      for argument in call.arguments {
        let label = argument.label.map { text($0) }
        let platform = name == "multiplatform" ? label : (label == nil || label == "targetVersion" ? name : nil)
        guard let platform, Platform(rawValue: platform) != nil else { continue }
        if argument.value.count == 1, token(argument.value.lowerBound, is: "nil") { continue }
        guard let literal = stringLiteral(at: argument.value.lowerBound), !literal.isInterpolated,
          let version = Self.major(literal.value)
        else { return nil }
        minimums[platform] = version
      }
      guard !minimums.isEmpty else { return nil }
      deployments.append(minimums)
    }
    return (declared, deployments)
  }

  /// The major version a version's spelling starts with: `15` of `.v15`, `"15.0"`, `10` of `.v10_15`.
  private static func major(_ text: String) -> Int? {
    Int(String(text.drop { !$0.isASCII || !$0.isNumber }.prefix { $0.isASCII && $0.isNumber }))
  }
}
