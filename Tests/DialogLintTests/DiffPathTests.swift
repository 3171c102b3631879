import Foundation
import SourceText
import Testing

@testable import DialogLintCLI
@testable import DialogReport

/// A tree `--fix --diff` is run over from its `work` folder, and how its patch must apply there.
struct PatchCase: CustomTestStringConvertible, Sendable {
  /// What about the tree is odd, as the test's name shows it.
  var testDescription: String
  /// Files by their path from the tree's top.
  var files: [String: String]
  /// Symbolic links by their path from the tree's top, with what they hold.
  var links: [String: String] = [:]
  /// What `dialoglint --fix --diff` is given, run from `work`.
  var arguments = ["."]
  /// The fixed file lies outside `work`: `git apply` writes it only with `--unsafe-paths`, and GNU
  /// `patch` never does.
  var outside = false

  static let source = FixCommandTests.source

  /// Each kind of path the scan accepts, one per tree, so a failure names the kind.
  static let all: [PatchCase] = [
    PatchCase(testDescription: "an ordinary path", files: ["work/Sources/Drafts.swift": source]),
    PatchCase(testDescription: "spaces", files: ["work/My Views/Drafts View.swift": source]),
    PatchCase(testDescription: "a tab", files: ["work/Drafts\tView.swift": source]),
    PatchCase(testDescription: "non-ASCII", files: ["work/Entwürfe/Ünïcödé.swift": source]),
    // Latin-1 names, as an old archive unpacks them: `Entwürfe/Übersicht.swift`.
    PatchCase(
      testDescription: "bytes that are not UTF-8",
      files: [
        "work/" + FileName.decoding(Array("Entw\u{FC}rfe/\u{DC}bersicht.swift".unicodeScalars.map { UInt8($0.value) })):
          source
      ]),
    PatchCase(testDescription: "a line feed", files: ["work/Drafts\nView.swift": source]),
    PatchCase(testDescription: "a carriage return", files: ["work/Drafts\rView.swift": source]),
    PatchCase(testDescription: "a backslash", files: ["work/Drafts\\View.swift": source]),
    PatchCase(testDescription: "a double quote and a space", files: ["work/\"Drafts\" View.swift": source]),
    PatchCase(testDescription: "no final newline", files: ["work/Drafts.swift": String(source.dropLast())]),
    PatchCase(
      testDescription: "CR line ends", files: ["work/Drafts.swift": source.replacingOccurrences(of: "\r\n", with: "\r")]
    ),
    PatchCase(
      testDescription: "a folder reached through a link",
      files: ["work/Real/Drafts.swift": source], links: ["work/Linked": "Real"]),
    PatchCase(
      testDescription: "a file reached through a link",
      files: ["work/Real/Drafts.swift": source], links: ["work/Alias.swift": "Real/Drafts.swift"]),
    // The decoy has the same path under `work` as the fixed file has above it.
    PatchCase(
      testDescription: "a path with ..",
      files: ["other/Drafts.swift": source, "work/other/Drafts.swift": source], arguments: ["../other"], outside: true),
  ]

