/// A declaration in a scanned file.
package struct DeclarationRef: Sendable, Hashable {
  package var file: Int
  package var index: Int

  package init(file: Int, index: Int) {
    self.file = file
    self.index = index
  }
}

/// The platforms SwiftUI ships on, as `os(…)`, `@available` and a package's `platforms:` name them.
package enum Platform: String, Sendable {
  case iOS, macCatalyst, macOS, tvOS, watchOS, visionOS

  /// The platforms an `#if os(…)` tells apart (Mac Catalyst builds as `os(iOS)`).
  package static let builds: [Platform] = [.iOS, .macOS, .tvOS, .watchOS, .visionOS]
}
