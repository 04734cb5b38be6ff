extension Help {
    /// The `--help` text of `forward-codable breaking`.
    static let breaking = """
        OVERVIEW: Report schema changes that break readers in the field: older app versions reading
        what this version writes (forward), and this version reading documents older versions wrote
        (backward). Types are matched by name across files, a renamed one through the fields that
        hold it. The lock file is a history of releases: the schemas are judged against every
        release it holds, as each is still in the field.

        USAGE: forward-codable breaking [--against BASELINE] [--since-release NAME] [SCHEMA...] [options]
               forward-codable breaking --update-lock [--release NAME] [SCHEMA...] [--lock FILE] [--force]
               forward-codable breaking --list-rules [--format markdown]

        ARGUMENTS:
          SCHEMA                  .fcschema files, or folders searched for them (default: Schemas/,
                                  else the one target folder, Sources/<Target> or Tests/<Target>,
                                  with schemas; several are a usage error that names them).

        OPTIONS:
          --against BASELINE      A folder of schema files, a lock file, or a git ref (main, HEAD~1,
                                  a tag; read with git show, no network). Default: the lock file.
          --mode MODE             backward, forward or full (default): which directions count.
          --format FORMAT         text (default), json, or github (workflow annotations); with
                                  --list-rules, text or markdown.
          --since-release NAME    Judge only the lock's releases from NAME on (the older app
                                  versions are retired); also with --update-lock.
          --verbose               Also list safe changes.
          --closed-enum-readers   Other clients read enums as closed sets: an added case is
                                  dangerous, not safe.
          --update-lock           Record the schemas in the lock file. Refused when they break
                                  against a release it holds (exit status 5).
          --release NAME          With --update-lock: record them as release NAME (1.2), appended
                                  to the lock's history. A recorded name is refused (exit status
                                  2) unless its schemas are the same. Without --release, the lock
                                  holds them alone, unnamed (refused for a lock of named
                                  releases: give --release).
          --force                 With --update-lock: record them all the same, replacing the
                                  schemas of a recorded release name.
          --list-rules            Print the rules: id, what each matches and who fails; with
                                  --format markdown, the rules table and examples of the
                                  Breaking Changes article.
          --lock FILE             The lock file (default: forward-codable.lock next to the schemas,
                                  in the deepest folder that holds them all, like Fixtures/:
                                  Schemas/forward-codable.lock, Sources/Models/Schemas/...).
          --config FILE           A forward-codable.json, for its "keyStyle" and its "breaking"
                                  ignores (default: the one next to the schemas). A git ref
                                  baseline reads the same path in the ref.

        A finding names the releases it breaks: [FIELD_REMOVED: forward; release 1.0].

        An ignore in forward-codable.json accepts a break on purpose, with its reason:
          {"breaking": {"ignore": [{"rule": "FIELD_REMOVED", "path": "Site.legacy", "reason": "..."}]}}
        Its findings are reported as ignored and do not count toward the exit status; an ignore
        that matches no finding is a warning.

        The "keyStyle" of forward-codable.json next to the schemas applies to both sides: the
        current one's, and the baseline's (in its folder or git ref, or recorded in the lock).

        EXIT STATUS:
          0 nothing breaking (warnings may be printed) · 1 schema errors · 2 usage error
          (also no lock and no --against, a lock left at a target's root, or a baseline with
          nothing to compare) · 4 file system or git error
          5 a breaking change (also --update-lock refused for one)

        EXAMPLES:
          swift run forward-codable breaking --against main
          swift run forward-codable breaking --against HEAD~1 --mode backward --format github
          swift run forward-codable breaking --since-release 1.1
          swift run forward-codable breaking --update-lock --release 1.2
          swift run forward-codable breaking Sources/Models --update-lock
        """
}
