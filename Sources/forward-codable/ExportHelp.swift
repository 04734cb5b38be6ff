extension Help {
    /// The `--help` text of `forward-codable export`.
    static let export = """
        OVERVIEW: Write the JSON Schema (draft 2020-12) of every record, union and enum, one file
        each (<Name>.schema.json), for the other readers of the same documents: a server that
        validates them, a web or Android client. Open by default, as the generated readers are:
        undeclared keys, unknown enum values and unknown union tags validate.

        USAGE: forward-codable export json-schema [SCHEMA...] --output DIR [options]

        ARGUMENTS:
          SCHEMA                .fcschema files, or folders searched for them (default: Schemas/).

        OPTIONS:
          --output DIR          Where the files go. Files of an earlier export whose declaration is
                                gone are removed; other files are never touched.
          --closed              What a strict reader accepts instead: no undeclared key, no unknown
                                enum value or union tag (what 'breaking --closed-enum-readers'
                                assumes), no null for a field with a default, no unreadable
                                element in a collection.
          --base-uri URI        What each $id starts with (default: none, so each $id is the file
                                name and resolves against wherever the files are read from).
          --config FILE         A forward-codable.json (default: the one next to the schemas).
          --check               Write nothing; exit 3 and name every stale, missing or orphaned file.
          --quiet               Print only diagnostics and errors.
          --package-root DIR    The $comment of each file names its schema relative to DIR
                                (default: the current directory).

        EXIT STATUS:
          0 success · 1 schema or configuration errors (printed as path:line:column: error: ... [FCnnn])
          2 usage error · 3 stale output (--check) · 4 file system error

        EXAMPLES:
          swift run forward-codable export json-schema --output build/json-schema
          swift run forward-codable export json-schema Schemas --output build/closed --closed
        """
}
