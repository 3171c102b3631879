/// The apps and packages a scan holds side by side: the outermost of the folders that hold a
/// project (a `Package.swift`, an `.xcodeproj`, an `.xcworkspace`, `.git` or `.dialoglint.json`).
/// Code in one of them never means what another declares or its string tables say, and is not
/// built for the other's platforms; code in none reads every one, and every one reads it.
public struct Workspaces: Sendable {
  /// The outermost folders, each spelt as the paths of the files in it start (`App/`; empty for
  /// the current folder).
  let folders: [String]

  /// The workspaces of `projectFolders`, spelt as the paths of the files in them start.
  public init(projectFolders: [String] = []) {
    // A package of the app, an example in it, is part of the app.
    folders = projectFolders.filter { folder in
      !projectFolders.contains { $0.count < folder.count && folder.hasPrefix($0) }
    }
  }

  /// The index among `folders` of the workspace that holds the file at `path`, if any.
  func index(of path: String) -> Int? { folders.firstIndex { path.hasPrefix($0) } }
}
