import DialogFacts
import SourceText
import SwiftScan

/// Where each name is spelled in the body of one declaration, built once per run: finding the
/// places that set a binding or call a function then costs the occurrences of that name, not a
/// pass over the whole presenting type for every dialog it presents.
struct BodyNames: Sendable {
  /// The name tokens of the body, each as the 32 low bits of the hash of its bytes above its token
  /// index (a backticked name under its bytes with and without the backticks): ascending, they are
  /// by hash, then in source order. Names that share a hash only add candidates, which a lookup
  /// checks token by token.
  private let names: [UInt64]
  /// The bodies of the types declared inside, whose state is their own, as token ranges.
  private let nestedTypes: [Range<Int>]
  private let tree: SyntaxTree

  init(_ project: Project, _ ref: DeclarationRef) {
    let tree = project.tree(ref.file)
    self.tree = tree
    var body = 0..<0
    if let open = project.declaration(ref).body, let close = tree.partner(of: open) { body = (open + 1)..<close }
    var names: [UInt64] = []
    tree.bytes.withUnsafeBufferPointer { bytes in
      for k in body where tree.isName(k) {
        let range = tree.tokens[k].range
        let hash = SyntaxTree.nameHash(UnsafeBufferPointer(rebasing: bytes[range]))
        names.append(hash << 32 | UInt64(k))
        let backtick = UInt8(ascii: "`")
        if range.count >= 2 && bytes[range.lowerBound] == backtick && bytes[range.upperBound - 1] == backtick {
          let inner = SyntaxTree.nameHash(
            UnsafeBufferPointer(rebasing: bytes[(range.lowerBound + 1)..<(range.upperBound - 1)]))
          if inner != hash { names.append(inner << 32 | UInt64(k)) }
        }
      }
    }
    // One sorted array of integers, not a dictionary of arrays: no hashing of the hashes, no array
    // per name, and the sort compares integers.
    names.sort()
    self.names = names
    nestedTypes = project.nestedTypeBodies(in: body, file: ref.file).map { $0.key..<($0.value + 1) }
  }

  /// The name tokens that spell `name` (as written or between backticks), in source order.
  func tokens(spelling name: String) -> [Int] {
    var hashed = name
    let hash = hashed.withUTF8 { SyntaxTree.nameHash($0) }
    return names[names.partitionPoint { $0 >> 32 >= hash }...].prefix { $0 >> 32 == hash }.map {
      Int($0 & 0xFFFF_FFFF)
    }.filter { tree.token($0, spells: name) }
  }

  /// Whether `token` lies in the body of a type declared inside this one.
  func isInNestedType(_ token: Int) -> Bool { nestedTypes.contains { $0.contains(token) } }
}
