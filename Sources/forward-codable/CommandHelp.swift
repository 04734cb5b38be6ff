extension Help {
    /// The help text of each command, by name: what `forward-codable <command> --help` and
    /// `forward-codable help <command>` print.
    static let commands = [
        "generate": generate, "record-fixtures": recordFixtures, "breaking": breaking, "export": export,
        "import": importSchemas,
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

    /// The `--help` text of `forward-codable import`.
    static let importSchemas = """
        OVERVIEW: Write a .fcschema file from a contract written elsewhere: the schemas of an
        OpenAPI 3.0/3.1 document (components.schemas), a JSON Schema ($defs and its root object),
        or sample JSON documents. Each declaration names where it came from; what the schema
        language cannot express is reported at its place (path:line:column and JSON pointer) and
        read as JSON, never dropped. The result is checked to resolve before it is written.

        USAGE: forward-codable import openapi FILE [options]
               forward-codable import json-schema FILE [options]
               forward-codable import samples FILE... --name RECORD [options]

        OPTIONS:
          --output FILE         The .fcschema file to write (default: standard output). Its name
                                must be a Swift identifier, as for every schema file.
          --force               Replace --output when it exists.
          --fallback ENUM=CASE  The fallback of an enum: the case (or raw value) shown for values
                                this version does not know (repeatable). Without it, an enum
                                falls back to its first case, with a warning.
          --name RECORD         samples: the record the documents are.
          --enums               samples: declare an enum for a string field with few distinct
                                values (samples alone cannot tell a closed set).
          --max-enum-values N   samples, with --enums: at most N distinct values (default 8).
          --examples DIR        openapi: write the document's own examples of whole records
                                that match their schema as DIR/<Record>/examples/<name>.json
                                (DIR: the fixtures folder, such as Schemas/Fixtures), which the
                                generated contract tests read and write back on both codecs.
                                Every example is checked; one that contradicts its schema is a
                                warning at its place.

        EXIT STATUS:
          0 success · 1 the input cannot be read as its kind (printed as path:line:column: error: ...)
          2 usage error · 4 file system error
          Warnings name what was chosen or read as JSON, and do not change the status.

        EXAMPLES:
          swift run forward-codable import openapi api.json --output Schemas/Todos.fcschema --fallback Status=open
          swift run forward-codable import openapi api.json --output Schemas/Api.fcschema --examples Schemas/Fixtures
          swift run forward-codable import samples sample1.json sample2.json --name Order --enums
        """
}
