import Foundation

// The command-line tool: argument parsing and file I/O around the generator core.
let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
