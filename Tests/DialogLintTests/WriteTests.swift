import CXattr
import Foundation
import Testing

@testable import DialogLintCLI

/// What `lstat` says of `path`; nil when nothing is there.
private func status(_ path: String) -> stat? {
  var info = stat()
  return lstat(path, &info) == 0 ? info : nil
}

/// The names in `folder`, sorted.
private func listing(_ folder: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}

/// Runs the binary with `arguments` in `directory` under a file size limit of `blocks` blocks
/// (`ulimit -f`), as a shell in CI or a container may set one.
private func dialoglintLimited(fileSize blocks: Int, _ arguments: [String], in directory: URL) throws -> Run {
  // A child inherits the signals its parent's thread blocks, and a test runner's threads block
  // SIGXFSZ: the binary must cope with a shell's default, where that signal ends the process.
  var none = sigset_t()
  var blocked = sigset_t()
  sigemptyset(&none)
  pthread_sigmask(SIG_SETMASK, &none, &blocked)
  defer { pthread_sigmask(SIG_SETMASK, &blocked, nil) }
  return try runProcess(
    URL(fileURLWithPath: "/bin/sh"), ["-c", "ulimit -f \(blocks) && exec \"$0\" \"$@\"", binary.path] + arguments,
    in: directory)
}

/// A value one thread changes and another reads.
private final class Shared<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  var current: Value { lock.withLock { value } }

  func update(_ change: (inout Value) -> Void) { lock.withLock { change(&value) } }
}

