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
/// targets hold the code declares (`platforms: [.iOS(.v15), .macOS("13.3")]`), or the Tuist
/// manifest (`Project.swift`) or Xcode project beside the code's folders (its lowest
/// `deploymentTargets`, `IPHONEOS_DEPLOYMENT_TARGET`, …), raised by
/// `@available` on the declarations around the code. Major versions only, by platform name
/// (`iOS`, `macOS`).
struct DeploymentTargets: Sendable {
  /// The folder of each target of the scanned packages (`Sources/`, or a `path:` its manifest
  /// names), of each Tuist project (the folder of its `Project.swift`) and of each Xcode project
  /// (the folder that holds its `.xcodeproj`), with its trailing `/` (none for the current
  /// folder), what it declares, and the path that declares it.
  private let targets: [Target]

  /// A package target's, Xcode project's or Tuist project's folder, what it declares, and the
  /// path that declares it.
  private typealias Target = (folder: String, minimums: [String: Int], declaredIn: String)
  /// The oldest version of each platform, by name, that an `#available` or `#unavailable` check in
  /// the files that may hold dialogs and that no scanned project governs names, with where: code
  /// checks only for versions newer than the oldest it is built for. A check for a version before
  /// SwiftUI's is left out: old code keeps such checks long after it stops running there.
  private let checks: [String: (version: Int, file: Int, token: Int)]

