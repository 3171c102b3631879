import Foundation
import Testing

@testable import DialogLintCLI

/// An alert whose only finding comes from a label written as a key: `alert.answer` reads "Yes"
/// only through a localization file.
let keyedAlert = ambiguousAlert.replacing("struct Drafts", with: "struct Keyed").replacing(
  "\"Yes\"", with: "\"alert.answer\"")

extension Project {
  /// The absolute path of `path` in the project.
  func path(_ path: String) -> String { root.appendingPathComponent(path).path }

  /// A symbolic link at `path` to `target` (as written: relative to the link's folder, or absolute).
  func link(_ path: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(atPath: self.path(path), withDestinationPath: target)
  }

  /// A FIFO at `path`: opening it for reading blocks until a writer comes, unless told not to.
  func fifo(_ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (self.path(path) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    #expect(mkfifo(self.path(path), 0o644) == 0)
  }
}

/// Whether `run` printed `line` as a line of its standard error.
func printed(_ run: Run, _ line: String) -> Bool {
  run.stderr.split(separator: "\n").contains { $0 == line }
}

/// A run of the binary as the unprivileged user `nobody`, for what root could read anyway; nil,
/// with the reason printed, where that cannot be done.
func dialoglintWithoutPrivileges(_ arguments: [String], in directory: URL) throws -> Run? {
  guard getuid() == 0 else { return try dialoglint(arguments, in: directory) }
  let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
  let asNobody = ["--reuid=65534", "--regid=65534", "--clear-groups", binary.path]
  guard FileManager.default.isExecutableFile(atPath: setpriv.path),
    try runProcess(setpriv, asNobody + ["--version"]).exit == .clean
  else {
    print("skipped: running as root, where chmod 000 does not stop reads, and setpriv cannot drop to nobody")
    return nil
  }
  return try runProcess(setpriv, asNobody + arguments, in: directory)
}

@Suite("Hostile files: nothing blocks, nothing outside the roots is read, every failure is visible", .serialized)
struct HostileFileTests {
  @Test("a FIFO named .swift, .strings or .xcstrings is a notice, never opened for reading; the rest is scanned")
  func fifos() throws {
    let project = try Project(["A.swift": ambiguousAlert])
    defer { project.remove() }
    for name in ["x.swift", "en.lproj/Localizable.strings", "Localizable.xcstrings"] { try project.fifo(name) }
    let run = try dialoglint(["."], in: project.root, timeout: 30)
    #expect(run.exit == .clean, "a FIFO is a warning, not an I/O error")
    #expect(run.stdout.hasPrefix("A.swift:8:16: warning: alert action \"Yes\""))
    for name in ["x.swift", "en.lproj/Localizable.strings", "Localizable.xcstrings"] {
      #expect(printed(run, "\(name): warning: not a regular file (a FIFO); not read"), "\(run.stderr)")
    }
    let named = try dialoglint(["x.swift", "A.swift"], in: project.root, timeout: 30)
    #expect(named.exit == .clean && printed(named, "x.swift: warning: not a regular file (a FIFO); not read"))
  }

  @Test(
    "settings files go through the same checks: a FIFO or a device as --config, --rules or --baseline is an error",
    arguments: ["--config", "--rules", "--baseline"])
  func settingsFiles(_ flag: String) throws {
    let project = try Project(["A.swift": ambiguousAlert])
    defer { project.remove() }
    try project.fifo("settings.json")
    let what = ["--config": "configuration file", "--rules": "rules file", "--baseline": "baseline file"][flag]!
    let fifo = try dialoglint([flag, "settings.json", "A.swift"], in: project.root, timeout: 30)
    #expect(fifo.exit == .failure)
    #expect(printed(fifo, "settings.json: error: cannot read the \(what): not a regular file (a FIFO)"))
    let device = try dialoglint([flag, "/dev/zero", "A.swift"], in: project.root, timeout: 30)
    #expect(device.exit == .failure)
    #expect(printed(device, "/dev/zero: error: cannot read the \(what): not a regular file (a character device)"))
  }

