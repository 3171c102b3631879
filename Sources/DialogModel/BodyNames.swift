import SwiftScan

/// Where each name is spelled in the body of one declaration, built once per run: finding the
/// places that set a binding or call a function then costs the occurrences of that name, not a
/// pass over the whole presenting type for every dialog it presents.
struct BodyNames: Sendable {
  /// The positions of the name tokens of the body, in source order, by the hash of their bytes (a
  /// backticked name under its bytes with and without the backticks). Names that share a hash only
  /// add candidates, which the callers check token by token.
  private let positions: [Int: [Int]]
  /// The bodies of the types declared inside, whose state is their own, as token ranges.
  private let nestedTypes: [Range<Int>]

  init(_ project: Project, _ ref: DeclarationRef) {
    let tree = project.tree(ref.file)
    var body = 0..<0
    if let open = project.declaration(ref).body, let close = tree.partner(of: open) { body = (open + 1)..<close }
    var positions: [Int: [Int]] = [:]
    tree.bytes.withUnsafeBytes { bytes in
      for k in body where tree.isName(k) {
        let range = tree.tokens[k].range
        let hash = Self.hash(UnsafeRawBufferPointer(rebasing: bytes[range]))
        positions[hash, default: []].append(k)
        let backtick = UInt8(ascii: "`")
        if range.count >= 2 && bytes[range.lowerBound] == backtick && bytes[range.upperBound - 1] == backtick {
          let inner = Self.hash(
            UnsafeRawBufferPointer(rebasing: bytes[(range.lowerBound + 1)..<(range.upperBound - 1)]))
          if inner != hash { positions[inner, default: []].append(k) }
        }
      }
    }
    self.positions = positions
    nestedTypes = project.nestedTypeBodies(in: body, file: ref.file).map { $0.key..<($0.value + 1) }
  }

  /// The name tokens that may spell `name` (as written or between backticks), in source order.
  func tokens(spelling name: String) -> [Int] {
    var name = name
    return positions[name.withUTF8 { Self.hash(UnsafeRawBufferPointer($0)) }] ?? []
  }

  /// Whether `token` lies in the body of a type declared inside this one.
  func isInNestedType(_ token: Int) -> Bool { nestedTypes.contains { $0.contains(token) } }

  private static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
    var hasher = Hasher()
    hasher.combine(bytes: bytes)
    return hasher.finalize()
  }
}
