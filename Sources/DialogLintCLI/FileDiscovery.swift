import DialogFacts
import DialogReport
import Foundation
import SourceText

/// Finds the files to scan: Swift sources, and the string catalogs labels are resolved through.
///
/// Folders are walked recursively in name order; `.git`, `.build`, `DerivedData`, `Pods`,
/// `Carthage` and `checkouts` are skipped, and so is anything the configuration excludes or does
/// not include. Nothing outside the scanned roots is read: a symbolic link is followed only when it
/// resolves inside one of them, and a link out of them, a broken link, a folder that cannot be read,
/// a path that does not exist and a FIFO, socket or device with a name we scan are notices, never a
/// silent skip (the errors among them leave the run incomplete). A file is typed and identified by
/// `readdir` (its inode, on its folder's device), so that one reached twice is scanned once, with
/// no `stat` of its own unless it is a link or named on the command line.
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
    /// The `project.pbxproj` of each Xcode project, and the `.xcconfig` files: the build settings
    /// that say which systems its code runs on.
    var xcodeProjects: [String] = []
    /// The folders walked that hold a project (`isProjectMarker`), each as the paths of the files
    /// in it start (`App/`; empty for the current folder).
    var projectFolders: [String] = []
    var notices: [Notice] = []
  }

  /// What an entry of a folder is, after following a link.
  enum EntryKind: Equatable {
    case file, directory, link
    /// A FIFO, socket or device, as a notice names it ("a FIFO").
    case special(String)

    init(mode: mode_t) {
      switch mode & S_IFMT {
      case S_IFDIR: self = .directory
      case S_IFLNK: self = .link
      case S_IFREG: self = .file
      default: self = .special(FileSystem.specialKind(mode)!)
      }
    }
  }

  /// The files under `roots` (or named by them), each Swift file handed to `found` as the walk
  /// reaches it, in the order of the result.
  func discover(_ roots: [String], found: @escaping (String) -> Void = { _ in }) -> Result {
    var walk = Walk(discovery: self, roots: roots.compactMap(Self.realPath), found: found)
    var namesFolder = false
    for root in roots {
      var info = stat()
      guard stat(FileName.system(root), &info) == 0 else {
        let reason = errno == ENOENT ? "no such file or folder" : "cannot read: \(String(cString: strerror(errno)))"
        walk.notice(.error, root, reason)
        continue
      }
      switch EntryKind(mode: info.st_mode) {
      case .directory:
        namesFolder = true
        walk.folder(root)
      case .special(let kind): walk.notice(.warning, root, "\(ReadError.notRegular(kind: kind)); not read")
      default: addNamedFile(root, to: &walk)
      }
    }
    // Named files alone (a pre-commit hook's staged files) still resolve their labels through
    // the tables of their project, found as `--stdin-path` finds it.
    if walk.result.localizationFiles.isEmpty, let first = walk.result.swiftFiles.first,
      !namesFolder,
      let project = Self.projectFolder(of: first, currentDirectory: currentDirectory)
    {
      walk.result.localizationFiles = discover([project]).localizationFiles
    }
    return walk.result
  }

  /// A file named on the command line. Naming a Swift file asks for it to be scanned, so the
  /// configuration's `exclude` and `include` do not apply (as in SwiftLint), unless
  /// `forceExclude` says they should: the build plugin and the pre-commit hook name every file.
  /// A string catalog named beside the sources resolves their labels, as one found in a folder does.
  private func addNamedFile(_ path: String, to walk: inout Walk) {
    if path.hasSuffix(".swift") {
      if !forceExclude || isIncluded(path) { walk.addSource(path) }
    } else if path.hasSuffix(".xcstrings") || path.hasSuffix(".strings") {
      walk.result.localizationFiles.append(path)
    } else {
      walk.notice(.warning, path, "not a Swift file; skipped")
    }
  }

  /// One walk over the roots: what it found, and the folders it has been through.
  private struct Walk {
    let discovery: FileDiscovery
    /// The real paths of the roots, which links must resolve inside.
    let roots: [String]
    let found: (String) -> Void
    var result = Result()
    /// Folders walked, by device and inode, so that a link back up is not walked again.
    var visited: Set<FileID> = []
    /// Sources found, by device and inode: a file named twice, or reached through a link too, is
    /// scanned once, under the first name it was found by.
    var sources: Set<FileID> = []

    struct FileID: Hashable {
      var device: UInt64
      var inode: UInt64

      init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
      }

      init(_ info: stat) { self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) }
    }

    /// Records the source at `path`, whose identity is `id` when the caller knows it.
    mutating func addSource(_ path: String, id known: FileID? = nil) {
      var info = stat()
      let id = known ?? (stat(FileName.system(path), &info) == 0 ? FileID(info) : nil)
      if let id, !sources.insert(id).inserted { return }
      result.swiftFiles.append(path)
      found(path)
    }

    mutating func notice(_ level: Notice.Level, _ path: String, _ message: String) {
      result.notices.append(Notice(level: level, path: path, message: message))
    }

    /// Walks `root` and the folders below it, depth first in name order.
    mutating func folder(_ root: String) {
      var pending = [root]
      while let folder = pending.popLast() {
        guard let entries = entries(of: folder) else { continue }
        var subfolders: [String] = []
        // What every entry's path starts with, made once for the folder.
        let prefix = folder == "." ? "" : folder.hasSuffix("/") ? folder : folder + "/"
        // The folder's last name, without the slashes after it: a `Substring`'s `hasSuffix` is the
        // generic one, slower than a `String`'s.
        var trimmed = folder
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        let isLocalizationFolder = trimmed.hasSuffix(".lproj")
        let isXcodeProject = trimmed.hasSuffix(".xcodeproj")
        if entries.contains(where: { FileDiscovery.isProjectMarker($0.0) }) { result.projectFolders.append(prefix) }
        for (name, kind, id) in entries {
          let path = prefix + name
          let role = Role(name: name, inLocalizationFolder: isLocalizationFolder, inXcodeProject: isXcodeProject)
          // A link's target is identified by the stat that follows it.
          switch kind == .link ? target(of: path, role: role) : (kind, id) {
          case (.directory, _)?:
            if !FileDiscovery.skippedFolders.contains(name) && !discovery.isExcluded(path) { subfolders.append(path) }
          case (.file, let id)?: add(path, role, id: id)
          case (.special(let kind), _)? where role != nil:
            notice(.warning, path, "\(ReadError.notRegular(kind: kind)); not read")
          default: continue
          }
        }
        pending += subfolders.reversed()
      }
    }

    /// Records the file at `path` when its role says it is one we read and the configuration agrees.
    private mutating func add(_ path: String, _ role: Role?, id: FileID?) {
      switch role {
      case .source: if discovery.isIncluded(path) { addSource(path, id: id) }
      case .localization: if !discovery.isExcluded(path) { result.localizationFiles.append(path) }
      case .projectSettings: if !discovery.isExcluded(path) { result.xcodeProjects.append(path) }
      case nil: break
      }
    }

    /// What the link at `path` leads to when it stays inside the roots; nil, with a notice when
    /// it matters, when it is broken or leads out of them.
    private mutating func target(of path: String, role: Role?) -> (EntryKind, FileID?)? {
      guard let real = FileDiscovery.realPath(path) else {
        if role != nil {
          let broken = errno == ELOOP ? "a symbolic link loop" : "a broken symbolic link"
          notice(.error, path, "\(broken) (\(String(cString: strerror(errno)))); not read")
        }
        return nil
      }
      var info = stat()
      guard stat(FileName.system(real), &info) == 0 else { return nil }
      let kind = EntryKind(mode: info.st_mode)
      guard roots.contains(where: { real == $0 || real.hasPrefix(FileDiscovery.entry("", in: $0)) }) else {
        let skipped = path.split(separator: "/").last.map { FileDiscovery.skippedFolders.contains(String($0)) } ?? false
        if role != nil || (kind == .directory && !skipped) {
          notice(.warning, path, "a symbolic link out of the scanned folders (to \(real)); not followed")
        }
        return nil
      }
      return (kind, FileID(info))
    }

    /// The entries of `folder` in name order, with their kind from readdir(3) (lstat(2) when the
    /// file system does not say) and a regular file's identity; nil, with an error notice, when it
    /// cannot be read or was walked.
    private mutating func entries(of folder: String) -> [(String, EntryKind, FileID?)]? {
      guard let directory = opendir(FileName.system(folder)) else {
        notice(.error, folder, "cannot read folder: \(String(cString: strerror(errno)))")
        return nil
      }
      defer { closedir(directory) }
      var info = stat()
      if fstat(dirfd(directory), &info) == 0,
        !visited.insert(FileID(info)).inserted
      {
        return nil
      }
      var result: [(String, EntryKind, FileID?)] = []
      while let entry = readdir(directory) {
        let name = withUnsafePointer(to: &entry.pointee.d_name) {
          FileName.decoding(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
        }
        if name == "." || name == ".." { continue }
        let kind: EntryKind
        switch Int32(entry.pointee.d_type) {
        case Int32(DT_DIR): kind = .directory
        case Int32(DT_LNK): kind = .link
        case Int32(DT_REG):
          result.append((name, .file, FileID(device: UInt64(info.st_dev), inode: UInt64(entry.pointee.d_ino))))
          continue
        default:
          // A FIFO, socket or device, or a file system that does not say: lstat tells.
          var info = stat()
          guard lstat(FileName.system("\(folder)/\(name)"), &info) == 0 else { continue }
          kind = EntryKind(mode: info.st_mode)
        }
        result.append((name, kind, nil))
      }
      return result.sorted { $0.0 < $1.0 }
    }
  }

  /// What a file is to the scan, by its name: a Swift source, a localization file, an Xcode
  /// project's settings, or nothing.
  enum Role {
    case source, localization, projectSettings

    init?(name: String, inLocalizationFolder: Bool, inXcodeProject: Bool) {
      if name.hasSuffix(".swift") {
        self = .source
      } else if name.hasSuffix(".xcstrings") || (inLocalizationFolder && name.hasSuffix(".strings")) {
        self = .localization
      } else if (inXcodeProject && name == "project.pbxproj") || name.hasSuffix(".xcconfig") {
        self = .projectSettings
      } else {
        return nil
      }
    }
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(FileName.system(path), nil) else { return nil }
    defer { free(resolved) }
    return FileName.decoding(cString: resolved)
  }

  /// The project of a `--stdin-path` file: the outermost folder upward from it that holds
  /// `.dialoglint.json`, `.git`, an `.xcworkspace`, an `.xcodeproj` or a `Package.swift` (so a
  /// local package's manifest inside a repository is not the project's edge), spelt relative to
  /// `currentDirectory` when inside it, so that reported paths read as in a scan; nil when no
  /// folder up the path has one.
  static func projectFolder(of file: String, currentDirectory: String) -> String? {
    var project: String? = nil
    var candidate = folder(of: absolute(file, in: currentDirectory))
    while true {
      if isProjectFolder(candidate) { project = candidate }
      guard candidate != "/" else { break }
      candidate = folder(of: candidate)
    }
    guard let project else { return nil }
    let base = normalize(currentDirectory)
    if project == base { return "." }
    let prefix = entry("", in: base)
    return project.hasPrefix(prefix) ? String(project.dropFirst(prefix.count)) : project
  }

  /// The Swift files and string catalogs directly in the folder of a `--stdin-path` file that no
  /// project holds: its neighbours inform it, nothing below or above them is read.
  static func neighbours(of file: String, currentDirectory: String) -> [String] {
    let folder = folder(of: absolute(file, in: currentDirectory))
    let names = FileSystem.names(in: folder)
    let spelt = file.contains("/") ? String(file[..<file.lastIndex(of: "/")!]) : "."
    return names.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".xcstrings") }.sorted().compactMap { name in
      var kind = stat()
      guard stat(FileName.system(entry(name, in: folder)), &kind) == 0, kind.st_mode & S_IFMT == S_IFREG else {
        return nil
      }
      return spelt == "." ? name : "\(spelt)/\(name)"
    }
  }

  private static func isProjectFolder(_ folder: String) -> Bool {
    FileSystem.names(in: folder).contains(where: isProjectMarker)
  }

  /// Whether an entry named `name` makes its folder a project's: `.dialoglint.json`, `.git`,
  /// `Package.swift`, an `.xcodeproj` or an `.xcworkspace`.
  static func isProjectMarker(_ name: String) -> Bool {
    name == ".dialoglint.json" || name == ".git" || name == "Package.swift" || name.hasSuffix(".xcodeproj")
      || name.hasSuffix(".xcworkspace")
  }

  /// The first of the absolute, normalised `folder` and the folders above it that `matches`.
  static func nearestFolder(from folder: String, where matches: (String) -> Bool) -> String? {
    var candidate = folder
    while !matches(candidate) {
      guard candidate != "/" else { return nil }
      candidate = self.folder(of: candidate)
    }
    return candidate
  }

  /// The path of `name` in the absolute `folder`.
  static func entry(_ name: String, in folder: String) -> String {
    folder == "/" ? "/\(name)" : "\(folder)/\(name)"
  }

  /// The folder that holds the absolute, normalised `path` (`/` for `/` and its entries).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
    return String(path[..<slash])
  }

  /// `path` made absolute against `directory` and normalised.
  static func absolute(_ path: String, in directory: String) -> String {
    normalize(path.hasPrefix("/") ? path : "\(directory)/\(path)")
  }

  /// The path relative to the configuration's folder, for its globs.
  func relativeToConfiguration(_ path: String) -> String {
    let normalized = Self.absolute(path, in: currentDirectory)
    let base = Self.normalize(configuration.directory.isEmpty ? currentDirectory : configuration.directory)
    if normalized.hasPrefix(base + "/") { return String(normalized.dropFirst(base.count + 1)) }
    return normalized
  }

  func isExcluded(_ path: String) -> Bool {
    guard !configuration.exclude.isEmpty else { return false }
    let relative = relativeToConfiguration(path)
    return configuration.exclude.contains { $0.matches(relative) }
  }

  /// Whether a Swift file found in a folder is scanned: not excluded, and under `include` when the
  /// configuration has one.
  func isIncluded(_ path: String) -> Bool {
    guard !isExcluded(path) else { return false }
    guard !configuration.include.isEmpty else { return true }
    let relative = relativeToConfiguration(path)
    return configuration.include.contains { glob in
      glob.matches(relative) || relative.hasPrefix(glob.text.hasSuffix("/") ? glob.text : glob.text + "/")
    }
  }

  /// `a/./b/../c` → `a/c`. A relative path keeps the `..` that climb above its start
  /// (`../other/V.swift` names another folder's file, not `other/V.swift`); `/..` is `/`.
  static func normalize(_ path: String) -> String {
    var parts: [Substring] = []
    let isAbsolute = path.hasPrefix("/")
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      if part == ".." && isAbsolute { continue }
      parts.append(part)
    }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }
}
