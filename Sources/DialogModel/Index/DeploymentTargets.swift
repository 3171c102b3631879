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
  /// folder), what it declares, and the path that declares it, by folder.
  private let targets: [Substring: Target]

  /// A package target's, Xcode project's or Tuist project's folder, what it declares, the path
  /// that declares it and, for an Xcode project that says what each of its targets compiles, those
  /// targets.
  private typealias Target = (
    folder: String, minimums: [String: Int], declaredIn: String, xcodeTargets: [XcodeProject.Target]?
  )
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
        (package + (path.hasSuffix("/") ? path : path + "/"), manifest.minimums, file.path, nil)
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
        .map { (folder, $0, file.path, nil) }
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
      return (folder: folder, project: XcodeProject(settings.bytes, folder: folder), declaredIn: declaredIn)
    }
    let all =
      packages
      + projects.map { project in
        let files = configurations.filter { configuration in
          configuration.path.hasPrefix(project.folder)
            && !projects.contains { $0.folder.count > project.folder.count && configuration.path.hasPrefix($0.folder) }
        }
        let own = files.map { XcodeProject.deploymentTargets($0.bytes) }
        let minimums = own.reduce(project.project.minimums) { $0.merging($1, uniquingKeysWith: min) }
        let setsPlatforms = files.contains { XcodeProject.setsPlatforms($0.bytes) }
        // The configuration files may set a target's platforms' versions: each lowers them. Where
        // they set platforms too, those of a target that takes them are not known.
        let targets = project.project.targets?.map { target in
          var target = target
          if target.isBased && setsPlatforms { target.platforms = nil }
          for configuration in own {
            let settings = configuration.filter { target.platforms?.contains($0.key) ?? true }
            target.minimums.merge(settings, uniquingKeysWith: min)
          }
          return target
        }
        return (project.folder, minimums, project.declaredIn, targets)
      } + tuistProjects
    // Of a committed Xcode project and a Tuist manifest in one folder, the project is what builds.
    targets = Dictionary(all.map { (Substring($0.folder), $0) }, uniquingKeysWith: { first, _ in first })
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
    if usesConfigurationFiles { deployments += configurations.map { XcodeProject.deploymentTargets($0.bytes) } }
    return deployments.reduce(into: [:]) { minimums, deployment in
      minimums.merge(deployment, uniquingKeysWith: min)
    }
  }

  /// The minimums for the code at `token` of `tree`, read from file `path`; nil when no scanned
  /// package's targets, Tuist project nor Xcode project hold the file (a manifest beside an app's
  /// project governs only its own targets).
  func minimums(at token: Int, in tree: SyntaxTree, path: String, structure: FileStructure) -> [String: Int]? {
    guard let settings = Self.settings(holding: path, in: targets) else { return nil }
    let declaration = structure.innermost(containing: token, in: tree) { _ in true }
    return Self.minimums(of: path, in: settings).mapValues(\.version).merging(
      tree.availableMinimums(from: declaration), uniquingKeysWith: max)
  }

  /// The oldest version of each platform the file at `path` is built for by `settings`, with the
  /// Xcode project's target that builds it for that version where the project says which
  /// targets compile the file.
  private static func minimums(of path: String, in settings: Target) -> [String: (version: Int, target: String?)] {
    guard let compiling = xcodeTargets(compiling: path, in: settings) else {
      return settings.minimums.mapValues { ($0, nil) }
    }
    var lowest: [String: (version: Int, target: String?)] = [:]
    for target in compiling {
      // A platform the target is built for and sets no version of takes the project's lowest.
      let inherited = settings.minimums.filter { target.platforms?.contains($0.key) ?? true }
      for (name, version) in inherited.merging(target.minimums, uniquingKeysWith: { $1 })
      where version < lowest[name]?.version ?? .max {
        lowest[name] = (version, target.name)
      }
    }
    return lowest
  }

  /// The manifest or project whose settings govern the file at `path`, if a scanned one holds it.
  func governing(_ path: String) -> String? { Self.settings(holding: path, in: targets)?.declaredIn }

  /// The package target, Xcode project or Tuist project of `targets` nearest to the file at
  /// `path`, if one holds it: the one of its innermost folder that has one.
  private static func settings(holding path: String, in targets: [Substring: Target]) -> Target? {
    var end = path.utf8.endIndex
    while let slash = path.utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
      if let target = targets[path[...slash]] { return target }
      end = slash
    }
    return targets[""]
  }

  /// The targets of the Xcode project `settings` that compile the file at `path`; nil where the
  /// project does not say (its targets cannot all be read, or none lists the file).
  private static func xcodeTargets(compiling path: String, in settings: Target) -> [XcodeProject.Target]? {
    let compiling = settings.xcodeTargets?.filter { $0.compiles(path) } ?? []
    return compiling.isEmpty ? nil : compiling
  }

  /// The targets that compile the file at `path` and the project that declares them, where its
  /// Xcode project says each is built for tvOS alone (`Meshtastic TV`).
  func tvOSTargets(compiling path: String) -> (names: [String], project: String)? {
    guard let settings = Self.settings(holding: path, in: targets),
      let compiling = Self.xcodeTargets(compiling: path, in: settings),
      compiling.allSatisfy({ $0.platforms == [Platform.tvOS.rawValue] })
    else { return nil }
    return (compiling.map(\.name), settings.declaredIn)
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
    let minimums = governing.map { Self.minimums(of: path, in: $0) } ?? [:]
    let declared = tree.availableMinimums(from: declaration)
    for platform in Platform.builds where platforms.contains(platform) {
      guard let first = firsts[platform] else { continue }
      let name = platform.rawValue
      let required = declared[name] ?? 0
      if let governing {
        if let lowest = minimums[name], max(lowest.version, required) < first {
          return OlderSystem(
            platform: platform, first: first,
            evidence: .settings(path: governing.declaredIn, target: lowest.target, minimum: lowest.version))
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
    /// manifest or `.xcodeproj` and the project's target that compiles the code, where it says.
    case settings(path: String, target: String?, minimum: Int)
    /// An `#available` or `#unavailable` check of the app's, for `version`.
    case check(file: Int, token: Int, version: Int)
  }
}
