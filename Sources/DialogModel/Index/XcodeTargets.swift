/// The native targets of an Xcode project, read from its `project.pbxproj`: the platforms each
/// builds for and the Swift files it compiles, so that code of an iPhone app is not held to the
/// watchOS minimum of a watch app in the same project.
struct XcodeTargets: Sendable {
  /// One native target: its platforms (nil when its settings do not say), the files of its
  /// sources phase and the folders Xcode keeps in sync with it, by path from the project's folder.
  struct Target: Sendable {
    var platforms: Set<Platform>?
    var files: Set<String> = []
    /// Synchronized folders (Xcode 16), each with the files under it the target leaves out.
    var folders: [(path: String, excluded: Set<String>)] = []

    func compiles(_ path: String) -> Bool {
      files.contains(path)
        || folders.contains { folder in
          path.hasPrefix(folder.path + "/") && !folder.excluded.contains(String(path.dropFirst(folder.path.count + 1)))
        }
    }
  }

  private let targets: [Target]
  /// The one platform every target builds for, when the project names a single one.
  private let platform: Platform?

  /// The platforms the code at `path` (from the project's folder) is built for, by the targets
  /// that compile it; nil when no target is known to compile it, or one of them does not say.
  func platforms(of path: String) -> Set<Platform>? {
    if let platform { return [platform] }
    let compiling = targets.filter { $0.compiles(path) }
    guard !compiling.isEmpty else { return nil }
    var all: Set<Platform> = []
    for target in compiling {
      guard let platforms = target.platforms else { return nil }
      all.formUnion(platforms)
    }
    return all
  }

  /// The targets of the project file `bytes`; nil when it cannot be read as one. A project whose
  /// settings name one platform needs no more: which target compiles a file cannot change it.
  init?(_ bytes: [UInt8]) {
    if let named = Self.platformsNamed(in: bytes), named.count == 1 {
      (targets, platform) = ([], named.first)
      return
    }
    platform = nil
    var parser = PropertyListParser(bytes: bytes)
    guard case .dictionary(let root)? = parser.value(), case .dictionary(let objects)? = root["objects"],
      let project = root["rootObject"]?.string.flatMap({ objects[$0]?.dictionary })
    else { return nil }
    func object(_ id: PropertyList?) -> [String: PropertyList]? { id?.string.flatMap { objects[$0]?.dictionary } }
    func ids(_ value: PropertyList?) -> [String] { value?.array?.compactMap(\.string) ?? [] }

    // Each file reference's and synchronized folder's path, from the groups that hold it.
    var paths: [String: String] = [:]
    func walk(_ id: String, under folder: String) {
      guard let item = objects[id]?.dictionary else { return }
      var path = folder
      if let own = item["path"]?.string {
        switch item["sourceTree"]?.string {
        case "<group>"?, nil: path = folder.isEmpty ? own : folder + "/" + own
        case "SOURCE_ROOT"?: path = own
        default: return
        }
      }
      paths[id] = path
      for child in ids(item["children"]) { walk(child, under: path) }
    }
    if let main = project["mainGroup"]?.string { walk(main, under: "") }

    let synchronized = objects.compactMap { id, value in
      value.dictionary.flatMap { $0["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" ? (id, $0) : nil }
    }
    let projectSettings = Self.settings(object(project["buildConfigurationList"]), objects)
    targets = ids(project["targets"]).compactMap { id -> Target? in
      guard let target = objects[id]?.dictionary, target["isa"]?.string == "PBXNativeTarget" else { return nil }
      var made = Target(
        platforms: Self.platforms(Self.settings(object(target["buildConfigurationList"]), objects) + projectSettings))
      for phase in ids(target["buildPhases"]).compactMap({ objects[$0]?.dictionary })
      where phase["isa"]?.string == "PBXSourcesBuildPhase" {
        for file in ids(phase["files"]) {
          if let reference = objects[file]?.dictionary?["fileRef"]?.string, let path = paths[reference] {
            made.files.insert(path)
          }
        }
      }
      // A synchronized folder's exceptions for a target turn the membership of the files they list:
      // out of a target the folder belongs to, into one it does not.
      let owned = Set(ids(target["fileSystemSynchronizedGroups"]))
      for (group, folder) in synchronized {
        guard let path = paths[group] else { continue }
        let listed = ids(folder["exceptions"]).compactMap { objects[$0]?.dictionary }
          .filter { $0["target"]?.string == id }.flatMap { ids($0["membershipExceptions"]) }
        if owned.contains(group) {
          made.folders.append((path, Set(listed)))
        } else {
          made.files.formUnion(listed.map { path + "/" + $0 })
        }
      }
      return made
    }
  }

  /// The platforms every `SDKROOT` and `SUPPORTED_PLATFORMS` of `bytes` names, found by their bytes
  /// alone; nil when one names something else (`auto`, a build variable) or none is set.
  private static func platformsNamed(in bytes: [UInt8]) -> Set<Platform>? {
    var named: Set<Platform> = []
    for key in ["SDKROOT", "SUPPORTED_PLATFORMS"] {
      let key = Array(key.utf8)
      var k = 0
      while let found = DeploymentTargets.range(of: key, in: bytes, from: k) {
        k = found.upperBound
        var start = k
        while start < bytes.count && [UInt8(ascii: " "), UInt8(ascii: "=")].contains(bytes[start]) { start += 1 }
        var parser = PropertyListParser(bytes: bytes, k: start)
        guard let value = parser.value()?.string else { return nil }
        for name in value.split(separator: " ") {
          guard let platform = sdks[String(name)] else { return nil }
          named.insert(platform)
        }
      }
    }
    return named.isEmpty ? nil : named
  }

  /// The platform each SDK name builds for.
  private static let sdks: [String: Platform] = [
    "iphoneos": .iOS, "iphonesimulator": .iOS, "macosx": .macOS, "appletvos": .tvOS, "appletvsimulator": .tvOS,
    "watchos": .watchOS, "watchsimulator": .watchOS, "xros": .visionOS, "xrsimulator": .visionOS,
  ]

  /// The build settings of each configuration of a configuration list.
  private static func settings(_ list: [String: PropertyList]?, _ objects: [String: PropertyList])
    -> [[String: PropertyList]]
  {
    (list?["buildConfigurations"]?.array ?? []).compactMap { id in
      id.string.flatMap { objects[$0]?.dictionary?["buildSettings"]?.dictionary }
    }
  }

  /// The platforms a target's settings (then its project's) build for: `SUPPORTED_PLATFORMS`, else
  /// `SDKROOT`, from the first configuration that sets either; nil when none does, or names what is
  /// not a platform (a build variable).
  private static func platforms(_ settings: [[String: PropertyList]]) -> Set<Platform>? {
    for configuration in settings {
      guard let value = (configuration["SUPPORTED_PLATFORMS"] ?? configuration["SDKROOT"])?.string else { continue }
      var platforms: Set<Platform> = []
      for name in value.split(separator: " ") {
        guard let platform = sdks[String(name)] else { return nil }
        platforms.insert(platform)
      }
      return platforms.isEmpty ? nil : platforms
    }
    return nil
  }
}

/// A value of an old-style property list, as `project.pbxproj` is written.
enum PropertyList: Sendable {
  case string(String)
  case array([PropertyList])
  case dictionary([String: PropertyList])

