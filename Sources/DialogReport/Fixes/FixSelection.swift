import DialogRules

/// Which fixes go together in one pass of `--fix`, and what they make of a file.
///
/// Fixes are taken in report order. A fix whose edits overlap an edit already taken, or that
/// declares a name already declared in the same type for other controls, waits for the next
/// pass, when it is made again from the file as it then is. An edit identical to one taken (two
/// dialogs with one trigger both binding it) is applied once; lines inserted at one place (the
/// focus states of several dialogs of one view) all go in, in report order.
public enum FixSelection {
  /// The indices of the fixes of `fixes` that can be applied together, in order.
  public static func compatible(_ fixes: [ReportedFix]) -> [Int] {
    var taken: [String: [ReportedEdit]] = [:]
    var claims: [String: Set<Substring>] = [:]
    var result: [Int] = []
    for (index, fix) in fixes.enumerated() {
      let owners = fix.claims.mapValues { Set($0.split(separator: " ")) }
      // One fix's controls may include another's (a popover and a sheet of one binding, the sheet
      // also shown from a control for other platforms), or be built for other platforms.
      let clashes = owners.contains { key, owner in
        guard let claimed = claims[key], !claimed.isSubset(of: owner), !owner.isSubset(of: claimed) else {
          return false
        }
        return !owner.subtracting(claimed).allSatisfy { new in
          claimed.allSatisfy { Fix.neverBuiltTogether($0, new) }
        }
      }
      guard !clashes, !overlapsItself(fix.edits) else { continue }
      let fits = fix.edits.allSatisfy { edit in
        taken[edit.location.path, default: []].allSatisfy { $0 == edit || !overlap($0, edit) }
      }
      guard fits else { continue }
      for edit in fix.edits where !taken[edit.location.path, default: []].contains(edit) {
        taken[edit.location.path, default: []].append(edit)
      }
      claims.merge(owners) { $0.union($1) }
      result.append(index)
    }
    return result
  }

  /// `bytes` with `edits` applied, in order where they insert at one place; identical edits
  /// count once.
  public static func apply(_ edits: [ReportedEdit], to bytes: [UInt8]) -> [UInt8] {
    var unique: [ReportedEdit] = []
    for edit in edits where !unique.contains(edit) { unique.append(edit) }
    var result = bytes
    // From the end, so that earlier offsets stay right; at one offset the last edit goes in first,
    // so that the first ends up first.
    let order = unique.indices.sorted {
      (unique[$0].bytes.lowerBound, $0) > (unique[$1].bytes.lowerBound, $1)
    }
    for index in order {
      result.replaceSubrange(unique[index].bytes, with: Array(unique[index].text.utf8))
    }
    return result
  }

  private static func overlapsItself(_ edits: [ReportedEdit]) -> Bool {
    for (n, edit) in edits.enumerated() {
      for other in edits[(n + 1)...] where other.location.path == edit.location.path && overlap(edit, other) {
        return true
      }
    }
    return false
  }

  /// Whether two edits of one file touch: their spans intersect, or one inserts at the edge of
  /// or inside the other, where the order of the two would be a guess. Whole lines inserted at one
  /// place do not touch: either order reads well.
  private static func overlap(_ a: ReportedEdit, _ b: ReportedEdit) -> Bool {
    guard a.location.path == b.location.path else { return false }
    let (x, y) = (a.bytes, b.bytes)
    if x.isEmpty && y.isEmpty { return x.lowerBound == y.lowerBound && !(a.addsLines && b.addsLines) }
    if x.isEmpty { return y.lowerBound <= x.lowerBound && x.lowerBound <= y.upperBound }
    if y.isEmpty { return x.lowerBound <= y.lowerBound && y.lowerBound <= x.upperBound }
    return x.lowerBound < y.upperBound && y.lowerBound < x.upperBound
  }
}

extension ReportedEdit {
  /// An insertion of whole lines: it starts with a line break.
  var addsLines: Bool { bytes.isEmpty && (text.hasPrefix("\n") || text.hasPrefix("\r\n")) }
}
