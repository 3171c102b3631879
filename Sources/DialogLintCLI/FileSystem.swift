import SourceText

#if canImport(Glibc)
  import Glibc
  private let systemRead = Glibc.read
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemRead = Darwin.read
  private let systemWrite = Darwin.write
#endif

/// Why a file could not be read.
public enum ReadError: Error, Equatable, CustomStringConvertible {
  case cannotOpen(errno: Int32)
  case cannotRead(errno: Int32)
  /// Larger than the limit of its kind of file, in bytes.
  case tooLarge(limit: Int)
  /// A folder, FIFO, socket or device: `kind` names it ("a FIFO").
  case notRegular(kind: String)

  public var description: String {
    switch self {
    case .cannotOpen(let code): "cannot open: \(String(cString: strerror(code)))"
    case .cannotRead(let code): "cannot read: \(String(cString: strerror(code)))"
    case .tooLarge(let limit): "too large to scan (over \(limit >> 20) MiB)"
    case .notRegular(let kind): "not a regular file (\(kind))"
    }
  }
}

/// Reads whole files with read(2) into a byte array: no `String`, no Foundation on the hot path.
///
/// Nothing here waits forever or reads without bound: a file is opened with `O_NONBLOCK` (a FIFO
/// with no writer would block `open` itself), checked with `fstat` to be a regular file (a FIFO,
/// socket or device is never read), its size checked against a limit before the first byte is read,
/// and the read stops at that size (at the limit when the size is unknown), however much the file
/// grows meanwhile.
enum FileSystem {
  /// The largest Swift file we lex: token offsets are 32-bit.
  static let sourceLimit = Int(UInt32.max) - 1
  /// The largest settings or localization file we read (a baseline of a legacy codebase is a few MB).
  static let dataLimit = 256 << 20
  /// How much one read(2) asks for: the whole of most source files, and a bounded first look at a
  /// huge one (a 3 GB sparse file is seen to be binary in its first chunk).
  static let chunkSize = 1 << 20

  /// Reads the regular file at `path`, at most `limit` bytes. `stopEarly` sees the first chunk of a
  /// file larger than one; when it says so, only that chunk is returned (a binary file is skipped
  /// without being read whole).
  static func read(_ path: String, limit: Int, stopEarly: (ArraySlice<UInt8>) -> Bool = { _ in false })
    -> Result<[UInt8], ReadError>
  {
    let fd = open(FileName.system(path), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else { return .failure(.cannotOpen(errno: errno)) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(.cannotRead(errno: errno)) }
    if let kind = specialKind(info.st_mode) { return .failure(.notRegular(kind: kind)) }
    guard Int(info.st_size) <= limit else { return .failure(.tooLarge(limit: limit)) }
    // Most files: the size fstat gave, read straight into the array.
    if info.st_size > 0 && info.st_size <= chunkSize { return readSmall(fd, size: Int(info.st_size)) }
    // A size of 0 may mean "unknown" (/proc): then the file is read to its end.
    return readAll(fd, size: info.st_size > 0 ? Int(info.st_size) : nil, limit: limit, stopEarly: stopEarly)
  }

  /// Reads the `size` bytes of a file of at most one chunk into an array of that size, with no
  /// buffer to clear and copy from (fewer bytes when it shrank meanwhile).
  private static func readSmall(_ fd: Int32, size: Int) -> Result<[UInt8], ReadError> {
    var failure: Int32? = nil
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      while count < size {
        let n = systemRead(fd, buffer.baseAddress! + count, size - count)
        if n < 0 && errno == EINTR { continue }
        if n < 0 { failure = errno }
        if n <= 0 { return }
        count += n
      }
    }
    return failure.map { .failure(.cannotRead(errno: $0)) } ?? .success(bytes)
  }

  /// Reads standard input to its end, at most `limit` bytes (`--stdin-path`: an editor's pipe).
  static func readStandardInput(limit: Int) -> Result<[UInt8], ReadError> {
    readAll(0, size: nil, limit: limit, stopEarly: { _ in false })
  }

