@testable import ForwardCodableGenerator

extension DiagnosticExamples {
    /// Versions and `since` blocks: FC7xx.
    static let versions: [DiagnosticExample] = [
        .init(
            name: "version 0",
            marked: "record N 1️⃣version 0 stamp \"s\" {}",
            expected: [.diagnostic(.versionTooLow, "the version of 'N' must be 1 or more")]),
        .init(
            name: "a version past the maximum",
            marked: "record N 1️⃣version 1001 stamp \"s\" {}",
            expected: [.diagnostic(.versionTooHigh, "the version of 'N' is 1001; versions go up to 1000")]),
        .init(
            name: "an empty stamp",
            marked: "record N version 1 stamp 1️⃣\"\" {}",
            expected: [.diagnostic(.emptyStampKey, "the stamp's wire key cannot be empty")]),
        .init(
            name: "unstamped past the current version",
            marked: "record N version 2 stamp \"s\" unstamped 1️⃣5 {\n    a: Int = 0\n    since 2 {}\n}",
            expected: [.diagnostic(.unstampedOutOfRange, "'unstamped 5' must name a version from 1 through 2")]),
        .init(
            name: "a since block past the current version, and a missing one",
            marked: "record N 1️⃣version 2 stamp \"s\" {\n    a: Int = 0\n    since 2️⃣3 {\n        add a\n    }\n}",
            expected: [
                .diagnostic(
                    .missingSinceBlock,
                    "'N' is at version 2 but has no 'since 2' block: write the changes of each version in its "
                        + "block, or an empty one (since 2 {}) when the shape did not change"),
                .diagnostic(
                    .sinceOutsideHistory, at: "2️⃣",
                    "'since 3' is outside the history of 'N': versions 2 through 2 can have changes"),
            ]),
        .init(
            name: "a since block given twice",
            marked: "record N version 2 stamp \"s\" {\n    since 2️⃣2 {}\n    since 1️⃣2 {}\n}",
            expected: [
                .diagnostic(
                    .duplicateSince, "'since 2' is given twice",
                    notes: [.note(at: "2️⃣", "'since 2' is first given here")])
            ]),
        .init(
            name: "since blocks out of order",
            marked: "record N version 3 stamp \"s\" {\n    since 3 {}\n    since 1️⃣2 {}\n}",
            expected: [.diagnostic(.sinceOutOfOrder, "'since' blocks must be in ascending order: 2 comes after 3")]),
        .init(
            name: "a since block without a version",
            marked: "record N {\n    a: Int = 0\n    since 1️⃣2 {\n        add a\n    }\n}",
            expected: [
                .diagnostic(
                    .sinceWithoutVersion,
                    "record 'N' has a 'since' block but no version; declare one in its header, as in: "
                        + "record N version 2 stamp \"schema\" {")
            ]),
        .init(
            name: "a field changed twice in one version",
            marked: history("        add 2️⃣a\n        add 1️⃣a"),
            expected: [
                .diagnostic(
                    .fieldChangedTwice, "'a' already changes in 'since 2'",
                    notes: [.note(at: "2️⃣", "'a' first changes here")])
            ]),
        .init(
            name: "an added field that does not exist",
            marked: history("        add 1️⃣b"),
            expected: [
                .diagnostic(
                    .changeOfUnknownField,
                    "'b' is added in version 2, but record 'N' has no field 'b'; did you mean 'a'?"
                )
            ]),
        .init(
            name: "an added field without a default",
            marked: "record N version 2 stamp \"s\" {\n    a: Int\n    since 2 {\n        add 1️⃣a\n    }\n}",
            expected: [
                .diagnostic(
                    .addedFieldWithoutDefault,
                    "field 'a' is added in version 2 without a default, so older documents cannot fill it; "
                        + "give it a default (a: Int = ...) or compute it with a hook (add a hook)")
            ]),
        .init(
            name: "an added Date without a format, which takes no default",
            marked: "record N version 2 stamp \"s\" {\n    a: Date\n    since 2 {\n        add 1️⃣a\n    }\n}",
            expected: [
                .diagnostic(
                    .addedFieldWithoutDefault,
                    "field 'a' is added in version 2 without a default, so older documents cannot fill it; "
                        + "compute it with a hook (add a hook) or make it optional (a: Date?): a Date without a "
                        + "format takes no default (its wire is the date strategy of the coder)")
            ]),
        .init(
            name: "a rename from a current field",
            marked: history("        rename 1️⃣a -> a"),
            expected: [
                .diagnostic(
                    .renameFromCurrentField, "'a' is still a field in version 2, so it cannot be the old name of 'a'")
            ]),
        .init(
            name: "a removed field that is still there",
            marked: history("        remove 1️⃣a: Int"),
            expected: [
                .diagnostic(.removedFieldStillPresent, "'a' is removed in version 2 but is still a field of 'N'")
            ]),
        .init(
            name: "a type change to the same type",
            marked: history("        change a from 1️⃣Int hook"),
            expected: [
                .diagnostic(.typeChangeToSameType, "'a' already has type Int; a type change needs a different old type")
            ]),
        .init(
            name: "an added case of an unknown enum",
            marked: history("        add case 1️⃣Nope.x"),
            expected: [.diagnostic(.unknownEnum, "unknown enum 'Nope'")]),
        .init(
            name: "an added case that is not a case",
            marked: history("        add case M.1️⃣z") + "\nenum M fallback y { y }",
            expected: [.diagnostic(.notACase, "'z' is not a case of enum 'M'")]),
        .init(
            name: "a case renamed to an unknown raw value",
            marked: history("        1️⃣rename case M \"y\" -> \"z\"") + "\nenum M fallback y { y }",
            expected: [.diagnostic(.renamedCaseNotARawValue, "\"z\" is not a raw value of enum 'M'")]),
        .init(
            name: "a case renamed from a current raw value",
            marked: history("        1️⃣rename case M \"y\" -> \"y\"") + "\nenum M fallback y { y }",
            expected: [
                .diagnostic(.renamedCaseStillPresent, "\"y\" is still a raw value of enum 'M', so it cannot be renamed")
            ]),
        .init(
            name: "an old default on an optional old type",
            marked: history("        remove note: String? = 1️⃣\"x\""),
            expected: [
                .diagnostic(
                    .optionalOldDefault,
                    "an optional field defaults to nil: remove the old default of 'note', or give it its old "
                        + "non-optional type")
            ]),
        .init(
            name: "an old default of the wrong type",
            marked: history("        remove allDay: Bool = 1️⃣\"no\""),
            expected: [
                .diagnostic(
                    .valueTypeMismatch,
                    "the default of 'allDay' must be true or false for type Bool, found the string \"no\"")
            ]),
        .init(
            name: "two hooks with one name",
            marked: "record N version 2 stamp \"v\" {\n    url: Int\n    Url: Int\n    since 2 {\n"
                + "        add 2️⃣url hook\n        add 1️⃣Url hook\n    }\n}",
            expected: [
                .diagnostic(
                    .hookNameCollision,
                    "the hooks of 'url' and 'Url' in version 2 of 'N' would both be named migrateUrl(from:); "
                        + "rename one of the fields",
                    notes: [.note(at: "2️⃣", "the hook of 'url' comes from here")])
            ]),
        .init(
            name: "a duplicated field changed once asks for its hook once",
            marked: "record N version 2 stamp \"v\" {\n    2️⃣url: Int\n    1️⃣url: Int\n    since 2 {\n"
                + "        change url from String hook\n    }\n}",
            expected: [
                .diagnostic(
                    .duplicateField, "duplicate field 'url' in record 'N'",
                    notes: [.note(at: "2️⃣", "'url' is first declared here")]),
                // The old shape inherits the duplicate; its hook is asked for once, not twice.
                .diagnostic(
                    .snapshotFieldCollision, "version 1 of 'N' would have two fields named 'url' or keyed \"url\"",
                    notes: [.note(at: "2️⃣", "the other field of version 1 comes from here")]),
            ]),
        .init(
            name: "an old field keyed like a current one",
            marked: "record N version 2 stamp \"v\" {\n    2️⃣a: Int = 0\n    since 2 {\n"
                + "        remove 1️⃣b: Int = 0 @key(\"a\")\n    }\n}",
            expected: [
                .diagnostic(
                    .snapshotFieldCollision, "version 1 of 'N' would have two fields named 'b' or keyed \"a\"",
                    notes: [.note(at: "2️⃣", "the other field of version 1 comes from here")])
            ]),
    ]
}
