extension Help {
    /// The help text of each command, by name: what `forward-codable <command> --help` and
    /// `forward-codable help <command>` print.
    static let commands = [
        "generate": generate, "record-fixtures": recordFixtures, "breaking": breaking, "export": export,
    ]

    /// Whether `argument` asks for help: `--help` or `-h`.
    static func isRequest(_ argument: String) -> Bool {
        argument == "--help" || argument == "-h"
    }

    /// The `--help` text of `forward-codable generate`.
    static let generate = """
        OVERVIEW: Write one Swift file per schema and, with --tests-output, its contract tests.
        Writes only files whose content changed, and removes generated files whose schema is gone.

        USAGE: forward-codable generate [SCHEMA...] [options]

        ARGUMENTS:
          SCHEMA                .fcschema files, or folders searched for them (default: Schemas/,
                                into Generated/Models and Generated/Tests).

        OPTIONS:
        \(generateOptions)

        EXIT STATUS:
          0 success · 1 schema or configuration errors (printed as path:line:column: error: ... [FCnnn])
          2 usage error · 3 stale output (--check) · 4 file system error

        EXAMPLES:
          swift run forward-codable generate
          swift run forward-codable generate --check
          swift run forward-codable generate Sources/Models/Schemas --output Sources/Models/Generated
        """

    /// The `--help` text of `forward-codable record-fixtures`.
    static let recordFixtures = """
        OVERVIEW: Record the golden fixture of the current version of each record into
        <fixtures>/<Record>/v<N>.json. Never overwrites an existing fixture unless --force is given.

        USAGE: forward-codable record-fixtures [SCHEMA...] [options]

        ARGUMENTS:
          SCHEMA                .fcschema files, or folders searched for them (default: Schemas/).

        OPTIONS:
        \(recordFixturesOptions)

        EXIT STATUS:
          0 success · 1 schema or configuration errors (printed as path:line:column: error: ... [FCnnn])
          2 usage error · 4 file system error

        EXAMPLES:
          swift run forward-codable record-fixtures
          swift run forward-codable record-fixtures Sources/Models/Schemas --all-versions
        """
}