  @Test("a device is never read: named .swift inside the root, given by path, or linked from the root")
  func devices() throws {
    let project = try Project(["A.swift": ambiguousAlert])
    defer { project.remove() }
    try project.link("zero.swift", to: "/dev/zero")
    let named = try dialoglint(["/dev/zero", "A.swift"], in: project.root, timeout: 30)
    #expect(printed(named, "/dev/zero: warning: not a regular file (a character device); not read"))
    // mknod needs root (CAP_MKNOD); the link above is the same hazard for everyone else.
    if getuid() == 0 {
      var null = stat()
      #expect(stat("/dev/null", &null) == 0 && mknod(project.path("null.swift"), S_IFCHR | 0o666, null.st_rdev) == 0)
    } else {
      print("skipped the device inside the root: mknod needs root")
    }
    let run = try dialoglint(["."], in: project.root, timeout: 30)
    #expect(run.exit == .clean)
    #expect(run.stdout.contains("A.swift:8:16"))
    #expect(
      printed(run, "zero.swift: warning: a symbolic link out of the scanned folders (to /dev/zero); not followed"))
    if getuid() == 0 { #expect(printed(run, "null.swift: warning: not a regular file (a character device); not read")) }
  }

  @Test("sizes are checked before reading: a huge sparse file is binary or too large, and is never read whole")
  func hugeFiles() throws {
    let project = try Project(["A.swift": ambiguousAlert, "Prefix.swift": "struct Prefix {}\n"])
    defer { project.remove() }
    #expect(FileManager.default.createFile(atPath: project.path("Sparse.swift"), contents: nil))
    #expect(truncate(project.path("Sparse.swift"), 3_500_000_000) == 0)
    #expect(truncate(project.path("Prefix.swift"), 200_000_000) == 0)
    #expect(FileManager.default.createFile(atPath: project.path("Huge.swift"), contents: nil))
    #expect(truncate(project.path("Huge.swift"), 5_000_000_000) == 0)
    let run = try dialoglint(["."], in: project.root, timeout: 60)
    #expect(printed(run, "Sparse.swift: warning: binary file; skipped"))
    #expect(printed(run, "Prefix.swift: warning: binary file; skipped"))
    #expect(printed(run, "Huge.swift: error: too large to scan (over 4095 MiB)"))
    #expect(run.exit == .failure && run.stdout.contains("A.swift:8:16"))
    #if os(Linux)
      // Reading 3.5 GB to call it binary would show in the child's peak memory (in KB on Linux).
      var usage = rusage()
      getrusage(RUSAGE_CHILDREN.rawValue, &usage)
      #expect(usage.ru_maxrss < 1_000_000, "peak resident size of a child: \(usage.ru_maxrss) KB")
    #endif
  }

  @Test("no link is followed out of the roots: to a file, a folder, a device or a string table outside")
  func linksOut() throws {
    let project = try Project([
      "App/A.swift": ambiguousAlert, "App/Keyed.swift": keyedAlert, "App/Alias.txt": ambiguousAlert,
      "Outside/E.swift": ambiguousAlert, "Outside/Localizable.strings": "\"alert.answer\" = \"Yes\";\n",
    ])
    defer { project.remove() }
    try project.link("App/E.swift", to: "../Outside/E.swift")
    try project.link("App/Shared", to: "../Outside")
    try project.link("App/zero.swift", to: "/dev/zero")
    try FileManager.default.createDirectory(atPath: project.path("App/en.lproj"), withIntermediateDirectories: true)
    try project.link("App/en.lproj/Localizable.strings", to: "../../Outside/Localizable.strings")
    // To a file only the link reaches: one reached by its own name too is scanned once, under that.
    try project.link("App/Alias.swift", to: "Alias.txt")
    let run = try dialoglint(["App"], in: project.root, timeout: 30)
    #expect(run.exit == .clean)
    let paths = Set(run.stdout.split(separator: "\n").map { String($0.split(separator: ":")[0]) })
    #expect(paths == ["App/A.swift", "App/Alias.swift"], "a link inside the roots is followed, the others are not")
    let outside = project.root.appendingPathComponent("Outside").resolvingSymlinksInPath().path
    for (link, target) in [
      ("App/E.swift", "\(outside)/E.swift"), ("App/Shared", outside), ("App/zero.swift", "/dev/zero"),
      ("App/en.lproj/Localizable.strings", "\(outside)/Localizable.strings"),
    ] {
      #expect(printed(run, "\(link): warning: a symbolic link out of the scanned folders (to \(target)); not followed"))
    }
    // With the table inside the root, the link is followed and the key reads "Yes": the test sees it.
    let inside = try dialoglint(["."], in: project.root, timeout: 30)
    #expect(inside.stdout.contains("App/Keyed.swift:8:"))
  }

