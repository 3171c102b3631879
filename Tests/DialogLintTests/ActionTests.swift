import DialogFacts
import Foundation
import Testing

@testable import DialogLintCLI

/// Reads a YAML file into Foundation values with PyYAML, which `.ci/run` makes sure of: the
/// toolchain has no YAML reader, and a hand-made one would test itself rather than the file.
func readYAML(_ url: URL) throws -> Any {
  let script = "import json, sys, yaml; json.dump(yaml.safe_load(open(sys.argv[1])), sys.stdout)"
  let run = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, url.path])
  guard run.succeeded else { throw ActionError(message: "cannot read \(url.path): \(run.stderr)") }
  return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
}

/// A step of action.yml, or something the simulated runner does not understand.
struct ActionError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// The composite action as the runner reads it: input defaults and steps.
struct ActionFile {
  struct Step {
    var id: String?
    var condition: String?
    var run: String?
    var uses: String?
    var env: [String: String]
    var with: [String: String]
  }

  var defaults: [String: String]
  var steps: [Step]

  init(_ url: URL) throws {
    let root = try readYAML(url) as? [String: Any] ?? [:]
    let inputs = root["inputs"] as? [String: [String: Any]] ?? [:]
    defaults = inputs.compactMapValues { $0["default"].map { "\($0)" } }
    let runs = root["runs"] as? [String: Any] ?? [:]
    guard runs["using"] as? String == "composite", let steps = runs["steps"] as? [[String: Any]] else {
      throw ActionError(message: "action.yml: expected a composite action with steps")
    }
    self.steps = steps.map { step in
      Step(
        id: step["id"] as? String, condition: step["if"] as? String, run: step["run"] as? String,
        uses: step["uses"] as? String, env: (step["env"] as? [String: Any] ?? [:]).mapValues { "\($0)" },
        with: (step["with"] as? [String: Any] ?? [:]).mapValues { "\($0)" })
    }
  }
}

/// Runs a composite action's steps the way GitHub's runner does: shell steps with `bash -eo
/// pipefail`, the runner's environment variables, `${{ … }}` expressions and `$GITHUB_OUTPUT`;
/// the actions a step `uses` are recorded with their inputs, not run.
struct ActionRunner {
  var inputs: [String: String]
  /// GITHUB_ACTION_PATH, GITHUB_WORKSPACE, RUNNER_TEMP, RUNNER_OS.
  var environment: [String: String]
  var outputs: [String: [String: String]] = [:]
  var used: [(uses: String, with: [String: String])] = []
  /// What the shell steps printed.
  var log = ""

  /// Runs the steps until one fails; its status, or 0.
  mutating func run(_ action: ActionFile) throws -> Int32 {
    for step in action.steps where try step.condition.map(holds) ?? true {
      if let uses = step.uses {
        used.append((uses, try step.with.mapValues(evaluate)))
        continue
      }
      guard let script = step.run else { throw ActionError(message: "a step with neither run nor uses") }
      let status = try runShell(script, env: try step.env.mapValues(evaluate), id: step.id)
      if status != 0 { return status }
    }
    return 0
  }

