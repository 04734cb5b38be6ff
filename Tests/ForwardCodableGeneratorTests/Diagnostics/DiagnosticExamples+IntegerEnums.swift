@testable import ForwardCodableGenerator

extension DiagnosticExamples {
    /// Raw types: `enum Level: Int`, FC609-FC612 and FC909, and integers in `rename case`.
    static let integerEnums: [DiagnosticExample] = [
        .init(
            name: "a raw type other than String or Int",
            marked: "enum Mode: 1️⃣Double fallback a { a }",
            expected: [
                .diagnostic(.unknownEnumRawType, "the raw type of enum 'Mode' must be String or Int, not 'Double'")
            ]),
        .init(
            name: "a string raw value in an Int enum",
            marked: "enum Level: Int fallback low { low = 1️⃣\"low\" }",
            expected: [
                .diagnostic(
                    .rawValueKindMismatch, "enum 'Level' is ': Int': its raw values are integers, not \"low\"")
            ]),
        .init(
            name: "an integer raw value in a String enum",
            marked: "enum Mode fallback a { a = 1️⃣1 }",
            expected: [
                .diagnostic(
                    .rawValueKindMismatch,
                    "enum 'Mode' has String raw values, not 1; write 'enum Mode: Int' for integer raw values")
            ]),
        .init(
            name: "a case of an Int enum without its raw value",
            marked: "enum Level: Int fallback low {\n    low = 0\n    1️⃣high\n}",
            expected: [
                .diagnostic(
                    .missingIntegerRawValue,
                    "case 'high' of the Int enum 'Level' needs its raw value, as in 'high = 0': the wire holds "
                        + "the number, so the schema spells it out")
            ]),
        .init(
            name: "an Int raw value out of range",
            marked: "enum Level: Int fallback low { low = 1️⃣9223372036854775808 }",
            expected: [
                .diagnostic(
                    .rawValueOutOfRange, "the raw value 9223372036854775808 of case 'low' is out of the range of Int")
            ]),
        .init(
            name: "two cases of an Int enum with one raw value, spelled differently",
            marked: "enum Level: Int fallback low { low = 2️⃣-1, high = 1️⃣-0_1 }",
            expected: [
                .diagnostic(
                    .duplicateRawValue, "case 'high' has the raw value -1, which case 'low' already has",
                    notes: [.note(at: "2️⃣", "case 'low' has -1 here")])
            ]),
        .init(
            name: "a raw type on a union",
            marked: "union Block: 1️⃣Int tag \"type\" {\n    divider\n}",
            expected: [
                .diagnostic(
                    .rawTypeOnUnion,
                    "union 'Block' takes no raw type: its variants are told apart by a string tag; remove the ': …'")
            ]),
        .init(
            name: "an Int case renamed to an unknown raw value",
            marked: history("        1️⃣rename case L 9 -> 7") + "\nenum L: Int fallback y { y = 1 }",
            expected: [.diagnostic(.renamedCaseNotARawValue, "7 is not a raw value of enum 'L'")]),
        .init(
            name: "an Int case renamed from a string",
            marked: history("        1️⃣rename case L \"y\" -> 1") + "\nenum L: Int fallback y { y = 1 }",
            expected: [
                .diagnostic(.rawValueKindMismatch, "enum 'L' is ': Int': its raw values are integers, not \"y\"")
            ]),
        .init(
            name: "an Int case renamed from a current raw value",
            marked: history("        1️⃣rename case L 1 -> 1") + "\nenum L: Int fallback y { y = 1 }",
            expected: [
                .diagnostic(.renamedCaseStillPresent, "1 is still a raw value of enum 'L', so it cannot be renamed")
            ]),
    ]
}
