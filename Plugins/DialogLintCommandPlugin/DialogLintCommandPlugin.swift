import PackagePlugin

/// `swift package dialoglint [--target NAME…] [options] [paths]`: runs dialoglint in the package's
/// folder with the options given, over the paths given, the named targets' files, or the whole
/// package.
///
/// It asks for no permission, so a scan needs no flag; for the same reason it refuses `--fix`,
/// which rewrites sources, and leaves that to `dialoglint-fix`, which asks. Without a sandbox (on
/// Linux) nothing else would stop it.
@main
struct DialogLintCommandPlugin: DialogLintCommand {
  static let fixedArguments: [String] = []

  static func refusal(_ arguments: [String]) -> String? {
    guard rewritesSources(arguments) else { return nil }
    return "--fix rewrites the package's sources, which `swift package dialoglint` has no permission to do; "
      + "run `swift package --allow-writing-to-package-directory dialoglint-fix`, "
      + "or see the changes with `swift package dialoglint --fix --diff`"
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension DialogLintCommandPlugin: XcodeCommandPlugin {}
#endif
