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
  case tooLarge
  case isDirectory

  public var description: String {
    switch self {
    case .cannotOpen(let code): "cannot open: \(String(cString: strerror(code)))"
    case .cannotRead(let code): "cannot read: \(String(cString: strerror(code)))"
    case .tooLarge: "too large to scan (4 GiB or more)"
    case .isDirectory: "is a folder"
    }
  }
}

/// Reads whole files with read(2) into a byte array: no `String`, no Foundation on the hot path.
enum FileSystem {
  /// The largest file we lex: token offsets are 32-bit.
  static let maximumFileSize = Int(UInt32.max) - 1

  static func read(_ path: String) -> Result<[UInt8], ReadError> {
    let fd = path == "-" ? 0 : open(path, O_RDONLY)
    guard fd >= 0 else { return .failure(.cannotOpen(errno: errno)) }
    defer { if fd != 0 { close(fd) } }
    var info = stat()
    if fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR { return .failure(.isDirectory) }
    // Read straight into the array, sized by fstat and grown if the file grows meanwhile.
    var capacity = max(Int(info.st_size), 0) + 1
    var length = 0
    var bytes: [UInt8] = []
    while true {
      if capacity > maximumFileSize { return .failure(.tooLarge) }
      var failure: ReadError? = nil
      var atEnd = false
      bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        if length > 0 { _ = bytes.withUnsafeBufferPointer { memcpy(buffer.baseAddress!, $0.baseAddress!, length) } }
        count = length
        while count < capacity {
          let n = systemRead(fd, buffer.baseAddress! + count, capacity - count)
          if n < 0 && errno == EINTR { continue }
          if n < 0 {
            failure = .cannotRead(errno: errno)
            return
          }
          if n == 0 {
            atEnd = true
            return
          }
          count += n
        }
      }
      if let failure { return .failure(failure) }
      length = bytes.count
      if atEnd { return .success(bytes) }
      capacity *= 2
    }
  }

  /// Writes `bytes` to `fd`; stdout and stderr have no one to tell of a failure.
  static func write(_ fd: Int32, _ bytes: [UInt8]) { _ = writeAll(fd, bytes) }

  static func write(_ fd: Int32, _ text: String) { write(fd, Array(text.utf8)) }

  /// Writes all of `bytes` to `fd`, resuming after an interrupted write(2); false when one fails.
  private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var done = 0
      while done < buffer.count {
        let n = systemWrite(fd, buffer.baseAddress! + done, buffer.count - done)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return false }
        done += n
      }
      return true
    }
  }
}

/// Ends the process with `status` (stdout is written unbuffered, so nothing is lost).
public func exitProcess(_ status: Int32) -> Never { exit(status) }

extension FileSystem {
  /// Writes `bytes` to the file at `path`, replacing it; false when that fails.
  static func writeFile(_ path: String, _ bytes: [UInt8]) -> Bool {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    return writeAll(fd, bytes)
  }
}
