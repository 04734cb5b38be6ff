import ForwardCodableGenerator
import Foundation

/// How the tool ends. Schema errors and usage errors have different codes, so scripts and the
/// plugins can tell them apart.
enum ExitStatus: Int32 {
    /// Success.
    case success = 0
    /// A schema or configuration has errors (printed as `path:line:column: error: ...`).
    case schemaError = 1
    /// The command line is wrong.
    case usageError = 2
    /// `--check` found generated files that are stale, missing or orphaned.
    case stale = 3
    /// A file could not be read or written.
    case ioError = 4
    /// `breaking` found a change that breaks readers in the field.
    case breaking = 5
}

/// Dispatches the subcommands.
enum CommandLineTool {
    static func run(_ arguments: [String]) -> ExitStatus {
        guard let command = arguments.first else {
            Console.error(Help.text)
            return .usageError
        }
        let rest = Array(arguments.dropFirst())
        if let help = Help.commands[command], rest.contains(where: Help.isRequest) {
            Console.out(help)
            return .success
        }
        switch command {
        case "generate":
            return GenerateCommand.run(rest)
        case "record-fixtures":
            return RecordFixturesCommand.run(rest)
        case "breaking":
            return BreakingCommand.run(rest)
        case "import":
            return ImportCommand.run(rest)
        case "export":
            return ExportCommand.run(rest)
        case "help", "--help", "-h":
            guard let name = rest.first else {
                Console.out(Help.text)
                return .success
            }
            guard let help = Help.commands[name] else {
                Console.error("error: unknown command '\(name)'\n\n" + Help.text)
                return .usageError
            }
            Console.out(help)
            return .success
        default:
            Console.error("error: unknown command '\(command)'\n\n" + Help.text)
            return .usageError
        }
    }
}

/// Writes to standard output and standard error.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes `text` as is, without adding a newline.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Reports a file that could not be read or written, and the exit status for it.
    static func fileSystemFailure(_ error: any Error) -> ExitStatus {
        if let failure = error as? IOFailure, failure.isLocated {
            Console.error(failure.message)
        } else {
            Console.error("error: \((error as? IOFailure)?.message ?? String(describing: error))")
        }
        return .ioError
    }
}
