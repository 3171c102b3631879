import Foundation
import SourceText
import SplitMix
import Testing

@testable import DialogLintCLI

@Suite("Every file name is scannable: names that are not UTF-8 are read by their bytes and printed escaped")
struct FileNameTests {
  /// `Entwürfe/Übersicht.swift` in Latin-1, as an old archive unpacks it.
  static let latin1 = Array("Entw\u{FC}rfe/\u{DC}bersicht.swift".unicodeScalars.map { UInt8($0.value) })

  @Test("every byte string has one spelling, which gives its bytes back")
  func roundTrip() {
    var random = SplitMix64(state: 20_261_203)
    // Bytes near the edges of UTF-8: lead bytes, continuations, overlongs, surrogates, U+10FFFF.
    let alphabet: [UInt8] = [0x2F, 0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC2, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF, 0x8F]
    for _ in 0..<5_000 {
      let bytes = (0..<random.next(below: 9)).map { _ in alphabet[random.next(below: alphabet.count)] }
      let name = FileName.decoding(bytes)
      #expect(FileName.bytes(name) == bytes, "\(bytes)")
      #expect(FileName.decoding(FileName.bytes(name)) == name)
    }
    #expect(FileName.decoding(Array("Entwürfe/Ünïcödé.swift".utf8)) == "Entwürfe/Ünïcödé.swift")
    // A valid name that spells a scalar of the range that holds raw bytes keeps its own bytes.
    let privateUse = Array("a\u{10FFFF}.swift".utf8)
    #expect(FileName.bytes(FileName.decoding(privateUse)) == privateUse)
  }

  @Test("a reader sees each byte that is not UTF-8 as \\xFF, and nothing else changes")
  func displayed() {
    #expect(FileName.displayed(FileName.decoding(Self.latin1)) == "Entw\\xFCrfe/\\xDCbersicht.swift")
    #expect(DiagnosticText.escaped(path: FileName.decoding(Self.latin1)) == "Entw\\xFCrfe/\\xDCbersicht.swift")
    #expect(FileName.displayed("Entwürfe/a\\xFF.swift") == "Entwürfe/a\\xFF.swift")
  }

  @Test("a Latin-1 named file is found, reported in every format, baselined, fixed, and named on the command line")
  func scan() throws {
    let project = try Project([".dialoglint.json": "{}\n"])
    defer { project.remove() }
    let name = FileName.decoding(Self.latin1)
    var folder = project.root.path
    for part in name.split(separator: "/").dropLast() {
      folder += "/\(part)"
      try #require(mkdir(FileName.system(folder), 0o755) == 0)
    }
    let fd = open(FileName.system("\(project.root.path)/\(name)"), O_WRONLY | O_CREAT | O_EXCL, 0o644)
    try #require(fd >= 0)
    try #require(FileSystem.writeAll(fd, Array(ConstrainedRunTests.source.utf8)) == nil)
    close(fd)

    let text = try dialoglint(["."], in: project.root)
    #expect(text.stdout.hasPrefix("Entw\\xFCrfe/\\xDCbersicht.swift:7:13: warning: alert does not return"), "\(text)")
    let json = try dialoglint(["--format", "json", "."], in: project.root)
    #expect(json.stdout.contains(#""path": "Entw\\xFCrfe/\\xDCbersicht.swift""#), "\(json.stdout)")
    let github = try dialoglint(["--format", "github", "."], in: project.root)
    #expect(github.stdout.contains("file=Entw\\xFCrfe/\\xDCbersicht.swift,line=7"), "\(github.stdout)")
    let sarif = try dialoglint(["--format", "sarif", "."], in: project.root)
    #expect(sarif.stdout.contains(#""uri": "Entw%FCrfe/%DCbersicht.swift""#), "\(sarif.stdout)")

    let recorded = try dialoglint(["--write-baseline", "baseline.json", "."], in: project.root)
    #expect(recorded.stderr.contains("recorded 1 finding"), "\(recorded.stderr)")
    let baselined = try dialoglint(["--baseline", "baseline.json", "."], in: project.root)
    #expect(baselined.stderr.contains("no findings in 1 file (1 baselined)"), "\(baselined.stderr)")

    // The name reaches argv as its bytes through the shell, which `Process` cannot hand over.
    let named = try runProcess(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", #""$0" --fix "$(printf 'Entw\374rfe/\334bersicht.swift')""#, binary.path],
      in: project.root)
    #expect(named.exit == .clean && named.stderr.contains("fixed 1 finding in 1 file"), "\(named)")
    let fixed = try FileSystem.read("\(project.root.path)/\(name)", limit: FileSystem.sourceLimit).get()
    #expect(String(decoding: fixed, as: UTF8.self).contains("@AccessibilityFocusState"))
  }
}
