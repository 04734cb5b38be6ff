import ForwardCodableGenerator
import Testing

/// A record with a field whose key a key style changes.
private let styledSchema = "record Site {\n    id: UUID\n    displayName: String\n}\n"

/// The field rules, each shown firing and shown silent on the safe form of the same change.
@Suite struct FieldRuleCorpusTests {
    static let cases: [CorpusCase] = [
        CorpusCase("no change", old: hostSchema, new: hostSchema, []),
        CorpusCase(
            "a record moved between files is no change: types match by name",
            old: hostSchema, new: "\n\n" + hostSchema, []),
        CorpusCase(
            "required field removed", old: hostSchema, new: host(replacing: "    name: String\n", with: ""),
            ["FIELD_REMOVED error forward 1:8 was 3:5"]),
        CorpusCase(
            "optional field removed is safe", old: hostSchema, new: host(replacing: "    alias: String?\n", with: ""),
            ["FIELD_REMOVED safe safe 1:8 was 5:5"]),
        CorpusCase(
            "field renamed without keeping its wire key",
            old: hostSchema, new: host(replacing: "name: String", with: "title: String"),
            ["FIELD_RENAMED error backward+forward 3:5 was 3:5"]),
        CorpusCase(
            "optional field renamed without keeping its wire key is dangerous: the value stays in the bag",
            old: hostSchema, new: host(replacing: "alias: String?", with: "nickname: String?"),
            ["FIELD_RENAMED warning backward+forward 5:5 was 5:5"]),
        CorpusCase(
            "an optional field removed and another of another type added are two safe changes",
            old: hostSchema, new: host(replacing: "alias: String?", with: "rank: Int?"),
            ["FIELD_REMOVED safe safe 1:8 was 5:5", "FIELD_ADDED safe safe 5:5"]),
        CorpusCase(
            "field renamed in Swift only, the wire key kept, is no change",
            old: hostSchema, new: host(replacing: "name: String", with: "title: String @key(\"name\")"), []),
        CorpusCase(
            "wire key changed", old: hostSchema, new: host(replacing: "name: String", with: "name: String @key(\"n\")"),
            ["FIELD_KEY_CHANGED error backward+forward 3:5 was 3:5"]),
        CorpusCase(
            "the configuration's keyStyle changed: every field whose key it derives changes key",
            old: styledSchema, new: styledSchema, keyStyles: (.asWritten, .kebabCase),
            ["FIELD_KEY_CHANGED error backward+forward 3:5 was 3:5"]),
        CorpusCase(
            "the configuration's keyStyle changed spares a field with @key",
            old: styledSchema.replacingOccurrences(of: "String\n", with: "String @key(\"displayName\")\n"),
            new: styledSchema.replacingOccurrences(of: "String\n", with: "String @key(\"displayName\")\n"),
            keyStyles: (.asWritten, .snakeCase), []),
        CorpusCase(
            "the configuration's keyStyle changed under a file that names its own style is no change",
            old: "keys snake_case\n" + styledSchema, new: "keys snake_case\n" + styledSchema,
            keyStyles: (.asWritten, .kebabCase), []),
        CorpusCase(
            "type changed", old: hostSchema, new: host(replacing: "port: Int = 22", with: "port: String = \"22\""),
            ["FIELD_TYPE_CHANGED error backward+forward 4:5 was 4:5"]),
        CorpusCase(
            "type changed inside a collection",
            old: "record Site {\n    tags: [String] = []\n}\n", new: "record Site {\n    tags: [Int] = []\n}\n",
            ["FIELD_TYPE_CHANGED error backward+forward 2:5 was 2:5"]),
        CorpusCase(
            "a single value became a list", old: hostSchema,
            new: host(replacing: "name: String", with: "name: [String]"),
            ["FIELD_CARDINALITY_CHANGED error backward+forward 3:5 was 3:5"]),
        CorpusCase(
            "a list became a single value",
            old: "record Site {\n    tags: [String] = []\n}\n", new: "record Site {\n    tags: String = \"\"\n}\n",
            ["FIELD_CARDINALITY_CHANGED error backward+forward 2:5 was 2:5"]),
        CorpusCase(
            "a key the baseline reserves taken by a new field",
            old: "record Note {\n    title: String\n    reserved \"notes\"\n}\n",
            new: "record Note {\n    title: String\n    notes: Int?\n}\n",
            ["FIELD_KEY_REUSED error backward 3:5", "FIELD_ADDED safe safe 3:5"]),
        CorpusCase(
            "a key an older version used for a string, taken by an integer",
            old: """
                record Note version 3 stamp "v" {
                    title: String = ""
                    since 2 {
                        add title
                    }
                    since 3 {
                        remove notes: String = ""
                    }
                }

                """,
            new: """
                record Note version 4 stamp "v" {
                    title: String = ""
                    notes: Int?
                    since 2 {
                        add title
                    }
                    since 3 {
                        remove notes: String = ""
                    }
                    since 4 {
                        add notes
                    }
                }

                """,
            ["FIELD_KEY_REUSED error backward 3:5", "FIELD_ADDED safe safe 3:5"]),
        CorpusCase(
            "a key an older version used, taken again with a type that reads it, is no reuse",
            old: "record Note version 2 stamp \"v\" {\n    since 2 {\n        remove notes: String = \"\"\n    }\n}\n",
            new:
                "record Note version 3 stamp \"v\" {\n    notes: String?\n    since 2 {\n        remove notes: String = \"\"\n    }\n    since 3 {\n        add notes\n    }\n}\n",
            ["FIELD_ADDED safe safe 2:5"]),
        CorpusCase(
            "a default written another way is the same value: no change",
            old: "record Site {\n    ratio: Double = 2\n}\n", new: "record Site {\n    ratio: Double = 2.0e0\n}\n",
            []),
        CorpusCase(
            "a date's wire format changed",
            old: "record Event {\n    at: Date @format(iso8601)\n}\n",
            new: "record Event {\n    at: Date @format(epochMilliseconds)\n}\n",
            ["FIELD_FORMAT_CHANGED error backward+forward 2:5 was 2:5"]),
        CorpusCase(
            "a file's dates changed the format of a field without one",
            old: "record Event {\n    at: Date?\n}\n", new: "dates iso8601\nrecord Event {\n    at: Date?\n}\n",
            ["FIELD_FORMAT_CHANGED error backward+forward 3:5 was 2:5"]),
        CorpusCase(
            "a string ID back to a number",
            old: "record Order {\n    id: Int64 @format(string)\n}\n", new: "record Order {\n    id: Int64\n}\n",
            ["FIELD_FORMAT_CHANGED error backward+forward 2:5 was 2:5"]),
        CorpusCase(
            "an external type changed",
            old: "external Money\nexternal Price\nrecord Order {\n    total: Money?\n}\n",
            new: "external Money\nexternal Price\nrecord Order {\n    total: Price?\n}\n",
            ["FIELD_TYPE_CHANGED error backward+forward 4:5 was 4:5"]),
        CorpusCase(
            "required field added", old: hostSchema,
            new: host(replacing: "    alias: String?\n", with: "    alias: String?\n    user: String\n"),
            ["FIELD_ADDED_REQUIRED error backward 6:5"]),
        CorpusCase(
            "defaulted and optional fields added are safe", old: hostSchema,
            new: host(
                replacing: "    alias: String?\n",
                with: "    alias: String?\n    user: String = \"root\"\n    key: String?\n"),
            ["FIELD_ADDED safe safe 6:5", "FIELD_ADDED safe safe 7:5"]),
        CorpusCase(
            "optional to required", old: hostSchema, new: host(replacing: "alias: String?", with: "alias: String"),
            ["FIELD_MADE_REQUIRED error backward 5:5 was 5:5"]),
        CorpusCase(
            "required to optional", old: hostSchema, new: host(replacing: "name: String", with: "name: String?"),
            ["FIELD_MADE_OPTIONAL error forward 3:5 was 3:5"]),
        CorpusCase(
            "required to defaulted is safe: a created record writes the key, a read one writes back what it read",
            old: hostSchema, new: host(replacing: "name: String", with: "name: String = \"\""), []),
        CorpusCase(
            "default changed", old: hostSchema, new: host(replacing: "port: Int = 22", with: "port: Int = 2222"),
            ["FIELD_DEFAULT_CHANGED warning backward+forward 4:5 was 4:5"]),
        CorpusCase(
            "optional to defaulted changes what an absent key reads as",
            old: hostSchema, new: host(replacing: "alias: String?", with: "alias: String = \"\""),
            ["FIELD_DEFAULT_CHANGED warning backward+forward 5:5 was 5:5"]),
        CorpusCase(
            "@strict added", old: "record Fleet {\n    hosts: [Fleet] = []\n}\n",
            new: "record Fleet {\n    hosts: [Fleet] = [] @strict\n}\n",
            ["FIELD_STRICT_ADDED warning backward 2:5 was 2:5"]),
        CorpusCase(
            "@strict removed is safe", old: "record Fleet {\n    hosts: [Fleet] = [] @strict\n}\n",
            new: "record Fleet {\n    hosts: [Fleet] = []\n}\n", []),
        CorpusCase(
            "required to optional does not count in backward mode",
            old: hostSchema, new: host(replacing: "name: String", with: "name: String?"),
            options: CompatibilityOptions(mode: .backward), []),
        CorpusCase(
            "a required field added does not count in forward mode",
            old: hostSchema,
            new: host(replacing: "    alias: String?\n", with: "    alias: String?\n    user: String\n"),
            options: CompatibilityOptions(mode: .forward), []),
        CorpusCase(
            "a key style changes the wire key of every field whose name it converts",
            old: "record Site {\n    createdAt: Int\n    name: String\n}\n",
            new: "record Site keys snake_case {\n    createdAt: Int\n    name: String\n}\n",
            ["FIELD_KEY_CHANGED error backward+forward 2:5 was 2:5"]),
        CorpusCase(
            "a file key style is a key change too",
            old: "record Site {\n    createdAt: Int\n}\n",
            new: "keys kebab-case\nrecord Site {\n    createdAt: Int\n}\n",
            ["FIELD_KEY_CHANGED error backward+forward 3:5 was 2:5"]),
        CorpusCase(
            "a key style whose converted keys are kept with @key is no change",
            old: "record Site {\n    createdAt: Int\n}\n",
            new: "record Site keys snake_case {\n    createdAt: Int @key(\"createdAt\")\n}\n", []),
    ]

    @Test(arguments: cases) func corpus(_ pair: CorpusCase) {
        #expect(pair.actual == pair.expected)
    }
}
