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
    var bytes: [UInt8] = []
    bytes.reserveCapacity(max(Int(info.st_size), 0) + 1)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n < 0 { return .failure(.cannotRead(errno: errno)) }
      if n == 0 { return .success(bytes) }
      bytes.append(contentsOf: chunk[0..<n])
      if bytes.count > maximumFileSize { return .failure(.tooLarge) }
    }
  }

  static func write(_ fd: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var done = 0
      while done < buffer.count {
        let n = systemWrite(fd, buffer.baseAddress! + done, buffer.count - done)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return }
        done += n
      }
    }
  }

  static func write(_ fd: Int32, _ text: String) { write(fd, Array(text.utf8)) }
}

/// Ends the process with `status` (stdout is written unbuffered, so nothing is lost).
public func exitProcess(_ status: Int32) -> Never { exit(status) }

extension FileSystem {
  /// Writes `bytes` to the file at `path`, replacing it; false when that fails.
  static func writeFile(_ path: String, _ bytes: [UInt8]) -> Bool {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var done = 0
    return bytes.withUnsafeBytes { buffer in
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
