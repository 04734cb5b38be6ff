@testable import ForwardCodableGenerator

extension DiagnosticExamples {
    /// Fields and attributes: FC4xx.
    static let fields: [DiagnosticExample] = [
        .init(
            name: "a field declared twice",
            marked: "record Site {\n    2️⃣name: String\n    1️⃣name: Int\n}",
            expected: [
                .diagnostic(
                    .duplicateField, "duplicate field 'name' in record 'Site'",
                    notes: [.note(at: "2️⃣", "'name' is first declared here")])
            ]),
        .init(
            name: "two fields with one wire key",
            marked: "record Site {\n    2️⃣id: UUID\n    1️⃣alias: String @key(\"id\")\n}",
            expected: [
                .diagnostic(
                    .duplicateWireKey, "field 'alias' uses the wire key \"id\", which field 'id' already uses",
                    notes: [.note(at: "2️⃣", "field 'id' uses \"id\" here")])
            ]),
        .init(
            name: "a field keyed like the version stamp",
            marked: "record Note version 2 stamp 2️⃣\"schema\" {\n    1️⃣schema: Int\n    since 2 {}\n}",
            expected: [
                .diagnostic(
                    .duplicateWireKey,
                    "field 'schema' uses the wire key \"schema\", which the version stamp already uses",
                    notes: [.note(at: "2️⃣", "the version stamp uses \"schema\" here")])
            ]),
        .init(
            name: "a field named like the raw storage of an enum field",
            marked: "record Site {\n    method: Mode\n    1️⃣methodRaw: String\n}\nenum Mode fallback a { a }",
            expected: [
                .diagnostic(
                    .rawStorageCollision,
                    "field 'methodRaw' collides with the raw storage that ForwardCodable generates for 'method'; "
                        + "choose another name and keep the wire key with @key(\"methodRaw\")")
            ]),
        .init(
            name: "a duplicated enum field collides with its raw storage once, not once per copy",
            marked: "record Site {\n    3️⃣method: Mode\n    2️⃣method: Mode\n    1️⃣methodRaw: String\n}\n"
                + "enum Mode fallback a { a }",
            expected: [
                .diagnostic(
                    .duplicateField, at: "2️⃣", "duplicate field 'method' in record 'Site'",
                    notes: [.note(at: "3️⃣", "'method' is first declared here")]),
                .diagnostic(
                    .rawStorageCollision,
                    "field 'methodRaw' collides with the raw storage that ForwardCodable generates for 'method'; "
                        + "choose another name and keep the wire key with @key(\"methodRaw\")"),
            ]),
        .init(
            name: "an attribute given twice",
            marked: "record Site {\n    name: String @2️⃣key(\"a\") @1️⃣key(\"b\")\n}",
            expected: [
                .diagnostic(
                    .duplicateAttribute, "@key is given twice on field 'name'",
                    notes: [.note(at: "2️⃣", "@key is first given here")])
            ]),
        .init(
            name: "@key with a number",
            marked: "record Site {\n    flag: Bool @1️⃣key(1)\n}",
            expected: [
                .diagnostic(.keyAttributeArguments, "@key takes one string: the wire key, as in @key(\"display_name\")")
            ]),
        .init(
            name: "an empty wire key",
            marked: "record Site {\n    name: String @key(1️⃣\"\")\n}",
            expected: [.diagnostic(.emptyWireKey, "the wire key of 'name' cannot be empty")]),
        .init(
            name: "@strict with an argument",
            marked: "record Site {\n    tags: [Tag] @1️⃣strict(1)\n}\nrecord Tag {}",
            expected: [.diagnostic(.strictTakesNoArguments, "@strict takes no arguments")]),
        .init(
            name: "@strict without records",
            marked: "record Site {\n    flag: Bool @1️⃣strict\n}",
            expected: [
                .diagnostic(
                    .strictWithoutRecords,
                    "@strict applies to collections of records; 'flag' of type Bool has no records to keep verbatim")
            ]),
        .init(
            name: "@sample without a value",
            marked: "record Site {\n    name: String @1️⃣sample\n}",
            expected: [.diagnostic(.sampleArguments, "@sample takes one value, as in @sample(\"Harbor build 418\")")]),
        .init(
            name: "an unknown attribute",
            marked: "record Site {\n    flag: Bool @1️⃣color\n}",
            expected: [
                .diagnostic(
                    .unknownAttribute,
                    "unknown attribute '@color'; fields accept @key, @strict, @sample and @deprecated")
            ]),
        .init(
            name: "an optional field with a default",
            marked: "record R {\n    x: Int? = 1️⃣3\n}",
            expected: [
                .diagnostic(
                    .optionalFieldDefault,
                    "an optional field defaults to nil: an absent key reads as nil and is written back absent; "
                        + "remove the default, or make 'x' non-optional so that an absent key reads as the default")
            ]),
        .init(
            name: "a sample equal to the default",
            marked: "record R {\n    port: Int = 2️⃣22 @1️⃣sample(22)\n}",
            expected: [
                .diagnostic(
                    .sampleEqualsDefault,
                    "the sample of 'port' equals its default, so golden fixtures cannot tell a decoded value from an "
                        + "absent key; choose a sample that differs from the default",
                    notes: [.note(at: "2️⃣", "the default of 'port' is given here")])
            ]),
    ]
}
