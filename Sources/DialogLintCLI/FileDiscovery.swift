import DialogReport
import Foundation

/// Finds the files to scan: Swift sources, and the string catalogs labels are resolved through.
///
/// Folders are walked recursively in name order; `.git`, `.build`, `DerivedData`, `Pods`,
/// `Carthage` and `checkouts` are skipped, and so is anything the configuration excludes or does
/// not include. A symbolic link is followed only when it points inside one of the scanned roots.
struct FileDiscovery {
  static let skippedFolders: Set<String> = [
    ".git", ".build", "DerivedData", "Pods", "Carthage", "checkouts", ".swiftpm",
  ]

  let configuration: Configuration
  let currentDirectory: String
  /// `--force-exclude`: files named on the command line obey `exclude` and `include` too.
  var forceExclude = false

  struct Result {
    var swiftFiles: [String] = []
    var localizationFiles: [String] = []
    var notices: [Notice] = []
    /// Paths given on the command line that do not exist.
    var missing: [String] = []
  }

  func discover(_ roots: [String]) -> Result {
    var result = Result()
    let manager = FileManager.default
    let rootRealPaths = roots.compactMap { realPath($0) }
    var visited: Set<String> = []
    for root in roots {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: root, isDirectory: &isDirectory) else {
        result.missing.append(root)
        continue
      }
      if !isDirectory.boolValue {
        addNamedFile(root, to: &result)
        continue
      }
      var pending = [root]
      while let folder = pending.popLast() {
        if let real = realPath(folder), !visited.insert(real).inserted { continue }
        guard let entries = Self.entries(of: folder) else {
          result.notices.append(Notice(level: .error, path: folder, message: "cannot read folder"))
          continue
        }
        var subfolders: [String] = []
        for (name, kind) in entries {
          let path = folder == "." ? name : folder.hasSuffix("/") ? folder + name : "\(folder)/\(name)"
          var isDirectory = kind == .directory
          if kind == .link {
            guard let target = realPath(path),
              rootRealPaths.contains(where: { target == $0 || target.hasPrefix($0 + "/") })
            else { continue }  // a link out of the scanned roots
            var targetIsDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &targetIsDirectory) else { continue }
            isDirectory = targetIsDirectory.boolValue
          }
          if isDirectory {
            if Self.skippedFolders.contains(name) || isExcluded(path) { continue }
            if name.hasSuffix(".lproj") { collectStrings(path, into: &result) }
            subfolders.append(path)
          } else if name.hasSuffix(".swift") {
            if isIncluded(path) { result.swiftFiles.append(path) }
          } else if name.hasSuffix(".xcstrings") && !isExcluded(path) {
            result.localizationFiles.append(path)
          }
        }
        pending += subfolders.reversed()
      }
    }
    return result
  }

  /// A file named on the command line. Naming a Swift file asks for it to be scanned, so the
  /// configuration's `exclude` and `include` do not apply (as in SwiftLint), unless
  /// `forceExclude` says they should: the build plugin and the pre-commit hook name every file.
  /// A string catalog named beside the sources resolves their labels, as one found in a folder does.
  private func addNamedFile(_ path: String, to result: inout Result) {
    if path.hasSuffix(".swift") {
      if !forceExclude || isIncluded(path) { result.swiftFiles.append(path) }
    } else if path.hasSuffix(".xcstrings") || path.hasSuffix(".strings") {
      result.localizationFiles.append(path)
    } else {
      result.notices.append(Notice(level: .warning, path: path, message: "not a Swift file; skipped"))
    }
  }

  enum EntryKind { case file, directory, link }

  /// The entries of a folder in name order, with their kind, read with readdir(3); nil when the
  /// folder cannot be read.
  static func entries(of folder: String) -> [(String, EntryKind)]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var result: [(String, EntryKind)] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      if name == "." || name == ".." { continue }
      var kind: EntryKind
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): kind = .directory
      case Int32(DT_LNK): kind = .link
      case Int32(DT_REG): kind = .file
      default:
        // The file system does not say: ask lstat.
        var info = stat()
        guard lstat("\(folder)/\(name)", &info) == 0 else { continue }
        let type = info.st_mode & S_IFMT
        kind = type == S_IFDIR ? .directory : type == S_IFLNK ? .link : .file
      }
      result.append((name, kind))
    }
    return result.sorted { $0.0 < $1.0 }
  }

  /// The `.strings` files of a `.lproj` folder.
  private func collectStrings(_ folder: String, into result: inout Result) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names.sorted() where name.hasSuffix(".strings") {
      result.localizationFiles.append("\(folder)/\(name)")
    }
  }

  private func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The path relative to the configuration's folder, for its globs.
  func relativeToConfiguration(_ path: String) -> String {
    let absolute = path.hasPrefix("/") ? path : "\(currentDirectory)/\(path)"
    let normalized = Self.normalize(absolute)
    let base = Self.normalize(configuration.directory.isEmpty ? currentDirectory : configuration.directory)
    if normalized.hasPrefix(base + "/") { return String(normalized.dropFirst(base.count + 1)) }
    return normalized
  }

  func isExcluded(_ path: String) -> Bool {
    let relative = relativeToConfiguration(path)
    return configuration.exclude.contains { Glob.matches($0, relative) }
  }

  /// Whether a Swift file found in a folder is scanned: not excluded, and under `include` when the
  /// configuration has one.
  func isIncluded(_ path: String) -> Bool {
    guard !isExcluded(path) else { return false }
    guard !configuration.include.isEmpty else { return true }
    let relative = relativeToConfiguration(path)
    return configuration.include.contains { pattern in
      Glob.matches(pattern, relative) || relative.hasPrefix(pattern.hasSuffix("/") ? pattern : pattern + "/")
    }
  }

  /// `a/./b/../c` → `a/c`.
  static func normalize(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
        continue
      }
      parts.append(part)
    }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }
}