  /// Writes the tree under `root`, each name with the bytes `FileName` says it stands for.
  func make(at root: URL) throws {
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    func folders(of path: String) throws {
      var folder = root.path
      for part in path.split(separator: "/").dropLast() {
        folder += "/\(part)"
        try #require(mkdir(FileName.system(folder), 0o755) == 0 || errno == EEXIST, "mkdir \(folder)")
      }
    }
    for (path, text) in files {
      try folders(of: path)
      let fd = open(FileName.system("\(root.path)/\(path)"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      try #require(fd >= 0, "cannot create \(path)")
      defer { close(fd) }
      try #require(FileSystem.writeAll(fd, Array(text.utf8)) == nil)
    }
    for (path, destination) in links {
      try folders(of: path)
      try #require(symlink(FileName.system(destination), FileName.system("\(root.path)/\(path)")) == 0)
    }
  }
}

@Suite("--fix --diff prints a patch git apply and patch -p1 apply to the in-place result", .serialized)
struct DiffPathTests {
  /// What a tree holds, by path: a file's bytes, a link's destination, or nothing for a folder.
  enum Entry: Equatable {
    case file([UInt8])
    case link(String)
    case folder
  }

  /// Every entry under `root`, links not followed, by names as `FileName` holds them.
  static func snapshot(_ root: URL) throws -> [String: Entry] {
    var entries: [String: Entry] = [:]
    func walk(_ folder: String, _ prefix: String) throws {
      for name in FileSystem.names(in: folder) {
        let full = "\(folder)/\(name)"
        let path = prefix + name
        var info = stat()
        try #require(lstat(FileName.system(full), &info) == 0, "lstat \(path)")
        switch info.st_mode & S_IFMT {
        case S_IFLNK:
          var destination = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
          let length = readlink(FileName.system(full), &destination, Int(PATH_MAX))
          try #require(length >= 0, "readlink \(path)")
          entries[path] = .link(FileName.decoding(destination[..<length].map { UInt8(bitPattern: $0) }))
        case S_IFDIR:
          entries[path] = .folder
          try walk(full, path + "/")
        default: entries[path] = .file(try FileSystem.read(full, limit: FileSystem.dataLimit).get())
        }
      }
    }
    try walk(root.path, "")
    return entries
  }

  /// Whether `tool` runs; when it does not, says so and the test skips it.
  static func available(_ tool: String) -> Bool {
    let run = try? runProcess(URL(fileURLWithPath: "/usr/bin/env"), [tool, "--version"])
    if run?.succeeded != true { print("\(tool) is not on PATH: the check with \(tool) is skipped") }
    return run?.succeeded == true
  }

  /// Runs `tool` with `arguments` on the patch in `tree`'s `work` folder.
  static func apply(_ tool: String, _ arguments: [String], in tree: URL) throws -> Run {
    try runProcess(URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments, in: tree.appendingPathComponent("work"))
  }

  @Test("the patch applies with git apply and patch -p1 to the in-place result", arguments: PatchCase.all)
  func applies(_ tree: PatchCase) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("dialoglint-patch-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let (original, fixed) = (root.appendingPathComponent("original"), root.appendingPathComponent("fixed"))
    try tree.make(at: original)
    try tree.make(at: fixed)
    let diff = try dialoglint(["--fix", "--diff"] + tree.arguments, in: original.appendingPathComponent("work"))
    #expect(diff.exit == .clean, "\(diff.stderr)")
    let patch = root.appendingPathComponent("fix.patch")
    try Data(diff.stdout.utf8).write(to: patch)
    let unchanged = try Self.snapshot(original)
    let run = try dialoglint(["--fix"] + tree.arguments, in: fixed.appendingPathComponent("work"))
    #expect(run.exit == .clean, "\(run.stderr)")
    let expected = try Self.snapshot(fixed)
    #expect(expected != unchanged, "--fix changed nothing")

    for (tool, arguments) in [("git", ["apply", patch.path]), ("patch", ["-p1", "--batch", "-i", patch.path])] {
      guard Self.available(tool) else { continue }
      let copy = root.appendingPathComponent(tool)
      try tree.make(at: copy)
      if tree.outside {
        // Both tools refuse a path that leaves the folder they run in, rather than write elsewhere.
        let refused = try Self.apply(tool, arguments, in: copy)
        #expect(!refused.succeeded, "\(tool) applied a patch outside its folder")
        #expect(try Self.snapshot(copy) == unchanged, "\(tool) wrote a file it should have refused:\n\(diff.stdout)")
        guard tool == "git" else { continue }
        try FileManager.default.removeItem(at: copy)
        try tree.make(at: copy)
        let applied = try Self.apply(tool, ["apply", "--unsafe-paths", patch.path], in: copy)
        #expect(applied.succeeded, "git apply --unsafe-paths: \(applied.stderr)")
      } else {
        let applied = try Self.apply(tool, arguments, in: copy)
        #expect(applied.succeeded, "\(tool): \(applied.stdout)\(applied.stderr)\n\(diff.stdout)")
      }
      #expect(try Self.snapshot(copy) == expected, "\(tool) made other files than --fix:\n\(diff.stdout)")
    }
  }

  @Test(
    "a name is spelt as git diff spells it",
    arguments: [
      ("Sources/Drafts.swift", "Sources/Drafts.swift"),
      ("My Views/A B.swift", "My Views/A B.swift\t"),
      ("Entwürfe/Ü.swift", "Entwürfe/Ü.swift"),
      ("a\tb\nc\rd.swift", #""a\tb\nc\rd.swift""#),
      ("back\\slash \"quoted\".swift", #""back\\slash \"quoted\".swift""# + "\t"),
      ("bell\u{7}\u{1B}\u{7F}.swift", #""bell\a\033\177.swift""#),
    ])
  func name(_ path: String, _ spelt: String) {
    #expect(UnifiedDiff.name(path) == spelt)
  }

  @Test(
    "a path is relative to the current folder, with .. where it leaves it",
    arguments: [
      ("/w/work/Sources/A.swift", "/w/work", "Sources/A.swift"),
      ("/w/other/A.swift", "/w/work", "../other/A.swift"),
      ("/w/A.swift", "/w/work/deep", "../../A.swift"),
      ("/w/work/A.swift", "/", "w/work/A.swift"),
      ("/w/workshop/A.swift", "/w/work", "../workshop/A.swift"),
    ])
  func relative(_ file: String, _ base: String, _ expected: String) {
    #expect(CommandLineTool.relativePath(file, from: base) == expected)
  }
}
