import Foundation
import Testing

@testable import DialogModel

@Suite("Type index: lookups over lazily parsed files")
struct TypeIndexTests {
  /// Every fixture, as the CLI reads it, with some files declaring types under one name in
  /// different folders.
  static let files: [SourceFile] = {
    let walker = FileManager.default.enumerator(atPath: packageRoot.path + "/Fixtures")
    var paths: [String] = []
    while let path = walker?.nextObject() as? String {
      if path.hasSuffix(".swift") { paths.append("Fixtures/" + path) }
    }
    var files = paths.sorted().map { path in
      SourceFile(
        path: path, bytes: Array(FileManager.default.contents(atPath: packageRoot.path + "/" + path) ?? Data()))
    }
    let shared =
      "struct Shared { static let title = \"A\"; func helper() {} }\nenum L10n { enum Alert { static let ok = \"OK\" } }\n"
    for folder in ["App/Sources/Feature", "App/Sources/Other", "Package/Sources"] {
      files.append(SourceFile(path: "\(folder)/Shared.swift", bytes: Array(shared.utf8)))
    }
    return files
  }()

  @Test("each lookup finds what an index over every file's declarations finds, in the same order")
  func sameAsEveryFile() {
    let project = DialogModel.Project(files: Self.files)
    var types: [String: [DeclarationRef]] = [:]
    var members: [String: [String: [DeclarationRef]]] = [:]
    for (file, source) in Self.files.enumerated() {
      let declarations = source.declarations
      for (name, indices) in declarations.types {
        types[name, default: []] += indices.map { DeclarationRef(file: file, index: $0) }
      }
      for (type, byName) in declarations.members {
        for (name, indices) in byName {
          members[type, default: [:]][name, default: []] += indices.map { DeclarationRef(file: file, index: $0) }
        }
      }
    }
    for from in [0, Self.files.count - 1] {
      for (name, refs) in types {
        let expected = project.index.nearest(refs.sorted { ($0.file, $0.index) < ($1.file, $1.index) }, to: from)
        #expect(project.index.declarations(ofType: name, from: from) == expected, "\(name)")
      }
      for (type, byName) in members {
        for (name, refs) in byName {
          let expected = project.index.nearest(refs.sorted { ($0.file, $0.index) < ($1.file, $1.index) }, to: from)
          #expect(project.index.members(named: name, ofType: type, from: from) == expected, "\(type).\(name)")
        }
      }
    }
  }

  @Test("a type declared in several folders resolves to the nearest; static paths match on their last names")
  func nearestAndStatic() throws {
    let project = DialogModel.Project(files: Self.files)
    let last = Self.files.count - 1
    let shared = project.index.declarations(ofType: "Shared", from: last)
    #expect(shared.map(\.file) == [last])
    #expect(project.index.declarations(ofType: "Shared", from: last - 2).map(\.file) == [last - 2])
    #expect(project.index.staticMembers(at: "L10n.Alert.ok", from: last).map(\.file) == [last])
    #expect(project.index.staticMembers(at: "Alert.ok", from: last).map(\.file) == [last])
    #expect(project.index.staticMembers(at: "ok", from: last).isEmpty)
    #expect(project.index.staticMembers(at: "Other.Alert.ok", from: last).isEmpty)
  }

  @Test("folders shared by two paths ignore `.`, empty names and the file's own name, in ASCII or not")
  func sharedFolderCount() {
    #expect(sharedFolders("App/Sources/A.swift", "App/Sources/B.swift") == 2)
    #expect(sharedFolders("./App//Sources/A.swift", "App/Sources/Other/B.swift") == 2)
    #expect(sharedFolders("App/A.swift", "App/A.swift/") == 1)
    #expect(sharedFolders("Écrans/Réglages/A.swift", "Écrans/Réglages/B.swift") == 2)
    #expect(sharedFolders("A.swift", "B.swift") == 0)
  }
}
