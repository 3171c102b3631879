import SourceText

#if canImport(Glibc)
  import CXattr
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file was not replaced.
enum WriteError: Error, Equatable, CustomStringConvertible {
  /// The file is no longer the one that was read: edited, replaced or moved meanwhile.
  case changed
  /// No write permission: the owner said the file is not to change.
  case readOnly
  /// More than one name for the file: a new file under one of them would leave the others with
  /// the old text.
  case hardLinked(links: Int)
  /// The new file cannot be given the original's owner, so replacing would change who owns it.
  case owner(errno: Int32)
  case system(errno: Int32)

  var description: String {
    switch self {
    case .changed: "changed on disk while dialoglint ran"
    case .readOnly: "the file is read-only"
    case .hardLinked(let links): "the file has \(links) hard links, which replacing it would split"
    case .owner(let code): "cannot keep its owner: \(String(cString: strerror(code)))"
    case .system(let code): String(cString: strerror(code))
    }
  }
}

/// The one way dialoglint writes a file (`--fix`, `--output`, `--write-baseline`): old or new,
/// never half written, never readable by more people than the file itself, and never over a file
/// that changed since it was read.
///
/// The new text goes to a temporary file created beside the target under a random name that no
/// other file or link may already hold, with the target's mode from the start; it is written whole,
/// synced, given the target's owner, group and extended attributes, and renamed over the target
/// only when the target is still the file that was read. A FIFO, a device, and the run's own
/// stdout or stderr named as a file are written in place, as a shell's redirection would.
enum SafeWriter {
  /// Replaces the file at `path` with `bytes`; when `original` is given, only if it still holds
  /// exactly that. A link is written through: the file it names gets the bytes, the link stays.
  static func replace(_ path: String, with bytes: [UInt8], expecting original: [UInt8]? = nil) -> WriteError? {
    let target = FileDiscovery.realPath(path) ?? path
    var read = stat()
    guard lstat(FileName.system(target), &read) == 0 else {
      if original != nil { return .changed }
      return errno == ENOENT ? write(bytes, over: target, replacing: nil, expecting: nil) : .system(errno: errno)
    }
    if (read.st_mode & S_IFMT) != S_IFREG || isStandardOutput(read) {
      return FileSystem.writeFile(path, bytes).map { .system(errno: $0) }
    }
    if read.st_nlink > 1 { return .hardLinked(links: Int(read.st_nlink)) }
    if read.st_mode & S_IWUSR == 0 || access(FileName.system(target), W_OK) != 0 { return .readOnly }
    return write(bytes, over: target, replacing: read, expecting: original)
  }

  /// Whether the file `info` describes is where stdout or stderr go (`--output /dev/stdout` with
  /// stdout redirected to a file): a new file there would cut the shell's redirection off.
  private static func isStandardOutput(_ info: stat) -> Bool {
    [Int32(1), 2].contains { fd in
      var open = stat()
      return fstat(fd, &open) == 0 && open.st_dev == info.st_dev && open.st_ino == info.st_ino
    }
  }

  /// Writes `bytes` to a new file beside `target` and renames it over `target`, which is the file
  /// `read` describes (nil: there was none) and holds `original` when it is given.
  private static func write(_ bytes: [UInt8], over target: String, replacing read: stat?, expecting original: [UInt8]?)
    -> WriteError?
  {
    // A new file gets what a shell's redirection would give it; the umask narrows either mode.
    let mode = read.map { $0.st_mode & 0o777 } ?? 0o644
    guard let (temporary, fd) = createTemporary(beside: target, mode: mode) else { return .system(errno: errno) }
    var renamed = false
    defer {
      close(fd)
      if !renamed { unlink(FileName.system(temporary)) }
    }
    if let code = FileSystem.writeAll(fd, bytes) { return .system(errno: code) }
    guard fsync(fd) == 0 else { return .system(errno: errno) }
    if let read {
      if let problem = keepOwner(of: read, on: fd) { return problem }
      if let problem = copyAttributes(from: target, to: fd) { return problem }
      // Last: changing the owner clears the set-user-ID and set-group-ID bits.
      guard fchmod(fd, read.st_mode & 0o7777) == 0 else { return .system(errno: errno) }
    }
    // As late as can be: an edit saved before this point is kept, and the fixes are not written.
    if let original, (try? FileSystem.read(target, limit: FileSystem.sourceLimit).get()) != original {
      return .changed
    }
    guard isUnchanged(target, since: read) else { return .changed }
    guard rename(FileName.system(temporary), FileName.system(target)) == 0 else { return .system(errno: errno) }
    renamed = true
    return nil
  }

