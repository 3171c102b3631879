import SwiftScan

/// The `dialoglint` command.
public enum CommandLineTool {
  /// Runs the command with `arguments` (without the program name) and returns the exit status.
  public static func run(_ arguments: [String]) -> Int32 {
    if arguments.first == "--dump-tokens" {
      return dumpTokens(Array(arguments.dropFirst()))
    }
    FileSystem.write(2, "dialoglint: usage: dialoglint --dump-tokens FILE...\n")
    return 2
  }

  /// `--dump-tokens FILE…`: the token stream in the oracle's format.
  static func dumpTokens(_ paths: [String]) -> Int32 {
    var status: Int32 = 0
    var output: [UInt8] = []
    for path in paths {
      switch FileSystem.read(path) {
      case .success(let bytes):
        if paths.count > 1 { output += Array("==> \(path) <==\n".utf8) }
        TokenDump.append(bytes, to: &output)
      case .failure:
        FileSystem.write(2, "dialoglint: cannot read \(path)\n")
        status = 2
      }
      if output.count > 1 << 16 {
        FileSystem.write(1, output)
        output.removeAll(keepingCapacity: true)
      }
    }
    FileSystem.write(1, output)
    return status
  }
}