  private mutating func runShell(_ script: String, env: [String: String], id: String?) throws -> Int32 {
    let scratch = URL(fileURLWithPath: environment["RUNNER_TEMP"]!).appendingPathComponent("step-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let file = scratch.appendingPathComponent("script.sh")
    let output = scratch.appendingPathComponent("output")
    try Data(script.utf8).write(to: file)
    try Data().write(to: output)
    let run = try runProcess(
      URL(fileURLWithPath: "/usr/bin/env"), ["bash", "--noprofile", "--norc", "-eo", "pipefail", file.path],
      environment: environment.merging(env) { $1 }.merging(["GITHUB_OUTPUT": output.path]) { $1 },
      // A step may build the static release binary from nothing: minutes on a busy 2-core machine.
      timeout: 1200)
    log += run.stdout + run.stderr
    if let id { outputs[id] = try Self.outputs(String(contentsOf: output, encoding: .utf8)) }
    return run.status
  }

  /// `name=value` lines, as steps write them to `$GITHUB_OUTPUT`.
  static func outputs(_ text: String) throws -> [String: String] {
    var result: [String: String] = [:]
    for line in text.split(separator: "\n") {
      guard let equals = line.firstIndex(of: "="), !line.contains("<<") else {
        throw ActionError(message: "unexpected output line \(line)")
      }
      result[String(line[..<equals])] = String(line[line.index(after: equals)...])
    }
    return result
  }

  /// `text` with each `${{ expression }}` replaced by its value.
  func evaluate(_ text: String) throws -> String {
    var result = text
    while let open = result.range(of: "${{"),
      let close = result.range(of: "}}", range: open.upperBound..<result.endIndex)
    {
      let expression = result[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
      result.replaceSubrange(open.lowerBound..<close.upperBound, with: try value(of: expression))
    }
    return result
  }

  /// A condition of the form `expression == 'literal'`.
  func holds(_ condition: String) throws -> Bool {
    let sides = condition.components(separatedBy: " == ")
    guard sides.count == 2, sides[1].hasPrefix("'"), sides[1].hasSuffix("'") else {
      throw ActionError(message: "unsupported condition \(condition)")
    }
    return try value(of: sides[0]) == String(sides[1].dropFirst().dropLast())
  }

  private func value(of expression: String) throws -> String {
    let parts = expression.split(separator: ".").map(String.init)
    switch (parts.first, parts.count) {
    case ("inputs", 2): return inputs[parts[1]] ?? ""
    case ("steps", 4) where parts[2] == "outputs": return outputs[parts[1]]?[parts[3]] ?? ""
    case ("github", 2) where parts[1] == "action_path": return environment["GITHUB_ACTION_PATH"]!
    case ("github", 2) where parts[1] == "workspace": return environment["GITHUB_WORKSPACE"]!
    case ("runner", 2) where parts[1] == "temp": return environment["RUNNER_TEMP"]!
    case ("runner", 2) where parts[1] == "os": return environment["RUNNER_OS"]!
    default: throw ActionError(message: "unsupported expression \(expression)")
    }
  }
}

/// The action as the runner downloads it: the checkout's files (committed or not, ignored ones
/// left out), in a fixed folder whose `.build` stays between runs as the action's cache keeps it.
/// Files are copied only when they changed, so that their times, like those of a release's files,
/// stay put and the cached build holds. A copy also shows that the files git knows of are enough
/// to build, and it keeps the build out of the checkout's `.build`, which `swift test` holds locked.
///
/// `DIALOGLINT_ACTION_CHECKOUT` names a checkout to run the action from instead, one whose `.build`
/// already holds `make install`'s build, as a restored cache does: `.ci/run` names its own clean
/// clone, where it has just run `make install` (so the action's build step finds that build made,
/// and the same release is not built twice), and it tests in another scratch path, so that
/// `swift test` does not hold that `.build` locked.
enum ActionCheckout {
  static let given = ProcessInfo.processInfo.environment["DIALOGLINT_ACTION_CHECKOUT"].map {
    URL(fileURLWithPath: $0).standardizedFileURL
  }
  static let folder = given ?? packageRoot.appendingPathComponent(".build/action-test/dialoglint")

  static func prepare() throws -> URL {
    if let given { return given }
    let manager = FileManager.default
    let list = try runProcess(
      URL(fileURLWithPath: "/usr/bin/env"), ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
      in: packageRoot)
    let files = Set(
      list.stdout.split(separator: "\0").map(String.init).filter {
        manager.fileExists(atPath: packageRoot.appendingPathComponent($0).path)
      })
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    let stale = manager.enumerator(atPath: folder.path)
    while let path = stale?.nextObject() as? String {
      if path == ".build" { stale?.skipDescendants() }
      if stale?.fileAttributes?[.type] as? FileAttributeType == .typeRegular && !files.contains(path) {
        try manager.removeItem(at: folder.appendingPathComponent(path))
      }
    }
    for path in files {
      let contents = manager.contents(atPath: packageRoot.appendingPathComponent(path).path)
      let copy = folder.appendingPathComponent(path)
      guard let contents, manager.contents(atPath: copy.path) != contents else { continue }
      try manager.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: copy)
    }
    return folder
  }
}

@Suite(
  "The GitHub Action, its shell steps run as the runner runs them", .serialized,
  .enabled(if: ciTestsEnabled, ciTestsReason))
struct ActionTests {
  /// What a run of the action left: dialoglint's exit status, which the action passes on, the
  /// runner, the workspace's path and the report.
  struct Outcome {
    var exit: ExitStatus?
    var runner: ActionRunner
    var workspace: String
    var sarif: [String: Any]?
  }

