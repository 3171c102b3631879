import DialogFacts

/// The targets of an Xcode project that ship code, as its `project.pbxproj` declares them: the
/// platforms each is built for, the oldest version of each, and the Swift files it compiles.
struct XcodeProject: Sendable {
  /// A native target that is no test bundle.
  struct Target: Sendable {
    let name: String
    /// The oldest version of each platform it is built for, by platform name.
    var minimums: [String: Int]
    /// The platforms its settings build it for (`SDKROOT`, `SUPPORTED_PLATFORMS`); nil where they
    /// do not say, and then `minimums` holds every platform its configurations set.
    var platforms: Set<String>?
    /// Whether an `.xcconfig` sets more of its settings (`baseConfigurationReference`), which may
    /// name other platforms.
    var isBased = false
    /// The Swift files it compiles, by path from the scan's root.
    fileprivate(set) var files: Set<String> = []
    /// The folders Xcode compiles every file of (`PBXFileSystemSynchronizedRootGroup`), each
    /// with its trailing `/`.
    fileprivate(set) var folders: [String] = []
    /// Whether it compiles every file of the project: so read where every target is built for
    /// tvOS alone, and its groups are not walked.
    fileprivate(set) var compilesAll = false

    func compiles(_ path: String) -> Bool {
      compilesAll || files.contains(path) || folders.contains { path.hasPrefix($0) }
    }
  }

  /// The lowest version of each platform any target that ships code is built for.
  let minimums: [String: Int]
  /// Every target that ships code, with what it compiles; nil where that cannot all be read, or
  /// where the targets are all alike.
  let targets: [Target]?

  /// Reads the project file `bytes` of the project in `folder` (the folder holding the
  /// `.xcodeproj`, with its trailing `/`, or empty). Where its lists or configurations cannot be
  /// read (a name with no match), the minimums are the lowest the file sets anywhere: a lower
  /// minimum only withholds a fix.
  init(_ bytes: [UInt8], folder: String) {
    guard let list = PropertyList(bytes), let objects = Objects(list),
      let project = objects.root, let read = objects.targets(of: project)
    else {
      self.minimums = Self.deploymentTargets(bytes)
      self.targets = nil
      return
    }
    self.minimums = read.reduce(into: [:]) { $0.merge($1.target.minimums, uniquingKeysWith: min) }
    // Where every target is built for the same platforms and versions, which compiles a file
    // tells nothing: the groups of a large project are not walked for it. A project built for
    // tvOS alone still says so of every file.
    let first = read.first?.target
    let alike = read.allSatisfy { $0.target.platforms == first?.platforms && $0.target.minimums == first?.minimums }
    if alike, first?.platforms == [Platform.tvOS.rawValue] {
      self.targets = read.map { read in
        var target = read.target
        target.compilesAll = true
        return target
      }
    } else {
      self.targets = alike ? nil : objects.compiledFiles(of: project, into: read, folder: folder)
    }
  }

