// swift-tools-version: 6.0
import PackageDescription

// The pipeline of DESIGN.md §5, one module per stage; each imports only the stage before it.
let package = Package(
  name: "dialoglint",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "dialoglint", targets: ["dialoglint"]),
    .library(name: "SwiftScan", targets: ["SwiftScan"]),
    // Not an API: a product only so that the benchmark's package (Benchmarks/) draws its corpus from
    // the same seeded source as the tests' mutants, with one copy of it.
    .library(name: "SplitMix", targets: ["SplitMix"]),
    .plugin(name: "DialogLintBuildToolPlugin", targets: ["DialogLintBuildToolPlugin"]),
    .plugin(name: "DialogLintCommandPlugin", targets: ["DialogLintCommandPlugin"]),
    .plugin(name: "DialogLintFixCommandPlugin", targets: ["DialogLintFixCommandPlugin"]),
  ],
  targets: [
    // Byte offsets to lines and columns, and file names whatever their bytes, shared by the stages
    // that read and report positions and paths.
    .target(name: "SourceText"),
    // Bytes → tokens → light syntax. No dialog knowledge, no Foundation.
    .target(name: "SwiftScan", dependencies: ["SourceText", "CWordBytes"]),
    // Which of 64 bytes are word bytes, in vector registers (SSE2, NEON), for the skims of SwiftScan.
    .target(name: "CWordBytes"),
    // A strict JSON reader that keeps offsets, for rules.json, configs, baselines and string catalogs.
    .target(name: "JSONReading"),
    // What the model says of each dialog (its actions, triggers, content and the places edits go),
    // as data without tokens: nothing past the model reads the source's syntax.
    .target(name: "DialogFacts", dependencies: ["SourceText"]),
    // The repo-wide type index, string resolution, and the dialogs with their actions, triggers
    // and content.
    .target(name: "DialogModel", dependencies: ["DialogFacts", "SwiftScan", "SourceText", "JSONReading"]),
    // The rule catalog (rules.json, carried by the generated Catalog/EmbeddedRules.swift) and one check per file.
    .target(name: "DialogRules", dependencies: ["DialogFacts", "DialogModel", "JSONReading"]),
    // Findings after suppression, baseline and severity; the text, JSON, SARIF and GitHub reporters.
    .target(
      name: "DialogReport", dependencies: ["DialogFacts", "DialogRules", "DialogModel", "SourceText", "JSONReading"]),
    // Arguments, configuration, file discovery, the parallel driver, output and exit status.
    .target(
      name: "DialogLintCLI",
      dependencies: [
        "DialogReport", "DialogRules", "DialogFacts", "DialogModel", "SwiftScan", "SourceText", "JSONReading",
        "CXattr",
      ]),
    // Extended attributes (sys/xattr.h), which every file dialoglint replaces keeps.
    .systemLibrary(name: "CXattr"),
    // glibc's heap settings (`mallopt`, malloc.h), which the executable makes before a scan.
    .systemLibrary(name: "CHeap"),
    .executableTarget(name: "dialoglint", dependencies: ["DialogLintCLI", "CHeap"]),
    // The findings of a target's Swift files as build warnings and errors (`swift build`, Xcode).
    .plugin(name: "DialogLintBuildToolPlugin", capability: .buildTool(), dependencies: ["dialoglint"]),
    // `swift package dialoglint [options] [paths]`, and the same command in Xcode's project menu.
    .plugin(
      name: "DialogLintCommandPlugin",
      capability: .command(
        intent: .custom(verb: "dialoglint", description: "Report accessibility defects in SwiftUI dialogs")),
      dependencies: ["dialoglint"]),
    // `swift package --allow-writing-to-package-directory dialoglint-fix`: `--fix` in place, the one
    // command that declares the permission to write to the package.
    .plugin(
      name: "DialogLintFixCommandPlugin",
      capability: .command(
        intent: .custom(verb: "dialoglint-fix", description: "Apply dialoglint's safe fixes to the package's sources"),
        permissions: [.writeToPackageDirectory(reason: "dialoglint-fix rewrites Swift sources to apply safe fixes")]),
      dependencies: ["dialoglint"]),
    // The seeded random source of the tests' mutants and the benchmark's corpus.
    .target(name: "SplitMix", path: "Tests/Support"),
    .testTarget(name: "SwiftScanTests", dependencies: ["SwiftScan", "SourceText", "CWordBytes", "SplitMix"]),
    .testTarget(
      name: "DialogLintTests",
      dependencies: [
        "DialogLintCLI", "DialogReport", "DialogRules", "DialogFacts", "DialogModel", "SwiftScan", "SourceText",
        "JSONReading", "SplitMix", "CXattr",
      ],
      exclude: ["Golden"]),
  ],
  swiftLanguageModes: [.v6]
)
