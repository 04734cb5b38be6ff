@testable import ForwardCodableGenerator

extension DiagnosticExamples {
    /// Names, declarations and types: FC2xx and FC3xx.
    static let declarations: [DiagnosticExample] = [
        .init(
            name: "Type as a record name",
            marked: "record 1️⃣Type {}",
            expected: [
                .diagnostic(
                    .typeNameIsKeyword,
                    "'Type' cannot name a type, even in backticks: after a dot Swift reads 'Type' as a metatype, so "
                        + "generated code cannot qualify or alias the type; rename record 'Type', such as to 'TestType' "
                        + "(and move its golden fixtures, if any, from Fixtures/Type/ to Fixtures/TestType/): a type's "
                        + "name is not written to the wire, so documents stay the same")
            ]),
        .init(
            name: "Self as an enum name",
            marked: "enum 1️⃣Self fallback a { a }",
            expected: [
                .diagnostic(
                    .typeNameIsKeyword,
                    "'Self' cannot name a type, even in backticks: Swift would take every 'Self' in the module's types "
                        + "for this type; rename enum 'Self', such as to 'TestSelf': a type's name is not written to "
                        + "the wire, so documents stay the same")
            ]),
        .init(
            name: "Protocol as an external type",
            marked: "external 1️⃣Protocol",
            expected: [
                .diagnostic(
                    .typeNameIsKeyword,
                    "'Protocol' cannot name a type, even in backticks: after a dot Swift reads 'Protocol' as a "
                        + "metatype, so generated code cannot qualify or alias the type; rename it")
            ]),
        .init(
            name: "a type name that generated code uses",
            marked: "record 1️⃣Date {}",
            expected: [shadows("Date")]),
        .init(name: "a snapshot name as a type name", marked: "record 1️⃣V1 {}", expected: [shadows("V1")]),
        .init(name: "Wire as a type name", marked: "record 1️⃣Wire {}", expected: [shadows("Wire")]),
        .init(name: "Migrations as a type name", marked: "record 1️⃣Migrations {}", expected: [shadows("Migrations")]),
        .init(
            name: "a lowercase type name",
            marked: "record 1️⃣site {}",
            expected: [
                .diagnostic(.typeNameNotUppercase, "type name 'site' must start with an uppercase letter, as in 'Site'")
            ]),
        .init(
            name: "a field named like a generated member",
            marked: "record Site {\n    1️⃣unknownFields: JSON\n}",
            expected: [generatedMember("unknownFields")]),
        .init(
            name: "a field named explicitNulls",
            marked: "record Site {\n    1️⃣explicitNulls: Int\n}",
            expected: [generatedMember("explicitNulls")]),
        .init(
            name: "a field named like the key table of CodingKeys",
            marked: "record Site {\n    table: String\n    1️⃣_table: Int\n}",
            expected: [generatedMember("_table")]),
        .init(
            name: "a case named fallback",
            marked: "enum Mode fallback a { a, 1️⃣fallback }",
            expected: [
                .diagnostic(
                    .memberNameIsGenerated,
                    "case name 'fallback' collides with a member that ForwardCodable generates; choose another name "
                        + "and keep the raw value with = \"fallback\"")
            ]),
        .init(
            name: "a case named rawValue that spells its raw value",
            marked: "enum Mode fallback a { a, 1️⃣rawValue = \"raw\" }",
            expected: [
                .diagnostic(
                    .memberNameIsGenerated,
                    "case name 'rawValue' collides with a member that ForwardCodable generates; choose another name")
            ]),
        .init(
            name: "a variant named unknown",
            marked: "union Block tag \"type\" {\n    1️⃣unknown: Text\n}\nrecord Text {\n    body: String\n}",
            expected: [
                .diagnostic(
                    .memberNameIsGenerated,
                    "variant name 'unknown' collides with a member that ForwardCodable generates; choose another name "
                        + "and keep the tag with @tag(\"unknown\")")
            ]),
        .init(
            name: "a field named like the type of another field",
            marked: "record Post {\n    1️⃣Status: String\n    status: Status\n}\nenum Status fallback a { a }",
            expected: [
                .diagnostic(
                    .memberNameIsUsedType,
                    "field 'Status' has the name of a type that the generated code of record 'Post' names, and inside "
                        + "record 'Post' Swift would take 'Status' for the field; choose another name and keep the "
                        + "wire key with @key(\"Status\")")
            ]),
        .init(
            name: "a variant named like its payload",
            marked: "union Block tag \"type\" {\n    1️⃣Text: Text\n}\nrecord Text {\n    body: String\n}",
            expected: [
                .diagnostic(
                    .memberNameIsUsedType,
                    "variant 'Text' has the name of a type that the generated code of union 'Block' names, and inside "
                        + "union 'Block' Swift would take 'Text' for the variant; choose another name and keep the tag "
                        + "with @tag(\"Text\")")
            ]),
        .init(
            name: "a field named like a versioned record itself",
            marked:
                "record Note version 2 stamp \"v\" {\n    1️⃣Note: String = \"\"\n    since 2 {\n        add Note\n"
                + "    }\n}",
            expected: [
                .diagnostic(
                    .memberNameIsUsedType,
                    "field 'Note' has the name of a type that the generated code of record 'Note' names, and inside "
                        + "record 'Note' Swift would take 'Note' for the field; choose another name and keep the wire "
                        + "key with @key(\"Note\")")
            ]),
        .init(
            name: "a field named like a snapshot",
            marked: "record R {\n    1️⃣V2: Int\n}",
            expected: [
                .diagnostic(
                    .memberNameIsSnapshot,
                    "field name 'V2' collides with the snapshot types of versioned records; choose another name")
            ]),
        .init(
            name: "a type declared twice",
            marked: "record 2️⃣Site {}\nrecord 1️⃣Site {}",
            expected: [
                .diagnostic(
                    .duplicateDeclaration, "'Site' is already declared",
                    notes: [.note(at: "2️⃣", "'Site' is first declared here")])
            ]),
        .init(
            name: "two schema files with one output name",
            marked: "record B {}",
            expected: [
                .diagnostic(
                    .outputFileNameCollision, at: "1:1",
                    "schema files 'a/Test.fcschema' and 'Test.fcschema' would both generate 'Test.swift'; rename one",
                    notes: [.note(at: "a/Test.fcschema:1:1", "'a/Test.fcschema' generates 'Test.swift'")])
            ],
            producer: .schemasAfter([SchemaSource(path: "a/Test.fcschema", text: "record A {}")])),
        .init(
            name: "a schema file name that is no identifier",
            marked: "record B {}",
            expected: [
                .diagnostic(
                    .invalidSchemaFileName, at: "my-types.fcschema:1:1",
                    "the schema file name 'my-types' must be a valid Swift identifier, because it names the generated "
                        + "file and its test suite")
            ],
            producer: .schemasAfter([SchemaSource(path: "my-types.fcschema", text: "record A {}")])),
        .init(
            name: "a record that contains itself through a required field",
            marked: "record Node {\n    1️⃣next: Node\n    children: [Node] = []\n}",
            expected: [
                .diagnostic(
                    .inlineRecursion,
                    "record 'Node' contains itself through 'next' (Node -> Node), and every field on that cycle is "
                        + "required, so no finite document holds one; make one of them optional, such as 'next: Node?'")
            ]),
        .init(
            name: "two records that require each other",
            marked: "record A {\n    1️⃣b: B\n    other: A?\n}\nrecord B {\n    2️⃣a: A\n}",
            expected: [
                .diagnostic(
                    .inlineRecursion,
                    "record 'A' contains itself through 'b' (A -> B -> A), and every field on that cycle is "
                        + "required, so no finite document holds one; make one of them optional, such as 'b: B?'"),
                .diagnostic(
                    .inlineRecursion, at: "2️⃣",
                    "record 'B' contains itself through 'a' (B -> A -> B), and every field on that cycle is "
                        + "required, so no finite document holds one; make one of them optional, such as 'a: A?'"),
            ]),
        .init(
            name: "a field named like the storage of a field stored out of line",
            marked: "record Node {\n    next: Node?\n    1️⃣_next: String\n}",
            expected: [
                .diagnostic(
                    .indirectStorageCollision,
                    "field '_next' collides with the storage that ForwardCodable generates for 'next', which holds "
                        + "its record out of line (@Indirect); choose another name and keep the wire key with "
                        + "@key(\"_next\")")
            ]),
        .init(
            name: "an unknown type close to a known one",
            marked: "record Site {\n    name: 1️⃣Strin\n}",
            expected: [.diagnostic(.unknownType, "unknown type 'Strin'; did you mean 'String'?")]),
        .init(
            name: "an unknown type far from any",
            marked: "record Site {\n    jump: 1️⃣Jump?\n}\nrecord JumpHost {\n    host: String\n}",
            expected: [.diagnostic(.unknownType, "unknown type 'Jump'")]),
        .init(
            name: "a dictionary with Int keys",
            marked: "record Site {\n    tags: [1️⃣Int: String]\n}",
            expected: [
                .diagnostic(
                    .dictionaryKeyNotString,
                    "dictionary keys must be String (JSON object keys are strings), found 'Int'")
            ]),
        .init(
            name: "a type optional twice",
            marked: "record Site {\n    tags: String?1️⃣?\n}",
            expected: [.diagnostic(.doubleOptional, "a type can be optional only once: 'String??'")]),
    ]

    static func shadows(_ name: String) -> ExpectedDiagnostic {
        .diagnostic(
            .typeNameShadowsGeneratedType, "'\(name)' would shadow a type that generated code uses; choose another name"
        )
    }

    static func generatedMember(_ name: String) -> ExpectedDiagnostic {
        .diagnostic(
            .memberNameIsGenerated,
            "field name '\(name)' collides with a member that ForwardCodable generates; choose another name and keep "
                + "the wire key with @key(\"\(name)\")")
    }
}