  /// What a file of mode `mode` is when it is not a regular file, as a notice names it.
  static func specialKind(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    default: "an unknown kind of file"
    }
  }

  /// Reads `fd` in chunks into one array: the `size` bytes fstat gave (one read(2) for most files,
  /// and no second one to find the end: what is appended meanwhile is not part of the snapshot),
  /// or to its end when the size is not known. More than `limit` bytes is an error, found without
  /// reading further.
  private static func readAll(
    _ fd: Int32, size: Int?, limit: Int, stopEarly: (ArraySlice<UInt8>) -> Bool
  ) -> Result<[UInt8], ReadError> {
    var bytes: [UInt8] = []
    // A sparse file can claim gigabytes: reserve what is likely to be read, not what it claims.
    bytes.reserveCapacity(min(size ?? 1 << 16, 64 << 20))
    var chunk = [UInt8](repeating: 0, count: min(chunkSize, size ?? 1 << 16))
    while true {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, wanted) }
      if n < 0 && errno == EINTR { continue }
      if n < 0 { return .failure(.cannotRead(errno: errno)) }
      if n == 0 { return .success(bytes) }
      let first = bytes.isEmpty
      bytes += chunk[..<n]
      if bytes.count > limit { return .failure(.tooLarge(limit: limit)) }
      if first && stopEarly(bytes[...]) { return .success(bytes) }
      if let size, bytes.count >= size { return .success(bytes) }
    }
  }

  /// Writes `bytes` to stderr, which has no one to tell of a failure.
  static func write(_ fd: Int32, _ bytes: [UInt8]) { _ = writeAll(fd, bytes) }

  static func write(_ fd: Int32, _ text: String) { write(fd, Array(text.utf8)) }

  /// Writes all of `bytes` to `fd`, resuming after an interrupted or short write(2); nil, or the
  /// errno of the write that failed.
  static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
    bytes.withUnsafeBytes { buffer in
      var done = 0
      while done < buffer.count {
        let n = systemWrite(fd, buffer.baseAddress! + done, buffer.count - done)
        if n < 0 && errno == EINTR { continue }
        if n < 0 { return errno }
        // A write that takes nothing and says nothing: the device takes no more.
        if n == 0 { return EIO }
        done += n
      }
      return nil
    }
  }
}

/// Ends the process with `status` (stdout is written unbuffered, so nothing is lost).
public func exitProcess(_ status: Int32) -> Never { exit(status) }

extension FileSystem {
  /// The index of the first of `paths` that names the file `path` names, however either is spelt:
  /// the same path once made absolute and normalised, or the same device and inode.
  static func firstSameFile(as path: String, among paths: [String], currentDirectory: String) -> Int? {
    let absolute = FileDiscovery.absolute(path, in: currentDirectory)
    var info = stat()
    let exists = stat(FileName.system(path), &info) == 0
    return paths.firstIndex { other in
      var otherInfo = stat()
      return FileDiscovery.absolute(other, in: currentDirectory) == absolute
        || (exists && stat(FileName.system(other), &otherInfo) == 0 && otherInfo.st_dev == info.st_dev
          && otherInfo.st_ino == info.st_ino)
    }
  }

  /// Writes `bytes` to the FIFO, device or other file at `path` that is not replaced but written
  /// in place; nil, or the errno of what failed. A FIFO no one reads is refused rather than waited
  /// for (`O_NONBLOCK` on open); one with a reader, and a terminal or pipe named `/dev/stdout`, are
  /// written as usual.
  static func writeFile(_ path: String, _ bytes: [UInt8]) -> Int32? {
    let fd = open(FileName.system(path), O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return errno }
    defer { close(fd) }
    // Once open, writes may wait for a slow reader, as a shell's redirection would.
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    return writeAll(fd, bytes)
  }

  /// The current folder, as its bytes spell it; "." when the system cannot say (it was removed).
  static func currentFolder() -> String {
    guard let path = getcwd(nil, 0) else { return "." }
    defer { free(path) }
    return FileName.decoding(cString: path)
  }

  /// The names in `folder` but `.` and `..`, unsorted; none when it cannot be read.
  static func names(in folder: String) -> [String] {
    guard let directory = opendir(FileName.system(folder)) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        FileName.decoding(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}
