@testable import ForwardCodableGenerator

extension DiagnosticExamples {
    /// Wire formats, calendar dates and external types: FC114, FC304-FC307, FC512, FC810.
    static let formats: [DiagnosticExample] = [
        .init(
            name: "a file's date format given twice",
            marked: "dates 2️⃣iso8601\n1️⃣dates epochSeconds\nrecord R {}",
            expected: [
                .diagnostic(
                    .misplacedDateFormat, "the file's date format is given twice",
                    notes: [.note(at: "2️⃣", "the date format is first given here")])
            ]),
        .init(
            name: "a file's date format after a declaration",
            marked: "record R {}\n1️⃣dates iso8601",
            expected: [.diagnostic(.misplacedDateFormat, "'dates' must come before the first declaration of the file")]
        ),
        .init(
            name: "an unknown format of Date",
            marked: "record R {\n    at: Date @format(1️⃣iso8061)\n}",
            expected: [
                .diagnostic(
                    .unknownFormat,
                    "'iso8061' is not a format of Date; its formats are iso8601, epochSeconds, epochMilliseconds, coder; did you mean 'iso8601'?"
                )
            ]),
        .init(
            name: "an unknown date format of a file",
            marked: "dates 1️⃣epochMillis\nrecord R {}",
            expected: [
                .diagnostic(
                    .unknownFormat,
                    "'epochMillis' is not a format of Date; its formats are iso8601, epochSeconds, epochMilliseconds, coder"
                )
            ]),
        .init(
            name: "a date format on an Int64",
            marked: "record R {\n    id: [Int64] @format(1️⃣iso8601)\n}",
            expected: [
                .diagnostic(.unknownFormat, "'iso8601' is not a format of Int64; its formats are string, coder")
            ]),
        .init(
            name: "a format on a String",
            marked: "record R {\n    name: String @1️⃣format(string)\n}",
            expected: [
                .diagnostic(
                    .formatNotApplicable,
                    "@format applies to Date (iso8601, epochSeconds, epochMilliseconds) and to Int, Int32, Int64, UInt64 and Decimal (string); 'name' has type String"
                )
            ]),
        .init(
            name: "a format without a name",
            marked: "record R {\n    at: Date @1️⃣format\n}",
            expected: [.diagnostic(.formatArguments, "@format takes one format name, such as @format(iso8601)")]),
        .init(
            name: "a required external field without a sample",
            marked: "external Money\nrecord R {\n    1️⃣total: Money\n}",
            expected: [
                .diagnostic(
                    .externalFieldNeedsSample,
                    "'total' of the external type Money needs a sample for the contract tests: its JSON, such as @sample({\"amount\": \"1.00\"}); or make it optional (Money?)"
                )
            ]),
        .init(
            name: "an external type also declared as a record",
            marked: "record 2️⃣Money {}\nexternal 1️⃣Money",
            expected: [
                .diagnostic(
                    .duplicateDeclaration, "'Money' is already declared",
                    notes: [.note(at: "2️⃣", "'Money' is first declared here")])
            ]),
        .init(
            name: "an external type with a default",
            marked: "external Money\nrecord R {\n    totals: [Money] = [1️⃣[:]]\n}",
            expected: [
                .diagnostic(
                    .typeHasNoDefault,
                    "a field of type Money cannot have a default; make it optional (Money?) if it may be absent")
            ]),
        .init(
            name: "an ISO 8601 sample with a month 13",
            marked: "record R {\n    at: Date @format(iso8601) @sample(1️⃣\"2026-13-01T00:00:00Z\")\n}",
            expected: [
                .diagnostic(
                    .invalidFormattedValue,
                    "the sample of 'at' must be an RFC 3339 date-time such as \"2026-12-03T10:00:00.123Z\"")
            ]),
        .init(
            name: "a string ID sample beyond Int64",
            marked: "record R {\n    id: Int64 @format(string) @sample(1️⃣\"9223372036854775808\")\n}",
            expected: [
                .diagnostic(
                    .invalidFormattedValue,
                    "the sample of 'id' must be \(WireFormatModel.string(.int64).expectation)")
            ]),
        .init(
            name: "an epoch given as a string",
            marked: "record R {\n    at: Date @format(epochMilliseconds) @sample(1️⃣\"1764756000123\")\n}",
            expected: [
                .diagnostic(
                    .valueTypeMismatch,
                    "the sample of 'at' must be milliseconds since 1970 as a JSON number such as 1796292000123 for type Date, found the string \"1764756000123\""
                )
            ]),
        .init(
            name: "a calendar date on February 30",
            marked: "record R {\n    birthday: CalendarDate @sample(1️⃣\"2026-02-30\")\n}",
            expected: [
                .diagnostic(
                    .invalidFormattedValue,
                    "the sample of 'birthday' must be a calendar date \"YYYY-MM-DD\" such as \"2026-12-03\"")
            ]),
        .init(
            name: "an external type as a union payload",
            marked: "external Money\nunion Pay tag \"kind\" {\n    cash: 1️⃣Money\n}",
            expected: [
                .diagnostic(
                    .variantNotARecord,
                    "the payload of variant 'cash' must be a record, not 'Money'; wrap the app's type in a record: "
                        + "'cash: CashPayload' with 'record CashPayload { value: Money @sample(...) }'")
            ]),
        .init(
            name: "a field that takes a reserved key",
            marked: "record Note {\n    reserved 2️⃣\"notes\"\n    1️⃣notes: Int?\n}",
            expected: [
                .diagnostic(
                    .reservedKeyReused,
                    "'notes' takes the wire key \"notes\", which 'Note' reserves: documents older versions wrote may "
                        + "still hold the removed field's value there; give 'notes' another key with @key(\"...\")",
                    notes: [.note(at: "2️⃣", "the key is reserved here")])
            ]),
        .init(
            name: "a configuration date format that is not one",
            marked: "{\n  1️⃣\"dateFormat\": \"iso\"\n}",
            expected: [
                .diagnostic(
                    .invalidConfigurationDateFormat,
                    "\"dateFormat\" must be \"iso8601\", \"epochSeconds\", \"epochMilliseconds\", \"coder\", not 'iso'"
                )
            ],
            producer: .configuration),
    ]
}
