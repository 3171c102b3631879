import PackagePlugin

/// `swift package --allow-writing-to-package-directory dialoglint-fix [--target NAME…] [options]
/// [paths]`: `dialoglint --fix` in the package's folder, which applies the safe fixes in place.
///
/// It declares the permission to write to the package, so SwiftPM runs it only when the user
/// grants it, on the command line or when asked.
@main
struct DialogLintFixCommandPlugin: DialogLintCommand {
  static let fixedArguments = ["--fix"]

  static func refusal(_ arguments: [String]) -> String? { nil }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension DialogLintFixCommandPlugin: XcodeCommandPlugin {}
#endif
