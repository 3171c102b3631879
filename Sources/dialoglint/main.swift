import DialogLintCLI

exitProcess(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
