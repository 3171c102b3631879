import Foundation
import SplitMix
import Testing

@testable import SwiftScan

@Suite("Type-name skim: never fewer names than the parser declares")
struct TypeNameSkimTests {
  /// Checks that every type the parser declares in `bytes`, and every module it imports, is one
  /// the skim of `bytes` allows for.
  static func expectSuperset(_ bytes: [UInt8], _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let skim = TypeNameSkim(bytes)
    guard skim.isComplete else { return }
    let tree = SyntaxTree(bytes)
    for declaration in tree.declarations where declaration.isType && declaration.hasName {
      let name = tree.text(declaration.name..<declaration.nameEnd)
      // The index keys a type by its name as written and by its last dotted part.
      for key in [name, String(name.split(separator: ".").last ?? "")] {
        guard let hash = TypeNameSkim.key(of: key) else { continue }
        #expect(skim.names.contains(hash), "\(label): \(key) not skimmed", sourceLocation: sourceLocation)
      }
    }
    // A lookup of a function is by identifier: an operator's name is never asked for.
    for declaration in tree.declarations where declaration.kind == .function && declaration.hasName {
      let name = tree.text(declaration.name..<declaration.nameEnd)
      guard let hash = TypeNameSkim.key(of: name) else { continue }
      #expect(skim.functions.contains(hash), "\(label): func \(name) not skimmed", sourceLocation: sourceLocation)
    }
    // A watched word counted only where called counts wherever a name before `(` or a function
    // declared spells it.
    let called = TypeNameSkim(bytes, watching: Self.watch)
    for k in tree.tokens.indices {
      guard let bit = Self.watchedWords.firstIndex(of: tree.text(k)) else { continue }
      let isFunction = tree.declarations.contains { $0.kind == .function && $0.name == k }
      if tree.kind(k + 1) == .leftParen || isFunction {
        #expect(
          called.watchedWords & 1 << bit != 0, "\(label): \(tree.text(k)) not watched", sourceLocation: sourceLocation)
      }
    }
    // A condition word counts wherever a name of the chain after an `if` holds it, in any case.
    for k in tree.tokens.indices where tree.tokens[k].word == .if {
      var end = k + 1
      while tree.isName(end) {
        if Self.conditionWords.contains(where: tree.name(end).lowercased().contains) {
          #expect(
            called.conditionHoldsWord, "\(label): if \(tree.name(end)) not watched", sourceLocation: sourceLocation)
        }
        guard tree.kind(end + 1) == .period else { break }
        end += 2
      }
    }
    for k in tree.tokens.indices.dropLast() where tree.tokens[k].word == .import {
      switch tree.text(k + 1) {
      case "UIKit": #expect(skim.mentionsUIKit, "\(label): import UIKit not skimmed", sourceLocation: sourceLocation)
      case "AppKit", "Cocoa":
        #expect(skim.mentionsAppKit, "\(label): import AppKit not skimmed", sourceLocation: sourceLocation)
      default: break
      }
    }
  }

  static let watchedWords = ["alert", "sheet", "dialoglint"]
  static let conditionWords = ["alert", "modal"]
  static let watch = TypeNameSkim.Watch(watchedWords, calledOnly: 0b11, inConditions: conditionWords)

  @Test(
    "a watched word counted only where called counts before `(`, `<`, `{` or a backtick, across trivia",
    arguments: [
      (".alert(", true), ("alert (", true), ("x.alert\n  (", true), (".alert /* why */ (", true),
      ("func alert<Item>(item: Item)", true), ("alert {", true), ("`alert`", true), (".alert /* open", true),
      (".alert \u{1}(", true), ("case alert", false), ("var alert: Alert?", false), ("style: .alert)", false),
      (".alert, .sheet", false), ("let a = x.alert", false), ("// the alert shows\n", false),
    ])
  func calledWords(_ source: String, _ counts: Bool) {
    let bytes = Array(source.utf8)
    #expect((TypeNameSkim(bytes, watching: Self.watch).watchedWords & 1 != 0) == counts)
    // Words not counted only where called count anywhere.
    #expect(TypeNameSkim(bytes, watching: TypeNameSkim.Watch(Self.watchedWords)).watchedWords & 1 != 0)
    #expect(TypeNameSkim(Array("// dialoglint: x".utf8), watching: Self.watch).watchedWords == 0b100)
  }

  @Test("a watched word that is also a keyword the skim reads counts, and is read as the keyword too")
  func watchedKeyword() {
    let skim = TypeNameSkim(Array("func helper() {}".utf8), watching: TypeNameSkim.Watch(["alert", "func"]))
    #expect(skim.watchedWords == 0b10)
    #expect(skim.functions.contains(TypeNameSkim.key(of: "helper")!))
  }

  @Test(
    "a condition word counts inside a name right after `if`, in any case, or where the skim cannot read the name",
    arguments: [
      ("if showAlert {", true), ("if model . isModalShown {", true), ("if /* c */ state.ALERT {", true),
      ("} else if x.y.modalVisible {", true), ("#if ALERTS", true), ("if `alert` {", true), ("if $0.isAlert {", true),
      ("if écranAlerte {", true), ("if x$ {", true), ("if showSheet {", false), ("if !showAlert {", false),
      ("if (showAlert) {", false), ("let showAlert = true", false), ("if x.y { alert() }", false),
      ("if", false), ("func `if`<V: View>(_ c: Bool, _ f: (Self) -> V) -> some View {", false),
    ])
  func conditionWords(_ source: String, _ holds: Bool) {
    #expect(TypeNameSkim(Array(source.utf8), watching: Self.watch).conditionHoldsWord == holds)
  }

  @Test(
    "finds the names of declarations spelled in every way the parser accepts",
    arguments: [
      "struct A {}", "final class B: C {}", "enum E { case a }", "actor Store {}", "protocol P {}",
      "extension Outer.Inner {}", "extension Outer . Inner: P {}", "extension /* a comment */ Outer.Inner {}",
      "struct\n  Spaced {}", "struct `Quoted` {}", "extension `Outer`.`Inner` {}", "struct A { struct B {} }",
      "@MainActor final class V {}", "import UIKit\nstruct V {}", "@preconcurrency import AppKit",
      "import Cocoa", "class func f() {}", "struct /* /* nested */ */ N {}", "struct // note\n L {}",
      "extension View { func card<T>(_ t: T) -> some View { self } }", "func `default`() {}",
      "static func == (a: A, b: A) -> Bool { true }", "func /* why */ f() {}", "@objc func\n  tapped() {}",
    ])
  func examples(_ source: String) {
    let skim = TypeNameSkim(Array(source.utf8))
    #expect(skim.isComplete)
    Self.expectSuperset(Array(source.utf8), source)
  }

  @Test(
    "gives up on what it cannot read: non-ASCII names, raw identifiers, unterminated comments",
    arguments: [
      "struct Café {}", "struct `a b` {}", "enum /* open", "extension Outer.Écran {}", "struct Foo$ {}",
      "func café() {}", "func `a b`() {}",
    ])
  func incomplete(_ source: String) {
    #expect(!TypeNameSkim(Array(source.utf8)).isComplete)
  }

  @Test("a lookup's key is that of its last name; other spellings have none")
  func keys() {
    #expect(TypeNameSkim.key(of: "Outer.Inner") == TypeNameSkim.key(of: "Inner"))
    #expect(TypeNameSkim.key(of: "`Inner`") == TypeNameSkim.key(of: "Inner"))
    #expect(TypeNameSkim.key(of: "Inner") != TypeNameSkim.key(of: "Outer"))
    #expect(TypeNameSkim.key(of: "Café") == nil)
    #expect(TypeNameSkim.key(of: "[Int]") == nil)
  }

  @Test("finds every declared name in the fixtures and in mutants of them")
  func fixturesAndMutants() throws {
    let sources = Oracle.swiftFiles(under: Oracle.packageRoot.appendingPathComponent("Fixtures"))
      .compactMap { FileManager.default.contents(atPath: $0).map { Array($0) } }
    try #require(!sources.isEmpty)
    for (n, source) in sources.enumerated() { Self.expectSuperset(source, "fixture \(n)") }
    var random = SplitMix64(state: 0x5C1)
    for n in 0..<2000 {
      let mutant = Mutator.mutate(sources[random.next(below: sources.count)], sources: sources, random: &random)
      Self.expectSuperset(mutant, "mutant \(n)")
    }
  }
}