  var string: String? { if case .string(let value) = self { value } else { nil } }
  var array: [PropertyList]? { if case .array(let value) = self { value } else { nil } }
  var dictionary: [String: PropertyList]? { if case .dictionary(let value) = self { value } else { nil } }
}

/// Reads an old-style property list: `{ key = value; }`, `( value, )`, quoted and bare strings,
/// and comments.
private struct PropertyListParser {
  let bytes: [UInt8]
  var k = 0

  /// The value at the reading position; nil where the bytes are no property list.
  mutating func value() -> PropertyList? {
    skipTrivia()
    guard k < bytes.count else { return nil }
    switch bytes[k] {
    case UInt8(ascii: "{"):
      k += 1
      var dictionary: [String: PropertyList] = [:]
      while true {
        skipTrivia()
        guard k < bytes.count else { return nil }
        if bytes[k] == UInt8(ascii: "}") {
          k += 1
          return .dictionary(dictionary)
        }
        guard case .string(let key)? = value(), expect("="), let item = value(), expect(";") else { return nil }
        dictionary[key] = item
      }
    case UInt8(ascii: "("):
      k += 1
      var array: [PropertyList] = []
      while true {
        skipTrivia()
        guard k < bytes.count else { return nil }
        if bytes[k] == UInt8(ascii: ")") {
          k += 1
          return .array(array)
        }
        guard let item = value() else { return nil }
        array.append(item)
        skipTrivia()
        if k < bytes.count && bytes[k] == UInt8(ascii: ",") { k += 1 }
      }
    case UInt8(ascii: "\""):
      k += 1
      let start = k
      var escaped = false
      while k < bytes.count && bytes[k] != UInt8(ascii: "\"") {
        if bytes[k] == UInt8(ascii: "\\") {
          escaped = true
          k += 1
        }
        k += 1
      }
      guard k < bytes.count else { return nil }
      k += 1
      let text = bytes[start..<(k - 1)]
      guard escaped else { return .string(String(decoding: text, as: UTF8.self)) }
      var unescaped: [UInt8] = []
      var j = text.startIndex
      while j < text.endIndex {
        if text[j] == UInt8(ascii: "\\") && j + 1 < text.endIndex {
          j += 1
          unescaped.append(text[j] == UInt8(ascii: "n") ? UInt8(ascii: "\n") : text[j])
        } else {
          unescaped.append(text[j])
        }
        j += 1
      }
      return .string(String(decoding: unescaped, as: UTF8.self))
    default:
      let start = k
      while k < bytes.count && !Self.ends(bytes[k]) { k += 1 }
      return k > start ? .string(String(decoding: bytes[start..<k], as: UTF8.self)) : nil
    }
  }

  /// Whether a bare string ends before `byte`.
  private static func ends(_ byte: UInt8) -> Bool {
    switch byte {
    case 0...0x20, UInt8(ascii: "="), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"),
      UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "\""):
      true
    default: false
    }
  }

  /// Skips `byte` after any trivia; false when it is not next.
  private mutating func expect(_ byte: Unicode.Scalar) -> Bool {
    skipTrivia()
    guard k < bytes.count && bytes[k] == UInt8(ascii: byte) else { return false }
    k += 1
    return true
  }

  private mutating func skipTrivia() {
    while k < bytes.count {
      if bytes[k] <= UInt8(ascii: " ") {
        k += 1
      } else if bytes[k] == UInt8(ascii: "/") && k + 1 < bytes.count && bytes[k + 1] == UInt8(ascii: "*") {
        k += 2
        while k + 1 < bytes.count && !(bytes[k] == UInt8(ascii: "*") && bytes[k + 1] == UInt8(ascii: "/")) { k += 1 }
        k += 2
      } else if bytes[k] == UInt8(ascii: "/") && k + 1 < bytes.count && bytes[k + 1] == UInt8(ascii: "/") {
        while k < bytes.count && bytes[k] != UInt8(ascii: "\n") { k += 1 }
      } else {
        return
      }
    }
  }
}
