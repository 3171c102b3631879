// swift-tools-version: 6.0
import PackageDescription

// The benchmark of Benchmarks/README.md is a package of its own, so that building and testing
// dialoglint never compiles its corpus generator. It depends on the checkout it sits in by path.
//
// A path dependency's identity is the last component of its folder, which is whatever the
// checkout is called (a clone, a worktree, CI's folder): it is read from this package's folder,
// so that the manifest names it right wherever the checkout lives.
let checkout = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "dialoglint")

let package = Package(
  name: "dialoglint-bench",
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: "..")],
  targets: [
    // Corpus generator, throughput and scaling (Foundation allowed).
    .executableTarget(
      name: "dialoglint-bench",
      dependencies: [.product(name: "SwiftScan", package: checkout), .product(name: "SplitMix", package: checkout)],
      path: "Sources")
  ],
  swiftLanguageModes: [.v6]
)