  /// A new file beside `target`, created with `mode` under a name of the form `.dl-XXXXXX`: short,
  /// so that it fits wherever the target's name does, and random, so that no one can plant a file
  /// or link under it first; `O_EXCL` and `O_NOFOLLOW` refuse one that is there anyway.
  private static func createTemporary(beside target: String, mode: mode_t) -> (String, Int32)? {
    let folder = target.lastIndex(of: "/").map { String(target[...$0]) } ?? ""
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<100 {
      let name = String((0..<6).map { _ in letters.randomElement(using: &generator)! })
      let temporary = "\(folder).dl-\(name)"
      let fd = open(FileName.system(temporary), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
      if fd >= 0 { return (temporary, fd) }
      if errno != EEXIST { return nil }
    }
    return nil
  }

  /// Gives the file open as `fd` the owner and group of the file `read` describes. A user who may
  /// not give a file to its group still owns the new file as they owned the old one, so that is
  /// not a reason to keep the old text; a new owner would be.
  private static func keepOwner(of read: stat, on fd: Int32) -> WriteError? {
    var made = stat()
    guard fstat(fd, &made) == 0 else { return .system(errno: errno) }
    if made.st_uid == read.st_uid && made.st_gid == read.st_gid { return nil }
    if fchown(fd, read.st_uid, read.st_gid) == 0 || (errno == EPERM && made.st_uid == read.st_uid) { return nil }
    return .owner(errno: errno)
  }

  /// Copies the extended attributes of the file at `source` to the file open as `fd`, each that
  /// the user may set (a `trusted.` or `security.` attribute needs privileges a user may lack).
  private static func copyAttributes(from source: String, to fd: Int32) -> WriteError? {
    let from = open(FileName.system(source), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard from >= 0 else { return .system(errno: errno) }
    defer { close(from) }
    let size = listAttributes(from, nil, 0)
    if size < 0 { return errno == ENOTSUP ? nil : .system(errno: errno) }
    var names = [CChar](repeating: 0, count: size)
    let listed = listAttributes(from, &names, size)
    guard listed >= 0 else { return .system(errno: errno) }
    for name in names[..<listed].split(separator: 0) {
      let key = Array(name) + [0]
      let length = getAttribute(from, key, nil, 0)
      guard length >= 0 else { return .system(errno: errno) }
      var value = [UInt8](repeating: 0, count: length)
      guard getAttribute(from, key, &value, length) == length else { return .system(errno: errno) }
      if setAttribute(fd, key, value, length) != 0 && ![EPERM, EACCES, ENOTSUP].contains(errno) {
        return .system(errno: errno)
      }
    }
    return nil
  }

  /// Whether the file at `target` is still the one `read` describes (the same inode, size and
  /// modification time), or still absent when `read` is nil.
  private static func isUnchanged(_ target: String, since read: stat?) -> Bool {
    var now = stat()
    guard lstat(FileName.system(target), &now) == 0 else { return read == nil && errno == ENOENT }
    guard let read else { return false }
    return now.st_dev == read.st_dev && now.st_ino == read.st_ino && now.st_size == read.st_size
      && modified(now) == modified(read)
  }

  #if canImport(Glibc)
    private static func modified(_ info: stat) -> [Int] { [info.st_mtim.tv_sec, info.st_mtim.tv_nsec] }
    private static func listAttributes(_ fd: Int32, _ names: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
      flistxattr(fd, names, size)
    }
    private static func getAttribute(_ fd: Int32, _ name: [CChar], _ value: UnsafeMutableRawPointer?, _ size: Int)
      -> Int
    { fgetxattr(fd, name, value, size) }
    private static func setAttribute(_ fd: Int32, _ name: [CChar], _ value: [UInt8], _ size: Int) -> Int32 {
      fsetxattr(fd, name, value, size, 0)
    }
  #elseif canImport(Darwin)
    // Darwin's calls take a position (for resource forks) and options besides Linux's arguments.
    private static func modified(_ info: stat) -> [Int] { [info.st_mtimespec.tv_sec, info.st_mtimespec.tv_nsec] }
    private static func listAttributes(_ fd: Int32, _ names: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
      flistxattr(fd, names, size, 0)
    }
    private static func getAttribute(_ fd: Int32, _ name: [CChar], _ value: UnsafeMutableRawPointer?, _ size: Int)
      -> Int
    { fgetxattr(fd, name, value, size, 0, 0) }
    private static func setAttribute(_ fd: Int32, _ name: [CChar], _ value: [UInt8], _ size: Int) -> Int32 {
      fsetxattr(fd, name, value, size, 0, 0)
    }
  #endif
}
