@testable import ForwardCodableGenerator

extension DiagnosticExamples {
    /// Untagged unions: FC910 to FC913. `UntaggedUnionFixTests` follows the fix of each.
    static let untaggedUnions: [DiagnosticExample] = [
        .init(
            name: "an untagged variant without a type",
            marked: "union Ref untagged {\n    id: String\n    1️⃣hidden\n}",
            expected: [
                .diagnostic(
                    .untaggedVariantWithoutType,
                    "variant 'hidden' of untagged union 'Ref' has no type: only the shape of its values tells it "
                        + "apart; give it one: 'hidden: Hidden' with a record 'Hidden', or a String, Int, Double, "
                        + "Bool or list type")
            ]),
        .init(
            name: "an untagged variant of a type with a string's shape",
            marked: "union Ref untagged {\n    link: 1️⃣URL\n    id: Int\n}",
            expected: [
                .diagnostic(
                    .untaggedVariantType,
                    "variant 'link' of untagged union 'Ref' cannot be a 'URL': a variant of an untagged union is a "
                        + "record, String, Int, Double, Bool or a list, told apart by its JSON shape; its values are "
                        + "strings: declare it 'link: String'")
            ]),
        .init(
            name: "an optional untagged variant",
            marked: "union Ref untagged {\n    id: 1️⃣String?\n}",
            expected: [
                .diagnostic(
                    .untaggedVariantType,
                    "variant 'id' of untagged union 'Ref' cannot be a 'String?': a variant of an untagged union is a "
                        + "record, String, Int, Double, Bool or a list, told apart by its JSON shape; 'null' fits no "
                        + "variant (it is kept as 'unknown'): declare it 'id: String', and make the field that holds "
                        + "the union optional for 'null'")
            ]),
        .init(
            name: "a JSON untagged variant",
            marked: "union Ref untagged {\n    id: String\n    rest: 1️⃣JSON\n}",
            expected: [
                .diagnostic(
                    .untaggedVariantType,
                    "variant 'rest' of untagged union 'Ref' cannot be a 'JSON': a variant of an untagged union is a "
                        + "record, String, Int, Double, Bool or a list, told apart by its JSON shape; 'JSON' takes "
                        + "every shape, so no other variant could be told apart from it: remove 'rest: JSON', whose "
                        + "values the union keeps whole as 'unknown'")
            ]),
        .init(
            name: "two string variants",
            marked: "union Ref untagged {\n    2️⃣id: String\n    1️⃣slug: String\n}",
            expected: [
                .diagnostic(
                    .indistinguishableVariants,
                    "variants 'id' and 'slug' of untagged union 'Ref' are both strings: no value tells them apart; "
                        + "remove 'slug: String'; a string's text does not say which it is",
                    notes: [.note(at: "2️⃣", "'id' is declared here")])
            ]),
        .init(
            name: "two records that require the same keys",
            marked: "union Ref untagged {\n    2️⃣full: Full\n    1️⃣brief: Brief\n}\n"
                + "record Full {\n    id: String\n    text: String?\n}\nrecord Brief {\n    id: String\n}",
            expected: [
                .diagnostic(
                    .indistinguishableVariants,
                    "variants 'full' and 'brief' of untagged union 'Ref' are records that both require exactly "
                        + "\"id\": no value tells them apart; remove 'brief: Brief'; or make a field of 'Brief' that "
                        + "'Full' lacks required (no '?', no default), so that its objects hold a key the other's "
                        + "need not",
                    notes: [.note(at: "2️⃣", "'full' is declared here")])
            ]),
        .init(
            name: "an attribute on an untagged variant",
            marked: "union Ref untagged {\n    id: String @1️⃣tag(\"id\")\n}",
            expected: [
                .diagnostic(
                    .attributeOnUntaggedVariant,
                    "variant 'id' of untagged union 'Ref' takes no attributes: its values carry no tag; remove '@tag'")
            ]),
    ]
}
