/// The `--help` texts: the tool's, and each command's (`forward-codable <command> --help`).
enum Help {
    static let text = """
        OVERVIEW: Generate forward-compatible Codable Swift types, and their contract tests, from
        .fcschema files.

        USAGE: forward-codable generate [SCHEMA...] [options]
               forward-codable record-fixtures [SCHEMA...] [options]
               forward-codable breaking [--against BASELINE] [SCHEMA...] [options]
               forward-codable import (openapi | json-schema | samples) FILE... [options]
               forward-codable export json-schema [SCHEMA...] --output DIR [--closed]
               forward-codable <command> --help

        COMMANDS:
          generate          Write one Swift file per schema and, with --tests-output, its contract
                            tests. Writes only files whose content changed, and removes generated
                            files whose schema is gone.
          record-fixtures   Record the golden fixture of the current version of each record into
                            <fixtures>/<Record>/v<N>.json. Never overwrites an existing fixture
                            unless --force is given.
          breaking          Report schema changes that break older or newer readers, against a
                            folder, a git ref or the lock file. See 'forward-codable breaking --help'.
          import            Write a .fcschema file from an OpenAPI document, a JSON Schema or sample
                            documents. See 'forward-codable import --help'.
          export            Write the JSON Schema of every record, union and enum, for the other
                            readers. See 'forward-codable export --help'.

        ARGUMENTS:
          SCHEMA            .fcschema files, or folders searched for them (default: Schemas/).

        OPTIONS (generate):
        \(generateOptions)

        OPTIONS (record-fixtures):
        \(recordFixturesOptions)

        EXIT STATUS:
          0 success · 1 schema or configuration errors (printed as path:line:column: error: ... [FCnnn],
          FCnnn the diagnostic's id) · 2 usage error · 3 stale output (--check) · 4 file system error
          5 breaking change
          Warnings (path:line:column: warning: ... [FCnnn]) are printed and do not change the status;
          a diagnostic's notes (path:line:column: note: ...) follow it.

        EXAMPLES:
          swift run forward-codable generate
          swift run forward-codable generate --check
          swift run forward-codable generate Sources/Models/Schemas --output Sources/Models/Generated
          swift run forward-codable record-fixtures
        """

    /// The options of `generate`, as both help texts list them.
    static let generateOptions = """
          --output DIR          Where the Swift files go. Default with no SCHEMA: Generated/Models.
          --tests-output DIR    Where the contract tests go. Default with no SCHEMA: Generated/Tests.
          --model-module NAME   The module the contract tests import (or "modelModule" in the
                                configuration file).
          --same-module         The contract tests compile into the module of the types.
          --fixtures DIR        The golden fixtures (default: Fixtures/ in the folder that holds all
                                the schemas, such as Schemas/Fixtures).
          --config FILE         A forward-codable.json (default: the one next to the schemas).
          --only SCHEMA         Generate only this schema's files (repeatable). All schemas are
                                still read, since types may refer to each other.
          --check               Write nothing; exit 3 and name every stale, missing or orphaned file.
          --quiet               Print only diagnostics and errors.
          --package-root DIR    Generated text and output name paths relative to DIR (default: the
                                current directory), so any checkout generates the same bytes.
          --record-command CMD  The command that the contract tests' failures name for recording
                                fixtures (default: swift run forward-codable record-fixtures ...).
          --quiet-schema-errors On schema errors, print nothing, write nothing and succeed: for a
                                build step whose schemas another step reports (and fails on).
          --no-summary          End without the closing error line (the caller writes its own).
        """

    /// The options of `record-fixtures`, as both help texts list them.
    static let recordFixturesOptions = """
          --fixtures DIR        Where fixtures go (default: the same folder generate reads them from).
          --package-root DIR    Output names paths relative to DIR (default: the current directory).
          --force               Re-record fixtures that already exist.
          --all-versions        Also record missing fixtures of older versions, from their shapes.
          --config FILE         A forward-codable.json, for its "keyStyle" (default: the one next to
                                the schemas).
        """

}