/// Runs `body` while another thread watches `folder` and calls `act` with the name of each entry
/// that appears in it meanwhile, as soon as it sees it. The thread is its own, not one of a pool
/// that the suites running alongside may keep busy.
private func watching<T>(_ folder: URL, act: @escaping @Sendable (String) -> Void, _ body: () -> T) -> T {
  let path = folder.path
  let before = Set((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
  let done = Shared(false)
  let started = DispatchSemaphore(value: 0)
  let finished = DispatchSemaphore(value: 0)
  Thread {
    var seen = before
    started.signal()
    while !done.current {
      for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] where seen.insert(name).inserted {
        act(name)
      }
    }
    finished.signal()
  }.start()
  started.wait()
  let result = body()
  done.update { $0 = true }
  finished.wait()
  return result
}

/// Text that takes long enough to write for another thread to see its temporary file.
private let largeText = [UInt8](repeating: UInt8(ascii: " "), count: 64 << 20)

@Suite("Writes: --fix, --output and --write-baseline replace files atomically, privately and faithfully", .serialized)
struct WriteTests {
  @Test("a link planted where the temporary file once went is left alone; the target keeps its mode and owner")
  func plantedLink() throws {
    let project = try Project(["Tree/V.swift": "let a = 1\n", "victim.txt": "secret\n"])
    defer { project.remove() }
    let (source, victim) = (project.path("Tree/V.swift"), project.path("victim.txt"))
    chmod(source, 0o600)
    chmod(victim, 0o600)
    if getuid() == 0 { chown(source, 65534, 65534) }
    let owner = try #require(status(source)).st_uid
    // The name the writer once used: predictable, so anyone who may write in the folder could plant it.
    let planted = "Tree/.V.swift.dialoglint-\(getpid())"
    try project.link(planted, to: victim)
    let problem = SafeWriter.replace(source, with: Array("let a = 2\n".utf8), expecting: Array("let a = 1\n".utf8))
    #expect(problem == nil)
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "secret\n")
    #expect(try #require(status(victim)).st_mode & 0o7777 == 0o600)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: project.path(planted)) == victim)
    let fixed = try #require(status(source))
    #expect(fixed.st_mode & S_IFMT == S_IFREG && fixed.st_mode & 0o7777 == 0o600 && fixed.st_uid == owner)
    #expect(try String(contentsOfFile: source, encoding: .utf8) == "let a = 2\n")
    #expect(try listing(project.root.appendingPathComponent("Tree")) == [".V.swift.dialoglint-\(getpid())", "V.swift"])
  }

  @Test("the temporary file has the target's mode from the start: a private file is never readable by others")
  func privateFromTheStart() throws {
    let project = try Project(["V.swift": "let a = 1\n"])
    defer { project.remove() }
    let source = project.path("V.swift")
    chmod(source, 0o600)
    let modes = Shared<[mode_t]>([])
    let folder = project.root.path
    let recordMode: @Sendable (String) -> Void = { name in
      if let info = status("\(folder)/\(name)") { modes.update { $0.append(info.st_mode & 0o777) } }
    }
    let problem = watching(project.root, act: recordMode) {
      SafeWriter.replace(source, with: largeText, expecting: Array("let a = 1\n".utf8))
    }
    #expect(problem == nil)
    #expect(!modes.current.isEmpty, "the temporary file came and went unseen")
    #expect(modes.current.allSatisfy { $0 & 0o077 == 0 }, "modes seen: \(modes.current.map { String($0, radix: 8) })")
  }

  @Test("an edit saved while the fixed text is being written is kept, and the fixes are not written")
  func editSavedMeanwhile() throws {
    let project = try Project(["V.swift": "let a = 1\n"])
    defer { project.remove() }
    let source = project.path("V.swift")
    let saveEdit: @Sendable (String) -> Void = { _ in
      let fd = open(source, O_WRONLY | O_APPEND)
      _ = "let b = 2\n".withCString { write(fd, $0, 10) }
      close(fd)
    }
    let problem = watching(project.root, act: saveEdit) {
      SafeWriter.replace(source, with: largeText, expecting: Array("let a = 1\n".utf8))
    }
    #expect(problem == .changed)
    #expect(try String(contentsOfFile: source, encoding: .utf8) == "let a = 1\nlet b = 2\n")
    #expect(try listing(project.root) == ["V.swift"])
  }

  @Test("--fix keeps the file's owner, group, mode and extended attributes")
  func ownerAndAttributes() throws {
    let project = try Project(["V.swift": FixCommandTests.source])
    defer { project.remove() }
    let source = project.path("V.swift")
    chmod(source, 0o640)
    let isRoot = getuid() == 0
    if isRoot {
      #expect(chown(source, 65534, 65534) == 0)
    } else {
      print("the owner check is skipped: only root may give a file to nobody:nogroup")
    }
    let hasAttribute = setxattr(source, "user.dialoglint", "kept", 4, 0) == 0
    if !hasAttribute {
      print("the extended attribute check is skipped: \(String(cString: strerror(errno)))")
    }
    let run = try dialoglint(["--fix", "."], in: project.root)
    #expect(run.exit == .clean && run.stderr.contains("fixed 3 findings in 1 file"), "\(run.stderr)")
    #expect(try String(contentsOfFile: source, encoding: .utf8) != FixCommandTests.source)
    let info = try #require(status(source))
    #expect(info.st_mode & 0o7777 == 0o640)
    if isRoot { #expect(info.st_uid == 65534 && info.st_gid == 65534) }
    if hasAttribute {
      var value = [UInt8](repeating: 0, count: 16)
      let length = getxattr(source, "user.dialoglint", &value, value.count)
      #expect(length == 4 && Array(value.prefix(4)) == Array("kept".utf8))
    }
  }

  @Test(
    "a hard-linked or read-only source is not replaced: an error says why, and its fixes are not counted",
    arguments: ["hard link", "read-only"])
  func notReplaced(_ kind: String) throws {
    let other = FixCommandTests.source.replacingOccurrences(of: "Drafts", with: "Notes")
    let project = try Project(["A.swift": FixCommandTests.source, "B.swift": other])
    defer { project.remove() }
    let source = project.path("B.swift")
    if kind == "hard link" {
      #expect(link(source, project.path("B.copy")) == 0)
    } else {
      // Root may write it all the same: the mode says the owner wants it left as it is.
      chmod(source, 0o444)
    }
    let run = try dialoglint(["--fix", "."], in: project.root)
    #expect(run.exit == .failure)
    let reason =
      kind == "hard link" ? "the file has 2 hard links, which replacing it would split" : "the file is read-only"
    #expect(printed(run, "B.swift: error: not fixed: \(reason)"), "\(run.stderr)")
    #expect(run.stderr.contains("dialoglint: fixed 3 findings in 1 file;"), "\(run.stderr)")
    #expect(try String(contentsOfFile: source, encoding: .utf8) == other)
    #expect(try String(contentsOfFile: project.path("A.swift"), encoding: .utf8) != FixCommandTests.source)
    if kind == "hard link" { #expect(try #require(status(source)).st_nlink == 2) }
  }

  @Test("a source left unwritten is reported as it is: its findings stay in the report")
  func unwrittenFileReported() throws {
    let other = FixCommandTests.source.replacingOccurrences(of: "Drafts", with: "Notes")
    let project = try Project(["A.swift": FixCommandTests.source, "B.swift": other])
    defer { project.remove() }
    chmod(project.path("B.swift"), 0o444)
    let run = try dialoglint(["--fix", "--fail-on", "never", "."], in: project.root)
    #expect(run.exit == .failure)
    #expect(!run.stdout.contains("A.swift:"), "A.swift was fixed: \(run.stdout)")
    #expect(run.stdout.contains("B.swift:") && run.stdout.contains("[alert-focus-return]"), "\(run.stdout)")
  }

  @Test("a fix that spans two files is written whole or not at all")
  func fixAcrossFiles() throws {
    let (type, ext) = (FixTests.profileType, FixTests.profileExtension)
    // Either file may be the one that cannot be written, before or after the other is.
    for unwritable in ["A.swift", "B.swift"] {
      let project = try Project(["A.swift": type, "B.swift": ext])
      defer { project.remove() }
      chmod(project.path(unwritable), 0o444)
      let run = try dialoglint(["--fix", "--fail-on", "never", "."], in: project.root)
      #expect(run.exit == .failure)
      #expect(try String(contentsOfFile: project.path("A.swift"), encoding: .utf8) == type, "\(unwritable)")
      #expect(try String(contentsOfFile: project.path("B.swift"), encoding: .utf8) == ext, "\(unwritable)")
      let written = unwritable == "A.swift" ? "B.swift" : "A.swift"
      #expect(
        printed(run, "\(written): error: not fixed: its fixes go with those of \(unwritable)"), "\(run.stderr)")
      #expect(run.stdout.contains("[alert-focus-return]"), "\(run.stdout)")
      #expect(run.stderr.contains("dialoglint: fixed 0 findings in 0 files;"), "\(run.stderr)")
    }
  }

  @Test("a source whose name is as long as a name may be is fixed: the temporary name is short")
  func longName() throws {
    let name = String(repeating: "V", count: Int(NAME_MAX) - 6) + ".swift"
    let project = try Project([name: FixCommandTests.source])
    defer { project.remove() }
    let run = try dialoglint(["--fix", "."], in: project.root)
    #expect(run.exit == .clean, "\(run.stderr)")
    #expect(run.stderr.contains("dialoglint: fixed 3 findings in 1 file;"))
    #expect(try String(contentsOfFile: project.path(name), encoding: .utf8) != FixCommandTests.source)
    #expect(try listing(project.root) == [name])
  }

  @Test("a write the file size limit stops names its cause, leaves no temporary file and is not counted")
  func fileSizeLimit() throws {
    let padded = FixCommandTests.source + String(repeating: "// long enough to pass the limit\r\n", count: 400)
    let project = try Project(["V.swift": padded])
    defer { project.remove() }
    let run = try dialoglintLimited(fileSize: 8, ["--fix", "."], in: project.root)
    #expect(run.exit == .failure, "killed by a signal, or not failed: \(run.stderr)")
    #expect(printed(run, "V.swift: error: not fixed: \(String(cString: strerror(EFBIG)))"), "\(run.stderr)")
    #expect(run.stderr.contains("dialoglint: fixed 0 findings in 0 files;"))
    #expect(try String(contentsOfFile: project.path("V.swift"), encoding: .utf8) == padded)
    #expect(try listing(project.root) == ["V.swift"])
  }

  @Test(
    "--write-baseline and --output that the file size limit stops leave the previous file whole",
    arguments: [
      ["--write-baseline", "previous.json", "--output", "/dev/null"],
      ["--output", "previous.json", "--format", "json"],
    ])
  func previousFileKept(_ arguments: [String]) throws {
    let many = (0..<60).map { ambiguousAlert.replacingOccurrences(of: "Drafts", with: "Drafts\($0)") }.joined()
    let previous = "{\"version\": 1, \"findings\": []}\n"
    let project = try Project(["A.swift": many, "previous.json": previous])
    defer { project.remove() }
    let run = try dialoglintLimited(fileSize: 4, arguments + ["A.swift"], in: project.root)
    #expect(run.exit == .failure)
    #expect(run.stderr.contains("previous.json: \(String(cString: strerror(EFBIG)))"), "\(run.stderr)")
    #expect(try String(contentsOfFile: project.path("previous.json"), encoding: .utf8) == previous)
    #expect(try listing(project.root) == ["A.swift", "previous.json"])
  }

  @Test(
    "a failed write to stdout is exit 2 with its cause, not a truncated report that passes",
    arguments: [
      (["--format", "sarif", "."], "the report"), (["--fix", "--diff", "."], "the diff"),
      (["--list-rules"], "the rules"),
    ])
  func fullStandardOutput(_ arguments: [String], _ what: String) throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else {
      print("the full-device check is skipped: no /dev/full here")
      return
    }
    let project = try Project(["V.swift": FixCommandTests.source])
    defer { project.remove() }
    let run = try runProcess(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \"$0\" \"$@\" > /dev/full", binary.path] + arguments,
      in: project.root)
    #expect(run.exit == .failure)
    #expect(
      printed(run, "dialoglint: error: cannot write \(what): \(String(cString: strerror(ENOSPC)))"), "\(run.stderr)")
    #expect(try String(contentsOfFile: project.path("V.swift"), encoding: .utf8) == FixCommandTests.source)
  }

  @Test(
    "--output may not name a file the run reads, however it is spelt",
    arguments: [
      (["--output", "V.swift"], "a scanned source"), (["--output", "./V.swift"], "a scanned source"),
      (["--output", "Sub/../V.swift"], "a scanned source"), (["--output", "out-link"], "a scanned source"),
      (["--output", ".dialoglint.json"], "the configuration"),
      (["--output", "./rules.json", "--rules", "rules.json"], "the rules file"),
      (["--output", "en.lproj/Localizable.strings"], "a string table"),
      (["--fix", "--output", "V.swift"], "a scanned source"),
    ])
  func outputOverInput(_ arguments: [String], _ what: String) throws {
    let files = [
      "V.swift": FixCommandTests.source, "Sub/Other.swift": "struct Other {}\n", ".dialoglint.json": "{}\n",
      "rules.json": "{\"rules\": []}\n", "en.lproj/Localizable.strings": "\"a\" = \"b\";\n",
    ]
    let project = try Project(files)
    defer { project.remove() }
    try project.link("out-link", to: "V.swift")
    let run = try dialoglint(arguments + ["."], in: project.root)
    #expect(run.exit == .failure)
    #expect(run.stderr.hasPrefix("dialoglint: error: --output and \(what) name the same file ("), "\(run.stderr)")
    for (path, text) in files {
      #expect(try String(contentsOfFile: project.path(path), encoding: .utf8) == text, "\(path) was written")
    }
  }

  @Test(
    "a file reached twice (named again, or through a link in the tree) is scanned and fixed once",
    arguments: [[".", "V.swift", "./V.swift"], [".", "L.swift"]])
  func reachedTwice(_ paths: [String]) throws {
    let project = try Project(["V.swift": FixCommandTests.source])
    defer { project.remove() }
    try project.link("L.swift", to: "V.swift")
    let once = try dialoglint(["V.swift"], in: project.root)
    let run = try dialoglint(paths, in: project.root)
    #expect(run.stdout.split(separator: "\n").count == once.stdout.split(separator: "\n").count, "\(run.stdout)")
    #expect(run.stderr.hasSuffix(" in 1 file; 3 fixable with --fix\n"), "\(run.stderr)")
    let fix = try dialoglint(["--fix"] + paths, in: project.root)
    #expect(fix.exit == .clean)
    #expect(fix.stderr.hasPrefix("dialoglint: fixed 3 findings in 1 file;"), "\(fix.stderr)")
  }

  @Test("--output /dev/stdout writes where stdout goes, a file included, without replacing it")
  func outputToStandardOutput() throws {
    let project = try Project(["A.swift": ambiguousAlert])
    defer { project.remove() }
    let run = try dialoglint(["--output", "/dev/stdout", "A.swift"], in: project.root)
    #expect(run.exit == .clean)
    #expect(run.stdout.hasPrefix("A.swift:8:16: warning: alert action \"Yes\""), "\(run.stdout)")
    #expect(run.stderr == "dialoglint: 1 warning in 1 file\n")
  }
}
