// swift-tools-version: 6.0
import PackageDescription

// The pipeline of DESIGN.md §5, one module per stage; each imports only the stage before it.
let package = Package(
  name: "dialoglint",
  products: [
    .executable(name: "dialoglint", targets: ["dialoglint"]),
    .library(name: "SwiftScan", targets: ["SwiftScan"]),
  ],
  targets: [
    // Bytes → tokens → light syntax. No dialog knowledge, no Foundation.
    .target(name: "SwiftScan"),
    // Arguments, file discovery, the parallel driver, output and exit status.
    .target(name: "DialogLintCLI", dependencies: ["SwiftScan"]),
    .executableTarget(name: "dialoglint", dependencies: ["DialogLintCLI"]),
    .testTarget(name: "SwiftScanTests", dependencies: ["SwiftScan"]),
  ],
  swiftLanguageModes: [.v6]
)
