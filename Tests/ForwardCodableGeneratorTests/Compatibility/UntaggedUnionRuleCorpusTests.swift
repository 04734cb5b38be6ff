import ForwardCodableGenerator
import Testing

/// The rules over untagged unions, judged by what each shape of value reads as: a variant renamed
/// in Swift is no change; one of a new shape is safe; one removed is dangerous; a variant whose
/// type changes breaks both sides; a change that makes values of one shape select another variant
/// (an `Int` beside a `Double`, a record that requires more keys than another, a record whose
/// required keys change) is dangerous; tagged to untagged, or back, breaks both sides.
@Suite struct UntaggedUnionRuleCorpusTests {
    static let references = """
        record Customer {
            id: String
            email: String
        }

        union CustomerRef untagged {
            id: String
            customer: Customer
        }

        """

    static func references(_ variants: String) -> String {
        references.replacingOccurrences(of: "    id: String\n    customer: Customer\n", with: variants)
    }

    static let quotes = """
        record Quote {
            id: String
            text: String
        }

        record ShallowQuote {
            id: String
        }

        union QuoteRef untagged {
            shallow: ShallowQuote
        }

        """

    static let amounts = "union Amount untagged {\n    units: Double\n}\n"

    static let cases: [CorpusCase] = [
        CorpusCase(
            "an untagged variant renamed in Swift, type kept, is no change", old: references,
            new: references("    key: String\n    customer: Customer\n"), []),
        CorpusCase(
            "an untagged union renamed, with the same variants, is no change",
            old: references + "record Charge {\n    customer: CustomerRef\n}\n",
            new: references.replacingOccurrences(of: "union CustomerRef", with: "union Expandable")
                + "record Charge {\n    customer: Expandable\n}\n",
            []),
        CorpusCase(
            "an untagged variant of a shape no variant took is safe", old: references,
            new: references("    id: String\n    customer: Customer\n    count: Int\n"),
            ["UNION_VARIANT_ADDED safe safe 9:5"]),
        CorpusCase(
            "an untagged variant removed", old: references, new: references("    customer: Customer\n"),
            ["UNION_VARIANT_REMOVED warning backward 6:7 was 7:5"]),
        CorpusCase(
            "an untagged variant's type changed", old: references,
            new: references("    id: Int\n    customer: Customer\n"),
            ["UNION_VARIANT_PAYLOAD_CHANGED error backward+forward 7:5 was 7:5"]),
        CorpusCase(
            "a tagged union becomes untagged",
            old: references.replacingOccurrences(of: "untagged {\n    id: String\n", with: "tag \"object\" {\n"),
            new: references,
            ["UNION_TAGGING_CHANGED error forward 6:19 was 6:23"]),
        CorpusCase(
            "an adjacently tagged union becomes untagged",
            old: references.replacingOccurrences(
                of: "untagged {\n    id: String\n", with: "tag \"object\" content \"data\" {\n"),
            new: references,
            ["UNION_TAGGING_CHANGED error backward+forward 6:19 was 6:23"]),
        CorpusCase(
            "an untagged union becomes tagged", old: references,
            new: references.replacingOccurrences(of: "untagged {\n    id: String\n", with: "tag \"object\" {\n"),
            ["UNION_TAGGING_CHANGED error backward 6:23 was 6:19"]),
        CorpusCase(
            "an Int variant beside a Double takes the whole numbers", old: amounts,
            new: amounts.replacingOccurrences(of: "{\n", with: "{\n    cents: Int\n"),
            ["UNION_SELECTION_CHANGED warning backward+forward 2:5 was 2:5", "UNION_VARIANT_ADDED safe safe 2:5"]),
        CorpusCase(
            "a record variant that requires more keys takes the objects that hold them", old: quotes,
            new: quotes.replacingOccurrences(
                of: "    shallow: ShallowQuote\n", with: "    shallow: ShallowQuote\n    full: Quote\n"),
            ["UNION_SELECTION_CHANGED warning backward+forward 12:5 was 11:5", "UNION_VARIANT_ADDED safe safe 12:5"]),
        CorpusCase(
            "a record variant that requires one more key no longer takes older objects", old: references,
            new: references.replacingOccurrences(
                of: "    email: String\n", with: "    email: String\n    name: String\n"),
            [
                "UNION_SELECTION_CHANGED warning backward 1:8 was 1:8",
                "FIELD_ADDED_REQUIRED error backward 4:5",
            ]),
        CorpusCase(
            "a record variant that requires one key less takes objects older versions do not", old: references,
            new: references.replacingOccurrences(of: "    email: String\n", with: "    email: String?\n"),
            [
                "UNION_SELECTION_CHANGED warning forward 1:8 was 1:8",
                "FIELD_MADE_OPTIONAL error forward 3:5 was 3:5",
            ]),
    ]

    @Test(arguments: cases) func corpus(_ pair: CorpusCase) {
        #expect(pair.actual == pair.expected, "\(pair.name)")
    }
}