  @Test("links in loops end: a link to its own folder is walked once, a link to itself is an error")
  func linkLoops() throws {
    let project = try Project(["App/A.swift": ambiguousAlert, "App/Sub/B.swift": ambiguousAlert])
    defer { project.remove() }
    try project.link("App/Sub/Back", to: "..")
    try project.link("App/Here", to: ".")
    try project.link("App/Self.swift", to: "Self.swift")
    let run = try dialoglint(["App"], in: project.root, timeout: 30)
    #expect(run.exit == .failure, "a link that cannot be resolved is an I/O error")
    #expect(run.stdout.components(separatedBy: "\n").filter { $0.contains("warning:") }.count == 2)
    #expect(printed(run, "App/Self.swift: error: a symbolic link loop (Too many levels of symbolic links); not read"))
  }

  @Test("a dangling link and a missing path are errors that leave the run incomplete, the rest still reported")
  func danglingAndMissing() throws {
    let project = try Project(["A.swift": ambiguousAlert, "B.swift": ambiguousAlert])
    defer { project.remove() }
    try project.link("Gone.swift", to: "Missing.swift")
    let run = try dialoglint([".", "--format", "sarif"], in: project.root, timeout: 30)
    #expect(run.exit == .failure)
    #expect(printed(run, "Gone.swift: error: a broken symbolic link (No such file or directory); not read"))
    let sarif = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let runs = try #require(sarif["runs"] as? [[String: Any]])
    let invocation = try #require((runs[0]["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    #expect((runs[0]["results"] as? [Any])?.count == 2)

    let missing = try dialoglint(["A.swift", "nope", "B.swift"], in: project.root, timeout: 30)
    #expect(missing.exit == .failure)
    #expect(printed(missing, "nope: error: no such file or folder"))
    #expect(missing.stdout.contains("A.swift:8:16") && missing.stdout.contains("B.swift:8:16"))
  }

  @Test("an unreadable folder, file or string table is an error: exit 2, executionSuccessful false, the rest reported")
  func unreadable() throws {
    let project = try Project([
      "A.swift": ambiguousAlert, "Locked/B.swift": ambiguousAlert, "Hidden.swift": ambiguousAlert,
      "Keyed.swift": keyedAlert, "en.lproj/Localizable.strings": "\"alert.answer\" = \"Yes\";\n",
    ])
    let locked = ["Locked", "Hidden.swift", "en.lproj/Localizable.strings"]
    for path in locked { chmod(project.path(path), 0) }
    defer {
      for path in locked { chmod(project.path(path), 0o755) }
      project.remove()
    }
    guard let text = try dialoglintWithoutPrivileges(["."], in: project.root) else { return }
    #expect(text.exit == .failure)
    #expect(printed(text, "Locked: error: cannot read folder: Permission denied"), "\(text.stderr)")
    #expect(printed(text, "Hidden.swift: error: cannot open: Permission denied"))
    #expect(printed(text, "en.lproj/Localizable.strings: error: cannot open: Permission denied"))
    #expect(text.stdout.hasPrefix("A.swift:8:16: warning: alert action \"Yes\""))
    let sarif = try #require(try dialoglintWithoutPrivileges([".", "--format", "sarif"], in: project.root))
    #expect(sarif.exit == .failure && sarif.stdout.contains("\"executionSuccessful\": false"))
    #expect(sarif.stdout.contains("\"text\": \"cannot read folder: Permission denied\""))
    if SARIFValidator.isAvailable {
      let (valid, output) = try SARIFValidator.validate(sarif.stdout)
      #expect(valid, "\(output)")
    }
  }