  /// The lowest deployment target of each platform a `project.pbxproj` or `.xcconfig` sets, by
  /// platform name.
  static func deploymentTargets(_ bytes: [UInt8]) -> [String: Int] {
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
      guard let platform = deploymentSettings[String(decoding: bytes[start..<found.lowerBound], as: UTF8.self)],
        let version = Int(String(decoding: bytes[digits..<end], as: UTF8.self))
      else { continue }
      minimums[platform] = min(minimums[platform] ?? .max, version)
    }
    return minimums
  }

  /// Whether a `.xcconfig` sets what platforms code is built for.
  static func setsPlatforms(_ bytes: [UInt8]) -> Bool {
    range(of: Array("SDKROOT".utf8), in: bytes, from: 0) != nil
      || range(of: Array("SUPPORTED_PLATFORMS".utf8), in: bytes, from: 0) != nil
  }

  /// The platform each deployment-target setting is for, by the setting's prefix.
  private static let deploymentSettings = [
    "IPHONEOS": "iOS", "MACOSX": "macOS", "TVOS": "tvOS", "WATCHOS": "watchOS", "XROS": "visionOS",
  ]

  /// The platform each SDK is for, by the names `SDKROOT` and `SUPPORTED_PLATFORMS` give it.
  private static let sdkPlatforms = [
    "iphoneos": "iOS", "iphonesimulator": "iOS", "macosx": "macOS", "appletvos": "tvOS",
    "appletvsimulator": "tvOS", "watchos": "watchOS", "watchsimulator": "watchOS", "xros": "visionOS",
    "xrsimulator": "visionOS",
  ]

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

  /// The objects of a project file by identifier, and what the targets and groups among them say.
  private struct Objects {
    typealias ID = PropertyList.Identifier
    typealias Value = PropertyList.Value
    let objects: [ID: Value]
    let root: Value?

    init?(_ list: PropertyList) {
      guard let entries = list.root["objects"] else { return nil }
      let pairs = entries.pairs
      var objects: [ID: Value] = [:]
      objects.reserveCapacity(pairs.count)
      for (id, object) in pairs {
        guard let id = id.identifier else { return nil }
        objects[id] = object
      }
      self.objects = objects
      root = list.root["rootObject"].flatMap { $0.identifier }.flatMap { objects[$0] }
    }

    func object(_ value: Value?) -> Value? { value?.identifier.flatMap { objects[$0] } }

    /// The objects an array of identifiers names, leaving out those it does not hold.
    /// The objects an array of identifiers names; nil where one names no object (a project file
    /// a merge left broken), which must not quietly drop what it says.
    func objects(_ value: Value?) -> [(id: ID, object: Value)]? {
      var found: [(id: ID, object: Value)] = []
      for element in value?.elements ?? [] {
        guard let id = element.identifier, let object = objects[id] else { return nil }
        found.append((id, object))
      }
      return found
    }

    func isa(_ object: Value?, _ kind: String) -> Bool { object?["isa"]?.is(kind) ?? false }

    /// A configuration's name, its build settings, and whether an `.xcconfig` sets more of them
    /// (`baseConfigurationReference`).
    typealias Configuration = (name: String, settings: [(key: String, value: Value)], isBased: Bool)

    /// The configurations a list names.
    func configurations(_ list: Value?) -> [Configuration]? {
      guard let list = object(list), let ids = list["buildConfigurations"]?.elements, !ids.isEmpty else {
        return nil
      }
      var read: [Configuration] = []
      for id in ids {
        guard let configuration = object(id), let name = configuration["name"]?.string else { return nil }
        read.append(
          (name, configuration["buildSettings"]?.entries ?? [], configuration["baseConfigurationReference"] != nil))
      }
      return read
    }

    /// The deployment targets `settings` set, by platform name: `$(inherited)` sets none, leaving
    /// the level below's; nil where one is set to what is not read (`$(RECOMMENDED_…)`).
    private static func versions(_ settings: [(key: String, value: Value)]) -> [String: Int]? {
      var versions: [String: Int] = [:]
      for (key, value) in settings where key.hasSuffix("_DEPLOYMENT_TARGET") {
        guard let platform = deploymentSettings[String(key.dropLast("_DEPLOYMENT_TARGET".count))] else { continue }
        let text = value.string ?? ""
        if text == "$(inherited)" { continue }
        guard let version = Int(text.prefix { $0.isNumber }) else { return nil }
        versions[platform] = version
      }
      return versions
    }

    /// The native targets of `project` that are no test bundle, with what they are built for. A
    /// target's configuration (`Debug`, `Release`) takes what it does not set from the project's
    /// configuration of that name, as Xcode reads them, so a project-wide setting that every
    /// target overrides builds nothing.
    func targets(of project: Value) -> [(id: ID, target: Target)]? {
      guard let projectConfigurations = configurations(project["buildConfigurationList"]),
        project["targets"] != nil
      else { return nil }
      var targets: [(id: ID, target: Target)] = []
      var readsNative = false
      guard let listed = objects(project["targets"]) else { return nil }
      for (id, target) in listed where isa(target, "PBXNativeTarget") {
        readsNative = true
        // Test bundles ship no code of the app.
        if let product = target["productType"]?.string, Self.testProducts.contains(product) { continue }
        guard let own = configurations(target["buildConfigurationList"]) else { return nil }
        var minimums: [String: Int] = [:]
        var platforms: Set<String>? = []
        var isBased = false
        for configuration in own {
          guard let inherited = projectConfigurations.first(where: { $0.name == configuration.name }),
            let below = Self.versions(inherited.settings), let set = Self.versions(configuration.settings)
          else { return nil }
          minimums.merge(below.merging(set) { $1 }, uniquingKeysWith: min)
          let settings = Dictionary(inherited.settings + configuration.settings, uniquingKeysWith: { $1 })
          // Each of the two may be set at another level: more platforms only withhold.
          let sdks = (settings["SUPPORTED_PLATFORMS"]?.words ?? []) + (settings["SDKROOT"]?.words ?? [])
          let named = sdks.map { XcodeProject.sdkPlatforms[$0] }
          platforms = named.isEmpty || named.contains(nil) ? nil : platforms?.union(named.compactMap { $0 })
          isBased = isBased || inherited.isBased || configuration.isBased
        }
        if let platforms { minimums = minimums.filter { platforms.contains($0.key) } }
        var read = Target(name: target["name"]?.string ?? "", minimums: minimums, platforms: platforms)
        read.isBased = isBased
        targets.append((id, read))
      }
      // A project of no native target (an aggregate's scripts) says nothing of what builds.
      return readsNative ? targets : nil
    }

    private static let testProducts: Set = [
      "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing",
    ]

    /// `targets` with the Swift files each compiles, resolved through the project's groups from
    /// its folder `folder`; nil where a file's or folder's place cannot be told.
    func compiledFiles(of project: Value, into targets: [(id: ID, target: Target)], folder: String) -> [Target]? {
      guard let main = object(project["mainGroup"]),
        let root = Self.resolve(project["projectDirPath"]?.string, from: String(folder.dropLast())),
        let top = Self.resolve(main["path"]?.string, from: root)
      else { return nil }
      var places: [ID: String] = [:]
      var synchronized: [ID] = []
      var walked = Set<ID>()
      guard walk(main, at: top, base: root, into: &places, synchronized: &synchronized, walked: &walked, depth: 0)
      else { return nil }
      var read = targets.map(\.target)
      for (index, target) in targets.enumerated() {
        guard let target = objects[target.id] else { return nil }
        guard let phases = objects(target["buildPhases"]) else { return nil }
        for (_, phase) in phases where isa(phase, "PBXSourcesBuildPhase") {
          guard let files = objects(phase["files"]) else { return nil }
          for (_, file) in files {
            guard let reference = file["fileRef"]?.identifier, Self.isSwift(objects[reference]) else { continue }
            guard let place = places[reference] else { return nil }
            read[index].files.insert(place)
          }
        }
        for element in target["fileSystemSynchronizedGroups"]?.elements ?? [] {
          guard let place = element.identifier.flatMap({ places[$0] }) else { return nil }
          read[index].folders.append(place.isEmpty ? "" : place + "/")
        }
      }
      // A file listed as an exception of a synchronized folder for a target may be compiled by
      // it either way (left out of the folder's own target, or added to another): it counts for
      // the target, whose platforms and versions can then only withhold more.
      for id in synchronized {
        for (_, set) in objects(objects[id]?["exceptions"]) ?? []
        where isa(set, "PBXFileSystemSynchronizedBuildFileExceptionSet") {
          guard let target = set["target"]?.identifier, let index = targets.firstIndex(where: { $0.id == target })
          else { continue }
          guard let place = places[id] else { return nil }
          for path in set["membershipExceptions"]?.words ?? [] {
            if let file = Self.resolve(path, from: place) { read[index].files.insert(file) }
          }
        }
      }
      return read
    }

    /// Notes where each Swift file reference and synchronized folder under `group` is, from the
    /// scan's root, and which are synchronized folders; `place` is where `group` is (nil:
    /// unknown), and `base` where the project's sources are. False where groups nest deeper than
    /// a project's do: the walk must not run out of stack on a file of nested groups.
    private func walk(
      _ group: Value, at place: String?, base: String, into places: inout [ID: String], synchronized: inout [ID],
      walked: inout Set<ID>, depth: Int
    ) -> Bool {
      guard depth < PropertyList.depthLimit else { return false }
      for (id, child) in objects(group["children"]) ?? [] {
        guard let kind = child["isa"] else { continue }
        let isFolder = kind.is("PBXGroup") || kind.is("PBXVariantGroup") || kind.is("XCVersionGroup")
        let isSynchronized = kind.is("PBXFileSystemSynchronizedRootGroup")
        // A folder listed twice, or in itself, is walked once.
        guard isFolder ? walked.insert(id).inserted : isSynchronized || Self.isSwift(child) else { continue }
        if isSynchronized { synchronized.append(id) }
        let path = child["path"]?.string
        let location: String?
        let tree = child["sourceTree"]
        if tree?.is("<group>") == true {
          location = place.flatMap { Self.resolve(path, from: $0) }
        } else if tree?.is("SOURCE_ROOT") == true {
          location = Self.resolve(path, from: base)
        } else {
          location = nil
        }
        if isFolder {
          guard
            walk(
              child, at: location, base: base, into: &places, synchronized: &synchronized, walked: &walked,
              depth: depth + 1)
          else { return false }
        } else if let location {
          places[id] = location
        }
      }
      return true
    }

    /// `path` (nil: none) read from the folder `base` of the scan (empty: its root), without a
    /// trailing `/` or an empty folder; nil where `..` climbs out of the scan.
    private static func resolve(_ path: String?, from base: String) -> String? {
      guard let path, !path.isEmpty else { return base }
      var components = base.split(separator: "/")
      for part in path.split(separator: "/") {
        switch part {
        case ".": continue
        case "..":
          guard let last = components.popLast(), last != ".." else { return nil }
        default: components.append(part)
        }
      }
      return (base.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
    }

    private static func isSwift(_ reference: Value?) -> Bool {
      (reference?["path"] ?? reference?["name"])?.ends(with: ".swift") ?? false
    }
  }
}
