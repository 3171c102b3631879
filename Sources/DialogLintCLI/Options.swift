import DialogReport
import DialogRules

/// The command line, read.
struct Options {
  enum Mode: Equatable {
    case scan, listRules
    case explain(String)
    /// `--explain-dialogs FILE…`: what the model read of each dialog of the files.
    case explainDialogs
    case version, help, dumpTokens
  }

  /// When a run fails: at or above this level.
  enum FailLevel: String {
    case error, warning, note, never

    func fails(_ severity: Severity) -> Bool {
      switch self {
      case .never: false
      case .error: severity >= .error
      case .warning: severity >= .warning
      case .note: true
      }
    }
  }

  /// When the text report is coloured: `auto` when stdout is a terminal and `NO_COLOR` is unset.
  enum ColorChoice: String {
    case auto, always, never
  }

  var mode = Mode.scan
  var paths: [String] = []
  var format = OutputFormat.text
  var output: String? = nil
  var config: String? = nil
  var rules: String? = nil
  var stdinPath: String? = nil
  var failOn = FailLevel.error
  var baseline: String? = nil
  var writeBaseline: String? = nil
  var jobs: Int? = nil
  var forceExclude = false
  var quiet = false
  var color = ColorChoice.auto
  /// `--fix`: apply the safe fixes; with `diff`, print them instead.
  var fix = false
  var diff = false

  struct UsageError: Error {
    var message: String
  }

  static let usage = """
    usage: dialoglint [PATH ...] [options]
      --format text|json|sarif|github     output format (default: text)
      --output FILE                       write the report to FILE instead of stdout
      --config FILE                       configuration (default: nearest .dialoglint.json upward)
      --rules FILE                        a team rules file: adds rules and overrides built-in ones by id
      --stdin-path PATH                   lint stdin as if it were the file PATH
      --force-exclude                     files named as arguments obey the configuration's exclude and include
      --fail-on error|warning|note|never  exit 1 when a finding at or above this level remains (default: error)
      --baseline FILE                     report only findings not recorded in FILE
      --write-baseline FILE               record the current findings in FILE
      --jobs N                            worker threads (default: all cores)
      --fix [--diff]                      apply the safe fixes in place, then report what remains;
                                          with --diff print them as a unified diff and write nothing
      --quiet                             only the findings and errors: no summary, no warnings about the run
      --color auto|always|never           colour the text report (default auto: on a terminal, unless NO_COLOR is set)
      --list-rules                        print the rule catalog
      --explain RULE-ID                   print one rule's full help
      --explain-dialogs FILE...           what the model read of each dialog, and why each unknown is unknown
      --dump-tokens FILE...               print the token stream (the toolchain oracle's format)
      --version, --help
    exit status: 0 nothing at or above --fail-on; 1 findings at or above it; 2 usage, configuration, rules or I/O error
    """

  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var queue = arguments[...]
    func value(_ flag: String) throws(UsageError) -> String {
      guard let next = queue.popFirst(), !next.isEmpty else { throw UsageError(message: "\(flag) needs a value") }
      return next
    }
    while let argument = queue.popFirst() {
      var flag = argument
      // `--format=json` as well as `--format json`.
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        flag = String(argument[..<equals])
        queue.insert(String(argument[argument.index(after: equals)...]), at: queue.startIndex)
      }
      switch flag {
      case "--format":
        let text = try value(flag)
        guard let format = OutputFormat(rawValue: text) else {
          throw UsageError(message: "unknown format '\(text)' (expected text, json, sarif or github)")
        }
        options.format = format
      case "--output", "-o": options.output = try value(flag)
      case "--config": options.config = try value(flag)
      case "--rules": options.rules = try value(flag)
      case "--stdin-path": options.stdinPath = try value(flag)
      case "--fail-on":
        let text = try value(flag)
        guard let level = FailLevel(rawValue: text) else {
          throw UsageError(message: "unknown level '\(text)' for --fail-on (expected error, warning, note or never)")
        }
        options.failOn = level
      case "--baseline": options.baseline = try value(flag)
      case "--write-baseline": options.writeBaseline = try value(flag)
      case "--jobs", "-j":
        let text = try value(flag)
        guard let jobs = Int(text), jobs > 0 else {
          throw UsageError(message: "--jobs needs a positive number, not '\(text)'")
        }
        options.jobs = jobs
      case "--fix": options.fix = true
      case "--diff": options.diff = true
      case "--force-exclude": options.forceExclude = true
      case "--quiet", "-q": options.quiet = true
      case "--color", "--colour":
        let text = try value(flag)
        guard let choice = ColorChoice(rawValue: text) else {
          throw UsageError(message: "unknown choice '\(text)' for --color (expected auto, always or never)")
        }
        options.color = choice
      case "--list-rules": options.mode = .listRules
      case "--explain": options.mode = .explain(try value(flag))
      case "--explain-dialogs": options.mode = .explainDialogs
      case "--version": options.mode = .version
      case "--help", "-h": options.mode = .help
      case "--dump-tokens": options.mode = .dumpTokens
      case "--":
        options.paths += queue
        queue = []
      default:
        if argument.hasPrefix("-") && argument != "-" {
          throw UsageError(message: "unknown option '\(argument)'")
        }
        options.paths.append(argument)
      }
    }
    if options.mode == .dumpTokens && options.paths.isEmpty { throw UsageError(message: "--dump-tokens needs files") }
    if options.mode == .explainDialogs && options.paths.isEmpty {
      throw UsageError(message: "--explain-dialogs needs files")
    }
    if options.diff && !options.fix {
      throw UsageError(message: "--diff shows what --fix would change: use --fix --diff")
    }
    return options
  }
}