  init(_ files: [SourceFile], xcodeProjects: [XcodeProjectSettings]) {
    let packages = files.flatMap { file -> [Target] in
      let name = "Package.swift"
      guard file.path == name || file.path.hasSuffix("/" + name) else { return [] }
      let package = String(file.path.dropLast(name.count))
      let manifest = file.tree.packageManifest()
      return (["Sources"] + manifest.paths).map { path in
        (package + (path.hasSuffix("/") ? path : path + "/"), manifest.minimums, file.path)
      }
    }
    // Tuist's helpers (`Tuist/ProjectDescriptionHelpers/`) serve the manifests of the folder that
    // holds `Tuist/` and of the folders in it, unless a nearer one has helpers of its own.
    let helperRoots = Dictionary(
      grouping: files.compactMap { file -> (root: Substring, file: SourceFile)? in
        guard let range = file.path.range(of: "Tuist/ProjectDescriptionHelpers/") else { return nil }
        let root = file.path[..<range.lowerBound]
        return root.isEmpty || root.hasSuffix("/") ? (root, file) : nil
      }, by: \.root
    ).mapValues { $0.map(\.file) }
    let tuistProjects = files.compactMap { file -> Target? in
      let name = "Project.swift"
      guard file.path == name || file.path.hasSuffix("/" + name) else { return nil }
      let folder = String(file.path.dropLast(name.count))
      let root = helperRoots.keys.filter { folder.hasPrefix($0) }.max { $0.count < $1.count }
      let configurations = xcodeProjects.filter { $0.path.hasSuffix(".xcconfig") && $0.path.hasPrefix(folder) }
      return Self.tuistProject(file, helpers: root.map { helperRoots[$0] ?? [] } ?? [], configurations: configurations)
        .map { (folder, $0, file.path) }
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
      return (folder: folder, minimums: Self.projectDeploymentTargets(settings.bytes), declaredIn: declaredIn)
    }
    // Of a committed Xcode project and a Tuist manifest in one folder, the project is what builds.
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
      } + tuistProjects
    var checks: [String: (version: Int, file: Int, token: Int)] = [:]
    for (index, file) in files.enumerated()
    where file.mayHoldDialogs && Self.settings(holding: file.path, in: targets) == nil {
      for (k, versions) in file.tree.availabilityChecks() {
        for (platform, version) in versions
        where version < checks[platform]?.version ?? .max
          && version >= Platform(rawValue: platform).flatMap({ SwiftUIVocabulary.firstVersions[$0] }) ?? .max
        {
          checks[platform] = (version, index, k)
        }
      }
    }
    self.checks = checks
  }

  /// The oldest version of each platform a Tuist project's targets are deployed to, read from its
  /// manifest and the helpers it may declare them in, and from the `.xcconfig` files in its folder
  /// (`configurations`) when it names such files; nil unless the manifest is Tuist's, every target
  /// it and the helpers that import `ProjectDescription` declare names its deployment targets (one
  /// that names none gets Tuist's defaults), and a configuration file was scanned where it names
  /// some.
  private static func tuistProject(
    _ manifest: SourceFile, helpers: [SourceFile], configurations: [XcodeProjectSettings]
  ) -> [String: Int]? {
    var deployments: [[String: Int]] = []
    var usesConfigurationFiles = false
    guard manifest.tree.importsProjectDescription else { return nil }
    for file in [manifest] + helpers where file.tree.importsProjectDescription {
      guard let targets = file.tree.tuistTargets() else { return nil }
      deployments += targets.deployments
      usesConfigurationFiles = usesConfigurationFiles || targets.usesConfigurationFiles
    }
    guard !deployments.isEmpty, !usesConfigurationFiles || !configurations.isEmpty else { return nil }
    if usesConfigurationFiles { deployments += configurations.map { deploymentTargets($0.bytes) } }
    return deployments.reduce(into: [:]) { minimums, deployment in
      minimums.merge(deployment, uniquingKeysWith: min)
    }
  }

  /// The lowest deployment target of each platform the targets of a `project.pbxproj` are built
  /// for, by platform name. A target's configuration (`Debug`, `Release`) takes what it does not
  /// set from the project's configuration of that name, as Xcode reads them, so a project-wide
  /// setting that every target overrides builds nothing; test bundles ship no code of the app.
  /// Where any of that cannot be read (a list or a configuration written on one line, a name with
  /// no match), the lowest the file sets anywhere: a lower minimum only withholds a fix.
  private static func projectDeploymentTargets(_ bytes: [UInt8]) -> [String: Int] {
    let objects = ProjectObjects(bytes)
    guard let projectList = objects.projectList.flatMap({ objects.lists[$0] }), !objects.targets.isEmpty else {
      return deploymentTargets(bytes)
    }
    let projectConfigurations = projectList.compactMap { objects.configurations[$0] }
    var minimums: [String: Int] = [:]
    for target in objects.targets where !target.isTest {
      guard let list = objects.lists[target.list], !list.isEmpty, projectConfigurations.count == projectList.count
      else { return deploymentTargets(bytes) }
      for configuration in list {
        guard let own = objects.configurations[configuration],
          let inherited = projectConfigurations.first(where: { $0.name == own.name })
        else { return deploymentTargets(bytes) }
        minimums.merge(inherited.minimums.merging(own.minimums) { $1 }, uniquingKeysWith: min)
      }
    }
    return minimums
  }

  /// The lowest deployment target of each platform a `project.pbxproj` or `.xcconfig` sets, by
  /// platform name.
  fileprivate static func deploymentTargets(_ bytes: [UInt8]) -> [String: Int] {
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
  /// package's targets, Tuist project nor Xcode project hold the file (a manifest beside an app's
  /// project governs only its own targets).
  func minimums(at token: Int, in tree: SyntaxTree, path: String, structure: FileStructure) -> [String: Int]? {
    guard let governing = Self.settings(holding: path, in: targets)?.minimums else { return nil }
    let declaration = structure.innermost(containing: token, in: tree) { _ in true }
    return governing.merging(tree.availableMinimums(from: declaration), uniquingKeysWith: max)
  }

  /// The manifest or project whose settings govern the file at `path`, if a scanned one holds it.
  func governing(_ path: String) -> String? { Self.settings(holding: path, in: targets)?.declaredIn }

  /// The package target, Xcode project or Tuist project of `targets` nearest to the file at
  /// `path`, if one holds it.
  private static func settings(holding path: String, in targets: [Target]) -> Target? {
    targets.filter { path.hasPrefix($0.folder) }.max { $0.folder.count < $1.folder.count }
  }

  /// A platform the code of declaration `declaration` may be built for, among `platforms`, whose
  /// oldest version lacks an API that `firsts` gives the first version of, with what says so; nil
  /// when the scan knows of none. Where a scanned package or Xcode project holds the code, its
  /// settings say (a platform they do not name, it is not built for); elsewhere a check the app
  /// makes for a version no newer than the API's says that the app runs on older ones.
  func olderSystem(
    of declaration: Int?, in tree: SyntaxTree, path: String, platforms: Set<Platform>, needing firsts: [Platform: Int]
  ) -> OlderSystem? {
    let governing = Self.settings(holding: path, in: targets)
    let declared = tree.availableMinimums(from: declaration)
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

/// The build configurations of a `project.pbxproj`, the lists that name them, and whose lists they
/// are, read line by line as Xcode writes the file: an object opens with `ID /* comment */ = {`,
/// its first line says what it is (`isa = XCBuildConfiguration;`), and a `};` at its own
/// indentation closes it.
private struct ProjectObjects {
  typealias ID = ArraySlice<UInt8>
  /// Each `XCBuildConfiguration`: its name, unquoted, and the deployment targets it sets.
  var configurations: [ID: (name: ArraySlice<UInt8>, minimums: [String: Int])] = [:]
  /// Each `XCConfigurationList`: the configurations it names, one a line.
  var lists: [ID: [ID]] = [:]
  /// The project's configuration list, and each native target's with whether it is a test bundle.
  var projectList: ID?
  var targets: [(list: ID, isTest: Bool)] = []

  init(_ bytes: [UInt8]) {
    var lines: [Range<Int>] = []
    var start = 0
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lines.append(start..<offset)
      start = offset + 1
    }
    lines.append(start..<bytes.count)
    func text(_ line: Int) -> ArraySlice<UInt8> {
      var range = lines[line]
      while let first = range.first, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") {
        range = range.dropFirst()
      }
      while let last = range.last, bytes[last] == UInt8(ascii: "\r") || bytes[last] == UInt8(ascii: " ") {
        range = range.dropLast()
      }
      return bytes[range]
    }
    func word(_ line: ArraySlice<UInt8>) -> ID { line.prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: ",") } }
    /// The value of `key = value;` among `body`'s lines, quotes and comment left out.
    func value(of key: String, in body: Range<Int>) -> ArraySlice<UInt8>? {
      body.lazy.map(text).first { $0.starts(with: (key + " = ").utf8) }.map { line in
        let value = line.dropFirst(key.utf8.count + 3).prefix { $0 != UInt8(ascii: ";") }
        return value.first == UInt8(ascii: "\"") ? value.dropFirst().prefix { $0 != UInt8(ascii: "\"") } : word(value)
      }
    }
    let kinds: [String] = ["XCBuildConfiguration", "XCConfigurationList", "PBXNativeTarget", "PBXProject"]
    var index = 0
    while index + 1 < lines.count {
      let line = text(index)
      index += 1
      guard line.ends(with: "= {"),
        let kind = kinds.first(where: { text(index).elementsEqual("isa = \($0);".utf8) })
      else { continue }
      let indent = lines[index - 1].count - line.count
      let end =
        (index..<lines.count).first { k in
          text(k).elementsEqual("};".utf8) && lines[k].count - text(k).count == indent
        } ?? lines.count
      let body = index..<end
      let id = word(line)
      switch kind {
      case "XCBuildConfiguration":
        let settings = bytes[lines[index].lowerBound..<(end < lines.count ? lines[end].lowerBound : bytes.count)]
        configurations[id] = (value(of: "name", in: body) ?? [], DeploymentTargets.deploymentTargets(Array(settings)))
      case "XCConfigurationList":
        // `buildConfigurations = (`, then an ID a line, to `);`.
        guard let open = body.first(where: { text($0).elementsEqual("buildConfigurations = (".utf8) }) else { continue }
        lists[id] = (open + 1..<end).lazy.map(text).prefix { !$0.starts(with: ")".utf8) }.map(word)
      case "PBXNativeTarget":
        guard let list = value(of: "buildConfigurationList", in: body) else { continue }
        let product = value(of: "productType", in: body) ?? []
        targets.append(
          (
            list,
            product.elementsEqual("com.apple.product-type.bundle.unit-test".utf8)
              || product.elementsEqual("com.apple.product-type.bundle.ui-testing".utf8)
          ))
      default:
        projectList = value(of: "buildConfigurationList", in: body)
      }
      // A target or the project holds no object of these kinds: the rest of it is skipped.
      index = end
    }
  }
}

extension ArraySlice<UInt8> {
  fileprivate func ends(with tail: String) -> Bool {
    count >= tail.utf8.count && suffix(tail.utf8.count).elementsEqual(tail.utf8)
  }
}
