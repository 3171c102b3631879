import DialogReport

/// Finding paths as a baseline records them: relative to the folder the baseline file is in (the
/// project root, where `--write-baseline` is meant to put it), whatever spelling the scan used.
///
/// Both sides are resolved with realpath(3), so `./Sources`, `/abs/project/Sources`, a scan from
/// the folder above and a path through a symbolic link all name the same entry; a path outside the
/// root climbs with `..`. Only the paths of the report's findings are resolved, once each.
struct BaselinePaths {
  private var relative: [String: String] = [:]

  /// The paths of `report` relative to the folder of the baseline file at `baseline`.
  init(baseline: String, report: Report, currentDirectory: String) {
    let absolute = FileDiscovery.absolute(baseline, in: currentDirectory)
    let folder = FileDiscovery.folder(of: absolute)
    let root = Self.components(FileDiscovery.realPath(folder) ?? folder)
    for path in Set(report.findings.map(\.location.path)) {
      let parts = Self.components(FileDiscovery.realPath(path) ?? FileDiscovery.absolute(path, in: currentDirectory))
      let shared = zip(root, parts).prefix { $0 == $1 }.count
      relative[path] = (Array(repeating: "..", count: root.count - shared) + parts[shared...]).joined(separator: "/")
    }
  }

  /// The recorded form of `path`, a path of the report's findings.
  func callAsFunction(_ path: String) -> String { relative[path] ?? path }

  private static func components(_ path: String) -> [Substring] { path.split(separator: "/") }
}
