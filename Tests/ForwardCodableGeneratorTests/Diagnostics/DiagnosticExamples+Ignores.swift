@testable import ForwardCodableGenerator

extension DiagnosticExamples {
    /// The `"breaking"` setting of the configuration file: FC811 to FC814.
    static let ignores: [DiagnosticExample] = [
        .init(
            name: "a breaking setting that is not an object",
            marked: "{1️⃣\"breaking\": []}",
            expected: [
                .diagnostic(
                    .invalidBreakingSetting,
                    "\"breaking\" must be an object, such as {\"ignore\": [{\"rule\": \"FIELD_REMOVED\", \"path\": "
                        + "\"Task.legacy\", \"reason\": \"...\"}]}")
            ],
            producer: .configuration),
        .init(
            name: "a misspelled key of the breaking setting, and an ignore that is not an array",
            marked: "{\"breaking\": {1️⃣\"ignores\": [], 2️⃣\"ignore\": {}}}",
            expected: [
                .diagnostic(
                    .invalidBreakingSetting,
                    "unknown key \"ignores\" in \"breaking\"; known keys: ignore; did you mean 'ignore'?"),
                .diagnostic(
                    .invalidBreakingSetting, at: "2️⃣",
                    "\"ignore\" must be an array of {\"rule\", \"path\", \"reason\"} objects"),
            ],
            producer: .configuration),
        .init(
            name: "an ignore with an unknown key, a key twice, and no path",
            marked: """
                {"breaking": {"ignore": [
                    3️⃣{2️⃣"rule": "FIELD_REMOVED", "reason": "r", 4️⃣"rule": "FIELD_ADDED", 1️⃣"paht": "Site.port"}
                ]}}
                """,
            expected: [
                .diagnostic(
                    .invalidBreakingSetting, at: "4️⃣", "key \"rule\" is given twice in an ignore; keep one",
                    notes: [.note(at: "2️⃣", "\"rule\" is first given here")]),
                .diagnostic(
                    .invalidBreakingSetting,
                    "unknown key \"paht\" in an ignore; known keys: rule, path, reason; did you mean 'path'?"),
                .diagnostic(
                    .invalidBreakingSetting, at: "3️⃣",
                    "an ignore needs a \"path\": the type (\"Task\") or the member (\"Task.legacy\") whose findings "
                        + "it ignores; a rule is never ignored everywhere, which would hide its next finding too"),
            ],
            producer: .configuration),
        .init(
            name: "an ignore whose path names no type or member, and one that is no object",
            marked: "{\"breaking\": {\"ignore\": [{1️⃣\"path\": \"Site.port.x\", \"rule\": \"FIELD_REMOVED\", "
                + "\"reason\": \"r\"}, 2️⃣\"FIELD_ADDED\"]}}",
            expected: [
                .diagnostic(
                    .invalidBreakingSetting,
                    "\"path\" must name a type (\"Task\") or a member of one (\"Task.legacy\", \"Mode.et\"), not "
                        + "'Site.port.x'"),
                .diagnostic(
                    .invalidBreakingSetting, at: "2️⃣",
                    "an ignore must be an object, such as {\"rule\": \"FIELD_REMOVED\", \"path\": \"Task.legacy\", "
                        + "\"reason\": \"...\"}"),
            ],
            producer: .configuration),
        .init(
            name: "an ignore without a rule, and one whose rule is no string",
            marked: "{\"breaking\": {\"ignore\": [1️⃣{\"path\": \"Site\", \"reason\": \"r\"}, "
                + "{2️⃣\"rule\": 1, \"path\": \"Site\", \"reason\": \"r\"}]}}",
            expected: [
                .diagnostic(.invalidBreakingSetting, "an ignore needs a \"rule\", such as \"FIELD_REMOVED\""),
                .diagnostic(.invalidBreakingSetting, at: "2️⃣", "\"rule\" must be a string, such as \"FIELD_REMOVED\""),
            ],
            producer: .configuration),
        .init(
            name: "an ignore of a misspelled rule",
            marked: "{\"breaking\": {\"ignore\": [{1️⃣\"rule\": \"FIELD_REMOVD\", \"path\": \"Site.port\", "
                + "\"reason\": \"r\"}]}}",
            expected: [
                .diagnostic(
                    .unknownBreakingRule,
                    "no rule 'FIELD_REMOVD'; 'forward-codable breaking --list-rules' lists them; did you mean "
                        + "'FIELD_REMOVED'?")
            ],
            producer: .configuration),
        .init(
            name: "an ignore with an empty reason, and one without",
            marked: "{\"breaking\": {\"ignore\": [{\"rule\": \"FIELD_REMOVED\", \"path\": \"Site.port\", "
                + "1️⃣\"reason\": \" \"}, 2️⃣{\"rule\": \"FIELD_REMOVED\", \"path\": \"Site.name\"}]}}",
            expected: [
                .diagnostic(
                    .breakingIgnoreWithoutReason,
                    "an ignore needs a \"reason\": a non-empty string that says why the break is accepted, shown "
                        + "with every finding it ignores"),
                .diagnostic(
                    .breakingIgnoreWithoutReason, at: "2️⃣",
                    "an ignore needs a \"reason\": a non-empty string that says why the break is accepted, shown "
                        + "with every finding it ignores"),
            ],
            producer: .configuration),
        .init(
            name: "an ignore that matches no finding of the check",
            marked: """
                {"breaking": {"ignore": [
                    {"rule": "FIELD_REMOVED", "path": "Site.port", "reason": "no app reads it"},
                    1️⃣{"rule": "FIELD_REMOVED", "path": "Site.name", "reason": "kept after all"}
                ]}}
                """,
            expected: [
                .diagnostic(
                    .unusedBreakingIgnore,
                    "the ignore of FIELD_REMOVED for 'Site.name' matches no finding; remove it (the break it "
                        + "accepted is no longer reported)")
            ],
            producer: .ignoresOfCheck(
                old: "record Site {\n    name: String\n    port: Int\n}\n", new: "record Site {\n    name: String\n}\n")
        ),
    ]
}