  /// Runs the action with `inputs` over a workspace holding `ambiguousAlert` and a README.
  func runAction(_ inputs: [String: String] = [:]) throws -> Outcome {
    let action = try ActionCheckout.prepare()
    let workspace = try Project(["Sources/Drafts.swift": ambiguousAlert, "README.md": "# An app\n"])
    let temp = try Project([:])
    defer {
      workspace.remove()
      temp.remove()
    }
    let file = try ActionFile(action.appendingPathComponent("action.yml"))
    var runner = ActionRunner(
      inputs: file.defaults.merging(inputs) { $1 },
      environment: [
        "GITHUB_ACTION_PATH": action.path, "GITHUB_WORKSPACE": workspace.root.path, "RUNNER_TEMP": temp.root.path,
        "RUNNER_OS": "Linux",
      ])
    let status = try runner.run(file)
    let report = runner.outputs["scan"]?["sarif-file"].flatMap { FileManager.default.contents(atPath: $0) }
    let sarif = try report.map { try JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? nil
    return Outcome(exit: ExitStatus(rawValue: status), runner: runner, workspace: workspace.root.path, sarif: sarif)
  }

  @Test("it builds in its own folder with a cache, and scans the workspace only: not its own fixtures")
  func scansWorkspace() throws {
    let outcome = try runAction()
    let runner = outcome.runner
    #expect(outcome.exit == .clean, "a warning does not fail the default fail-on error\n\(runner.log)")
    let cache = runner.used.first { $0.uses.hasPrefix("actions/cache@") }
    #expect(cache?.with["path"] == ActionCheckout.folder.path + "/.build")
    #expect(cache?.with["key"]?.hasPrefix("dialoglint-Linux-") == true)
    let upload = try #require(runner.used.first { $0.uses.hasPrefix("github/codeql-action/upload-sarif@") })
    #expect(upload.with["checkout_path"] == outcome.workspace)
    #expect(upload.with["sarif_file"] == runner.outputs["scan"]?["sarif-file"])

    let run = try #require((outcome.sarif?["runs"] as? [[String: Any]])?.first)
    let uris = (run["results"] as? [[String: Any]] ?? []).map { result -> String in
      let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
      return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? "?"
    }
    #expect(uris == ["Sources/Drafts.swift"], "only the workspace's file, not dialoglint's fixtures")
    let base = (run["originalUriBaseIds"] as? [String: [String: String]])?["%SRCROOT%"]?["uri"]
    #expect(base == "file://\(outcome.workspace)/")
    let notices = (run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [Any] ?? []
    #expect(notices.isEmpty, "no unknown-rule warnings from dialoglint's own doc comments")
  }

  /// The README's workflow, read as the runner reads it.
  func readmeWorkflow() throws -> [String: Any] {
    let path = ".github/workflows/dialoglint.yml"
    let scratch = try Project([path: try #require(Readme.files[path])])
    defer { scratch.remove() }
    return try #require(readYAML(scratch.root.appendingPathComponent(path)) as? [String: Any])
  }

  @Test("the README's workflow as written: allowed to upload, its warning fails the job after the upload")
  func readmeWorkflowRuns() throws {
    let workflow = try readmeWorkflow()
    #expect((workflow["permissions"] as? [String: String])?["security-events"] == "write")
    let steps = (workflow["jobs"] as? [String: [String: Any]])?["dialoglint"]?["steps"] as? [[String: Any]] ?? []
    let step = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("dialoglint/dialoglint@") == true })
    let outcome = try runAction((step["with"] as? [String: Any] ?? [:]).mapValues { "\($0)" })
    #expect(outcome.exit == .findings, "\(outcome.runner.log)")
    #expect(outcome.runner.used.contains { $0.uses.hasPrefix("github/codeql-action/upload-sarif@") })
  }

  @Test("paths narrow the scan; upload-sarif: false skips the upload")
  func inputs() throws {
    let outcome = try runAction(["upload-sarif": "false", "paths": "Sources/Drafts.swift", "fail-on": "never"])
    #expect(outcome.exit == .clean, "\(outcome.runner.log)")
    #expect(!outcome.runner.used.contains { $0.uses.contains("upload-sarif") })
    let missing = try runAction(["paths": "Sources/Gone.swift"])
    #expect(
      missing.exit == .failure && missing.runner.log.contains("Sources/Gone.swift: error: no such file or folder"))
  }
}