/// Glob patterns over `/`-separated relative paths: `*` and `?` stay within a name, `**` spans
/// folders. A pattern without `/` matches a name anywhere (`*.generated.swift`); a pattern that
/// names a folder matches everything under it.
enum Glob {
  static func matches(_ pattern: String, _ path: String) -> Bool {
    var pattern = pattern
    if pattern.hasPrefix("./") { pattern.removeFirst(2) }
    if pattern.hasSuffix("/") { pattern += "**" }
    let patternParts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    let pathParts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    if !pattern.contains("/") {
      // A bare name: any component, or the whole file name.
      return pathParts.contains { name($0, matches: pattern) }
    }
    // A folder pattern also covers what is under it.
    return parts(patternParts[...], pathParts[...]) || parts((patternParts + ["**"])[...], pathParts[...])
  }

  private static func parts(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
    // Iterative over `**` positions: a table of which suffixes match.
    var matches = Array(repeating: Array(repeating: false, count: path.count + 1), count: pattern.count + 1)
    matches[pattern.count][path.count] = true
    for i in stride(from: pattern.count - 1, through: 0, by: -1) {
      let part = pattern[pattern.startIndex + i]
      for j in stride(from: path.count, through: 0, by: -1) {
        if part == "**" {
          matches[i][j] = matches[i + 1][j] || (j < path.count && matches[i][j + 1])
        } else {
          matches[i][j] = j < path.count && name(path[path.startIndex + j], matches: part) && matches[i + 1][j + 1]
        }
      }
    }
    return matches[0][0]
  }

  /// `*` and `?` within one name.
  static func name(_ name: String, matches pattern: String) -> Bool {
    let n = Array(name)
    let p = Array(pattern)
    var table = Array(repeating: Array(repeating: false, count: n.count + 1), count: p.count + 1)
    table[p.count][n.count] = true
    for i in stride(from: p.count - 1, through: 0, by: -1) {
      for j in stride(from: n.count, through: 0, by: -1) {
        switch p[i] {
        case "*": table[i][j] = table[i + 1][j] || (j < n.count && table[i][j + 1])
        case "?": table[i][j] = j < n.count && table[i + 1][j + 1]
        default: table[i][j] = j < n.count && n[j] == p[i] && table[i + 1][j + 1]
        }
      }
    }
    return table[0][0]
  }
}
