import Foundation

extension StringProtocol {
  /// Whether `text` occurs in the string, as Foundation's `contains` says. When both are ASCII
  /// (nearly always), where no character combines with the next and the two searches agree, the
  /// bytes are compared instead of going through `NSString`.
  func holds(_ text: String) -> Bool {
    let found =
      utf8.withContiguousStorageIfAvailable { haystack in
        text.utf8.withContiguousStorageIfAvailable { needle -> Bool? in
          guard !needle.isEmpty, haystack.allSatisfy({ $0 < 0x80 }), needle.allSatisfy({ $0 < 0x80 }) else {
            return nil
          }
          guard needle.count <= haystack.count else { return false }
          return (0...(haystack.count - needle.count)).contains { start in
            haystack[start] == needle[0] && (1..<needle.count).allSatisfy { haystack[start + $0] == needle[$0] }
          }
        } ?? nil
      } ?? nil
    return found ?? contains(text)
  }
}