  @Test(
    "--output may not name the baseline the run reads or writes, however it is spelt",
    arguments: [
      ["--output", "baseline.json", "--write-baseline", "baseline.json"],
      ["--output", "./baseline.json", "--write-baseline", "baseline.json"],
      ["--output", "Sub/../baseline.json", "--baseline", "baseline.json"],
      ["--output", "link.json", "--write-baseline", "baseline.json"],
    ])
  func outputOverBaseline(_ arguments: [String]) throws {
    let project = try Project(["A.swift": ambiguousAlert, "baseline.json": "{\"version\": 1, \"findings\": []}\n"])
    defer { project.remove() }
    try project.link("link.json", to: "baseline.json")
    let run = try dialoglint(arguments + ["A.swift"], in: project.root)
    #expect(run.exit == .failure && run.stderr.contains("dialoglint: error: --output and --"))
    #expect(!run.stderr.contains("dialoglint: recorded"))
    let kept = try String(contentsOfFile: project.path("baseline.json"), encoding: .utf8)
    #expect(kept == "{\"version\": 1, \"findings\": []}\n")
  }

  @Test(
    "a FIFO no one reads, named by --output or --write-baseline, is an error, not a wait",
    arguments: [
      "--output", "--write-baseline",
    ])
  func writingToFIFO(_ flag: String) throws {
    let project = try Project(["A.swift": ambiguousAlert])
    defer { project.remove() }
    try project.fifo("out")
    let run = try dialoglint([flag, "out", "A.swift"], in: project.root, timeout: 30)
    #expect(run.exit == .failure)
    #expect(run.stderr.contains("cannot write") && run.stderr.contains("out: No such device or address"))
  }

  @Test("reading stops at the limit, whatever size fstat gave: a file that grows is not read past it")
  func readLimit() throws {
    #if os(Linux)
      // Files of /proc claim a size of 0 and hold more: as a file growing while it is read.
      #expect(FileSystem.read("/proc/self/status", limit: 64) == .failure(.tooLarge(limit: 64)))
      let whole = try FileSystem.read("/proc/self/status", limit: 1 << 20).get()
      #expect(whole.count > 64 && whole.starts(with: Array("Name:".utf8)))
    #else
      print("skipped: no /proc here")
    #endif
    let project = try Project(["Big.swift": String(repeating: "let x = 1\n", count: 1_000)])
    defer { project.remove() }
    #expect(FileSystem.read(project.path("Big.swift"), limit: 9_999) == .failure(.tooLarge(limit: 9_999)))
    #expect(FileSystem.read(project.path("Big.swift"), limit: 10_000).map(\.count) == .success(10_000))
  }

  @Test("a file is read whole around the size read at once (one chunk), and a binary one past it stops early")
  func readSizes() throws {
    let chunk = FileSystem.chunkSize
    let project = try Project(["A.swift": "let a = 1\n"])
    defer { project.remove() }
    for size in [1, 4_095, chunk - 1, chunk, chunk + 1, 2 * chunk + 7] {
      let bytes = (0..<size).map { UInt8(0x20 + $0 * 7 % 95) }
      try Data(bytes).write(to: project.root.appendingPathComponent("F.swift"))
      #expect(FileSystem.read(project.path("F.swift"), limit: 1 << 30, stopEarly: Analysis.isBinary) == .success(bytes))
      // A NUL in the first chunk: a file of one chunk is read whole, a larger one stops there.
      let binary = [0] + bytes.dropFirst()
      try Data(binary).write(to: project.root.appendingPathComponent("F.swift"))
      let read = try FileSystem.read(project.path("F.swift"), limit: 1 << 30, stopEarly: Analysis.isBinary).get()
      #expect(read == Array(binary.prefix(chunk)), "\(size)")
    }
  }
}
