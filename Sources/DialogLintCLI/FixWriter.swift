#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a fixed file so that nothing is lost: never over a file that changed since it was read,
/// and through a temporary file renamed over it, so that the file is old or new, never half written.
enum FixWriter {
  /// Replaces the file at `path`, read as `original`, with `bytes`; the problem when it cannot.
  static func replace(_ path: String, expecting original: [UInt8], with bytes: [UInt8]) -> String? {
    guard case .success(let current) = FileSystem.read(path, limit: FileSystem.sourceLimit), current == original else {
      return "changed on disk while dialoglint ran; its fixes were not written"
    }
    // A link inside the scanned roots is written through: the file it names gets the fixes.
    guard let resolved = realpath(path, nil) else { return "cannot resolve the path; its fixes were not written" }
    let target = String(cString: resolved)
    free(resolved)
    var info = stat()
    guard stat(target, &info) == 0 else { return "cannot read its permissions; its fixes were not written" }
    let slash = target.lastIndex(of: "/").map { target.index(after: $0) } ?? target.startIndex
    let temporary = "\(target[..<slash]).\(target[slash...]).dialoglint-\(getpid())"
    guard FileSystem.writeFile(temporary, bytes) == nil, chmod(temporary, info.st_mode & 0o7777) == 0 else {
      unlink(temporary)
      return "cannot write beside it; its fixes were not written"
    }
    guard rename(temporary, target) == 0 else {
      unlink(temporary)
      return "cannot replace it: \(String(cString: strerror(errno))); its fixes were not written"
    }
    return nil
  }
}
