import Foundation
import Testing

@testable import ForwardCodableGenerator

/// Every refusal of an untagged union says how to fix it, and the fix works: each schema below
/// is refused, then changed as the first alternative of each diagnostic's message says (its
/// quoted text, read by `follow`), and the result generates without an error.
@Suite struct UntaggedUnionFixTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var schema: String
        var id: DiagnosticID
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "no type", schema: union("    id: String\n    hidden\n"), id: .untaggedVariantWithoutType),
        Case(name: "a URL", schema: union("    link: URL\n    count: Int\n"), id: .untaggedVariantType),
        Case(name: "a UUID", schema: union("    key: UUID\n"), id: .untaggedVariantType),
        Case(
            name: "an enum", schema: union("    mode: Mode\n") + "enum Mode fallback a { a, b }\n",
            id: .untaggedVariantType),
        Case(name: "an Int64", schema: union("    big: Int64\n    text: String\n"), id: .untaggedVariantType),
        Case(name: "a Decimal", schema: union("    price: Decimal\n"), id: .untaggedVariantType),
        Case(name: "a Date", schema: union("    at: Date\n    count: Int\n"), id: .untaggedVariantType),
        Case(name: "an optional", schema: union("    id: String?\n"), id: .untaggedVariantType),
        Case(name: "JSON", schema: union("    id: String\n    rest: JSON\n"), id: .untaggedVariantType),
        Case(
            name: "a dictionary", schema: union("    id: String\n    table: [String: Int]\n"),
            id: .untaggedVariantType),
        Case(
            name: "a nested untagged union",
            schema: union("    id: String\n    inner: Inner\n") + "union Inner untagged {\n    count: Int\n}\n",
            id: .untaggedVariantType),
        Case(name: "two strings", schema: union("    id: String\n    slug: String\n"), id: .indistinguishableVariants),
        Case(name: "two Booleans", schema: union("    on: Bool\n    off: Bool\n"), id: .indistinguishableVariants),
        Case(name: "two Ints", schema: union("    a: Int\n    b: Int\n"), id: .indistinguishableVariants),
        Case(name: "two Doubles", schema: union("    a: Double\n    b: Double\n"), id: .indistinguishableVariants),
        Case(name: "two lists", schema: union("    a: [String]\n    b: [Int]\n"), id: .indistinguishableVariants),
        Case(
            name: "two records with the same required keys",
            schema: union("    full: Full\n    brief: Brief\n")
                + "record Full {\n    id: String\n    text: String?\n}\n\nrecord Brief {\n    id: String\n    url: URL?\n}\n",
            id: .indistinguishableVariants),
        Case(
            name: "two records that require nothing",
            schema: union("    a: A\n    b: B\n") + "record A {\n    x: Int?\n}\n\nrecord B {\n    y: Int?\n}\n",
            id: .indistinguishableVariants),
        Case(name: "a tag", schema: union("    id: String @tag(\"id\")\n"), id: .attributeOnUntaggedVariant),
    ]

    static func union(_ variants: String) -> String {
        "union Ref untagged {\n" + variants + "}\n\n"
    }

    @Test(arguments: cases) func followingTheFixGenerates(_ example: Case) throws {
        let before = generate(example.schema)
        let errors = before.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.id) == [example.id], "\(errors)")
        var text = example.schema
        for error in errors { text = Self.follow(error, in: text) }
        let after = generate(text)
        #expect(!after.hasErrors, "fixed as:\n\(text)\n\(after.diagnostics)")
        #expect(text != example.schema)
    }

    /// The two records' fix in its other alternative: a field only one of them has, required.
    @Test func aRequiredFieldOnlyOneRecordHasTellsThemApart() {
        let fixed =
            Self.union("    full: Full\n    brief: Brief\n")
            + "record Full {\n    id: String\n    text: String\n}\n\nrecord Brief {\n    id: String\n}\n"
        #expect(!generate(fixed).hasErrors)
    }

    /// An app's own type: the fix is advice (declare its JSON's schema type), followed by hand.
    @Test func anExternalVariantIsDeclaredByTheShapeOfItsJSON() {
        let refused = "external Money\n\n" + Self.union("    money: Money\n")
        #expect(generate(refused).diagnostics.map(\.id) == [.untaggedVariantType])
        let fixed = Self.union("    money: MoneyValue\n") + "record MoneyValue {\n    amount: String\n}\n"
        #expect(!generate(fixed).hasErrors)
    }

    /// Changes `text` as the first alternative of `diagnostic`'s message says: `remove 'X'`
    /// deletes the variant line `X` (or the attribute `X` from its line); `declare it 'X'` and
    /// `give it one: 'X'` replace the variant's line with `X`, and `with a record 'R'` declares
    /// `R`; `declare the variants of 'U' in this union instead of 'X'` replaces `X` with the
    /// variant lines of `U`.
    static func follow(_ diagnostic: Diagnostic, in text: String) -> String {
        let message = diagnostic.message
        var lines = text.components(separatedBy: "\n")
        let index = diagnostic.location.line - 1
        if let quote = quoted(after: "declare the variants of '", in: message),
            let start = lines.firstIndex(of: "union \(quote) untagged {"),
            let end = lines[start...].firstIndex(of: "}")
        {
            lines.replaceSubrange(index...index, with: lines[(start + 1)..<end])
        } else if let quote = quoted(after: "declare it '", in: message)
            ?? quoted(after: "give it one: '", in: message)
        {
            lines[index] = "    " + quote
            if let record = quoted(after: "with a record '", in: message) { lines.append("record \(record) {\n}") }
        } else if let quote = quoted(after: "remove '", in: message) {
            if quote.hasPrefix("@"), let range = lines[index].range(of: " " + quote) {
                lines[index] = String(lines[index][..<range.lowerBound])
            } else {
                lines.removeAll { $0.trimmingCharacters(in: .whitespaces) == quote }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The text between `prefix` and the next `'` in `message`.
    private static func quoted(after prefix: String, in message: String) -> String? {
        guard let start = message.range(of: prefix)?.upperBound,
            let end = message[start...].firstIndex(of: "'")
        else { return nil }
        return String(message[start..<end])
    }
}
