import Testing

@testable import ForwardCodableGenerator

/// The exact scalars: their declaration, how they decode, and how a default is written in Swift.
@Suite struct ExactScalarSnippets {
    private func snippet(_ field: String) -> Snippet {
        Snippet("record R {\n    \(field)\n}")
    }

    @Test func fixedWidthIntegers() {
        let code = snippet("a: Int32 = -2147483648\n    b: Int64 = 1\n    c: UInt64 = 18446744073709551615")
        expectSnippet(
            code.properties("a", of: "R"),
            "public var a: Int32 {\n    didSet { absentDefaults.remove(CodingKeys.a) }\n}")
        expectSnippet(
            code.decoding("a", of: "R"),
            "a = try fields.decodeIfPresent(Int32.self)\nself.a = a ?? fields.defaulted(-2147483648, .a, absent: &absentDefaults)"
        )
        expectSnippet(
            code.decoding("b", of: "R"),
            "b = try fields.decodeIfPresent(Int64.self)\nself.b = b ?? fields.defaulted(1, .b, absent: &absentDefaults)"
        )
        expectSnippet(
            code.decoding("c", of: "R"),
            "c = try fields.decodeIfPresent(UInt64.self)\nself.c = c ?? fields.defaulted(18446744073709551615, .c, absent: &absentDefaults)"
        )
    }

    @Test func float() {
        let code = snippet("ratio: Float = 0.5")
        expectSnippet(
            code.properties("ratio", of: "R"),
            "public var ratio: Float {\n    didSet { absentDefaults.remove(CodingKeys.ratio) }\n}")
        // Through the runtime, which reads the zeros JSONDecoder refuses as a Float (`0e1`).
        expectSnippet(
            code.decoding("ratio", of: "R"),
            "ratio = try fields.decodeNumbersIfPresent(Float.self)\nself.ratio = ratio ?? fields.defaulted(0.5, .ratio, absent: &absentDefaults)"
        )
    }

    @Test func decimalDefaultIsExactText() {
        // Never a float literal: `0.1` as a `Decimal` literal goes through `Double`.
        let code = snippet("amount: Decimal = 0.1")
        expectSnippet(
            code.properties("amount", of: "R"),
            "public var amount: Decimal {\n    didSet { absentDefaults.remove(CodingKeys.amount) }\n}")
        expectSnippet(
            code.decoding("amount", of: "R"),
            "amount = try fields.decodeIfPresent(Decimal.self)\nself.amount = amount ?? fields.defaulted(Decimal(string: \"0.1\")!, .amount, absent: &absentDefaults)"
        )
    }

    @Test func dataDefaultIsBase64() {
        let code = snippet("blob: Data = \"aGVsbG8=\"\n    blobs: [String: Data] = [:]")
        expectSnippet(
            code.properties("blob", of: "R"),
            "public var blob: Data {\n    didSet { absentDefaults.remove(CodingKeys.blob) }\n}")
        expectSnippet(
            code.decoding("blob", of: "R"),
            "blob = try fields.decodeIfPresent(Data.self)\nself.blob =\n    blob ?? fields.defaulted(Data(base64Encoded: \"aGVsbG8=\")!, .blob, absent: &absentDefaults)"
        )
        expectSnippet(
            code.decoding("blobs", of: "R"),
            "blobs = try fields.decodeIfPresent([String: Data].self)\nself.blobs = blobs ?? fields.defaulted([:], .blobs, absent: &absentDefaults)"
        )
    }
}
