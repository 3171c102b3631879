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

  /// The oldest version of each platform each target a Tuist manifest or helper file declares
  /// (`.target(name:…product:…)`, `Target(…)`) is deployed to, as its `deploymentTargets:` says
  /// (`.iOS("17.0")`, `.multiplatform(iOS: "17.0", macOS: "14.0")`, Tuist 3's `deploymentTarget:
  /// .macOS(targetVersion: "13.0")`), and whether it names `.xcconfig` files, which may set them
  /// too; nil when a target names none or one that cannot be read, or its build settings may set
  /// them instead.
  func tuistTargets() -> (deployments: [[String: Int]], usesConfigurationFiles: Bool)? {
    guard !tokens.indices.contains(where: { text($0).contains("_DEPLOYMENT_TARGET") }) else { return nil }
    var deployments: [[String: Int]] = []
    for k in tokens.indices where (token(k, is: "target") && kind(k - 1) == .period) || token(k, is: "Target") {
      // `.target(name:)` alone is a dependency: a target declares its product.
      guard let call = call(at: k),
        call.arguments.contains(where: { $0.label.map { token($0, is: "product") } == true })
      else { continue }
      guard
        let argument = call.arguments.first(where: { argument in
          argument.label.map { token($0, is: "deploymentTargets") || token($0, is: "deploymentTarget") } == true
        }),
        let minimums = deploymentMinimums(argument.value)
      else { return nil }
      deployments.append(minimums)
    }
    return (deployments, tokens.indices.contains { token($0, is: "xcconfig") })
  }

  /// Whether the file imports Tuist's `ProjectDescription`: a manifest, or a helper that may
  /// declare targets.
  var importsProjectDescription: Bool {
    tokens.indices.contains { tokens[$0].word == .import && token($0 + 1, is: "ProjectDescription") }
  }

  /// The versions a `deploymentTargets:` value names, by platform; nil when it is not written as
  /// one of Tuist's forms with literal versions.
  private func deploymentMinimums(_ value: Range<Int>) -> [String: Int]? {
    let name = value.lowerBound + 1
    guard kind(value.lowerBound) == .period, isName(name), let call = call(at: name), call.end == value.upperBound
    else { return nil }
    var minimums: [String: Int] = [:]
    for argument in call.arguments {
      let label = argument.label.map { text($0) }
      let platform =
        token(name, is: "multiplatform") ? label : (label == nil || label == "targetVersion" ? text(name) : nil)
      guard let platform, Platform(rawValue: platform) != nil else { continue }
      if argument.value.count == 1, token(argument.value.lowerBound, is: "nil") { continue }
      guard let literal = stringLiteral(at: argument.value.lowerBound), !literal.isInterpolated,
        literal.end == argument.value.upperBound, let version = Self.major(literal.value)
      else { return nil }
      minimums[platform] = version
    }
    return minimums.isEmpty ? nil : minimums
  }

  /// The major version a version's spelling starts with: `15` of `.v15`, `"15.0"`, `10` of `.v10_15`.
  private static func major(_ text: String) -> Int? {
    Int(String(text.drop { !$0.isASCII || !$0.isNumber }.prefix { $0.isASCII && $0.isNumber }))
  }
}
