import Foundation

/// `dialoglint-bench`: generates a corpus, measures the lexer and parser on it, and checks that
/// hostile inputs take linear time. See Benchmarks/README.md.
let usage = """
  usage: dialoglint-bench generate DIR [--megabytes N] [--seed S]
         dialoglint-bench measure [--repeat N] [--mode tokenize|parse|skim|both] PATH...
         dialoglint-bench scaling [--n UNITS] [--budget SECONDS] [--only TEXT]
         dialoglint-bench shapes DIR

  generate  writes a deterministic SwiftUI-like corpus (default 40 MB, seed 1) into DIR
  measure   times Lexer.tokenize, SyntaxTree (lex + parse) and TypeNameSkim over every .swift
            file under the paths, held in memory, single-threaded (default 5 runs; --mode keeps
            one, e.g. for a profiler)
  scaling   times SyntaxTree on pathological inputs of n, 2n and 4n units (default n = 100000)
  shapes    writes the whole-scan scaling inputs (long lines, chained dialogs, many dialogs in
            one type, many files, deep nesting) at 1x and 4x into DIR/<shape>/{1x,4x}

  """

/// The arguments after the subcommand: positional values and `--name value` options.
struct Options {
  var positional: [String] = []
  var values: [String: String] = [:]

  init(_ arguments: ArraySlice<String>, known: Set<String>) throws {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      if argument.hasPrefix("--") {
        let name = String(argument.dropFirst(2))
        guard known.contains(name) else { throw UsageError("unknown option \(argument)") }
        guard let value = rest.popFirst() else { throw UsageError("\(argument) needs a value") }
        values[name] = value
      } else {
        positional.append(argument)
      }
    }
  }

  func int(_ name: String, default value: Int) throws -> Int {
    guard let text = values[name] else { return value }
    guard let number = Int(text.replacingOccurrences(of: "_", with: "")), number > 0 else {
      throw UsageError("--\(name) wants a positive whole number, not \(text)")
    }
    return number
  }
}

struct UsageError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

func main() -> Int32 {
  let arguments = CommandLine.arguments.dropFirst()
  guard let command = arguments.first else {
    printError(usage)
    return 2
  }
  do {
    switch command {
    case "generate":
      let options = try Options(arguments.dropFirst(), known: ["megabytes", "seed"])
      guard options.positional.count == 1 else { throw UsageError("generate wants one directory") }
      let seed = UInt64(options.values["seed"] ?? "1") ?? 1
      let generator = CorpusGenerator(megabytes: try options.int("megabytes", default: 40), seed: seed)
      let start = ContinuousClock.now
      let summary = try generator.generate(into: options.positional[0])
      let elapsed = seconds(ContinuousClock.now - start)
      let megabytes = Double(summary.bytes) / 1e6
      print(
        "generate: \(summary.files) Swift files, \(summary.bytes) bytes (\(format(megabytes, 1)) MB), "
          + "\(summary.bytes / max(summary.files, 1)) bytes a file on average, smallest \(summary.smallest), "
          + "largest \(summary.largest), seed \(seed), \(format(elapsed, 1)) s")
      print(
        "generate: \(summary.dialogs) dialogs (\(format(Double(summary.dialogs) / megabytes, 1)) per MB); "
          + "\(format(100 * Double(summary.dialogBytes) / Double(max(summary.bytes, 1)), 1))% of the bytes in files "
          + "that hold a dialog or declare a type one presents")
      print(
        "generate: \(summary.localizationFiles) localisation files (.strings, .xcstrings), "
          + "\(summary.localizationBytes) bytes")
      return 0
    case "measure":
      let options = try Options(arguments.dropFirst(), known: ["repeat", "mode"])
      guard !options.positional.isEmpty else { throw UsageError("measure wants at least one path") }
      let mode = options.values["mode"] ?? "both"
      guard ["tokenize", "parse", "skim", "both"].contains(mode) else {
        throw UsageError("--mode is tokenize, parse, skim or both")
      }
      return Measure(repeats: try options.int("repeat", default: 5), paths: options.positional, mode: mode).run()
    case "scaling":
      let options = try Options(arguments.dropFirst(), known: ["n", "budget", "only"])
      let budget = Double(options.values["budget"] ?? "5") ?? 5
      let status = Scaling(n: try options.int("n", default: 100_000), budget: budget).run(only: options.values["only"])
      print("")
      print("(sink \(sink))")
      return status
    case "shapes":
      let options = try Options(arguments.dropFirst(), known: [])
      guard options.positional.count == 1 else { throw UsageError("shapes wants one directory") }
      try Shapes.write(into: options.positional[0])
      return 0
    case "-h", "--help", "help":
      print(usage)
      return 0
    default:
      throw UsageError("unknown command \(command)")
    }
  } catch let error as UsageError {
    printError("dialoglint-bench: \(error.message)\n\n\(usage)")
    return 2
  } catch {
    printError("dialoglint-bench: \(error)")
    return 1
  }
}

exit(main())
