@testable import ForwardCodableGenerator

extension DiagnosticExamples {
    /// Unions: FC9xx.
    static let unions: [DiagnosticExample] = [
        .init(
            name: "a tag key that is also a payload field",
            marked: "union Block tag \"type\" {\n    1️⃣image: Image\n}\nrecord Image {\n    2️⃣type: String\n}",
            expected: [
                .diagnostic(
                    .tagCollidesWithPayloadField,
                    "the tag key 'type' of union 'Block' is also a field of 'Image', the payload of variant "
                        + "'image'; rename the field's key or use 'content \"key\"'",
                    notes: [.note(at: "2️⃣", "the field with key 'type' is declared here")])
            ]),
        .init(
            name: "two variants with one tag",
            marked: "union Block tag \"type\" {\n    2️⃣image\n    picture @tag(1️⃣\"image\")\n}",
            expected: [
                .diagnostic(
                    .duplicateVariantTag, "variant 'picture' has the tag \"image\", which variant 'image' already has",
                    notes: [.note(at: "2️⃣", "'image' takes the tag here")])
            ]),
        .init(
            name: "a variant whose payload is not a record",
            marked: "union Block tag \"type\" {\n    text: 1️⃣String\n}",
            expected: [.diagnostic(.variantNotARecord, "the payload of variant 'text' must be a record, not 'String'")]),
        .init(
            name: "a content key equal to the tag key",
            marked: "union Block tag \"kind\" content 1️⃣\"kind\" {\n    divider\n}",
            expected: [
                .diagnostic(.contentKeyIsTag, "the content key of union 'Block' must differ from its tag key 'kind'")
            ]),
        .init(
            name: "a variant declared twice",
            marked: "union Block tag \"type\" {\n    2️⃣divider\n    1️⃣divider @tag(\"rule\")\n}",
            expected: [
                .diagnostic(
                    .duplicateVariant, "variant 'divider' is already declared in union 'Block'",
                    notes: [.note(at: "2️⃣", "'divider' is first declared here")])
            ]),
        .init(
            name: "a variant attribute other than @tag",
            marked: "union Block tag \"type\" {\n    divider @1️⃣key(\"rule\")\n}",
            expected: [
                .diagnostic(
                    .unknownVariantAttribute, "a variant takes only '@tag(\"…\")', with one string; found '@key'")
            ]),
    ]
}

extension DiagnosticExamples {
    /// `add variant` in a `since` block: FC907 and FC908.
    static let unionHistory: [DiagnosticExample] = [
        .init(
            name: "an added variant of an unknown union",
            marked: history("        add variant 1️⃣Nope.x"),
            expected: [.diagnostic(.unknownUnion, "unknown union 'Nope'")]),
        .init(
            name: "an added variant that is not a variant",
            marked: history("        add variant U.1️⃣z") + "\nunion U tag \"t\" {\n    y\n}",
            expected: [.diagnostic(.notAVariant, "'z' is not a variant of union 'U'")]),
    ]
}
