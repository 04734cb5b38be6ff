/// The `--help` text.
enum Help {
    static let text = """
        OVERVIEW: Generate forward-compatible Codable Swift types from .fcschema files.

        USAGE: forward-codable generate [SCHEMA...] [options]
               forward-codable record-fixtures [SCHEMA...] [options]

        COMMANDS:
          generate          Write one Swift file per schema (and, with --tests-output, its contract
                            tests). Only files whose content changed are written; generated files
                            whose schema is gone are removed.
          record-fixtures   Record the golden fixture of the current version of each record. An
                            existing fixture is never overwritten unless --force is given.

        ARGUMENTS:
          SCHEMA            .fcschema files or folders of them (default: Schemas/).

        OPTIONS (generate):
          --output DIR        Where the Swift files go (default: Generated/Models when no schema is
                              given, otherwise required).
          --tests-output DIR  Where the generated contract tests go (default: Generated/Tests when
                              no schema is given; none otherwise).
          --fixtures DIR      Where golden fixtures live (default: Fixtures/ next to the schemas).
          --config FILE       A forward-codable.json configuration (default: the one next to the
                              schemas, if any).
          --only FILE         Generate only this schema's output (repeatable); all schemas are
                              still read, since types may refer to each other.
          --tests-module M    The module the generated tests import (default: the output folder's
                              target name is not known, so this is required with --tests-output
                              unless the default layout is used).
          --check             Write nothing; exit 3 and name the files that are stale.
          --quiet             Print only diagnostics and errors.

        OPTIONS (record-fixtures):
          --fixtures DIR      Where golden fixtures go (default: Fixtures/ next to the schemas).
          --force             Overwrite fixtures that already exist (re-record on purpose).
          --all-versions      Also record missing fixtures of older versions, from their snapshots.

        EXIT STATUS:
          0 success, 1 schema or configuration errors, 2 usage error, 3 stale output (--check),
          4 file system error.

        EXAMPLES:
          swift run forward-codable generate
          swift run forward-codable generate --check
          swift run forward-codable generate Sources/Models/Schemas --output Sources/Models/Generated
        """
}
