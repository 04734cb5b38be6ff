import Testing

@testable import ForwardCodableGenerator

/// The exact scalars: their declaration, how they decode, and how a default is written in Swift.
@Suite struct ExactScalarSnippets {
    private func snippet(_ field: String) -> Snippet {
        Snippet("record R {\n    \(field)\n}")
    }

    @Test func fixedWidthIntegers() {
        let code = snippet("a: Int32 = -2147483648\n    b: Int64 = 1\n    c: UInt64 = 18446744073709551615")
        expectSnippet(code.properties("a", of: "R"), "public var a: Int32")
        expectSnippet(
            code.decoding("a", of: "R"), "self.a = try container.decodeField(Int32.self, .a, or: -2147483648)")
        expectSnippet(code.decoding("b", of: "R"), "self.b = try container.decodeField(Int64.self, .b, or: 1)")
        expectSnippet(
            code.decoding("c", of: "R"), "self.c = try container.decodeField(UInt64.self, .c, or: 18446744073709551615)"
        )
    }

    @Test func float() {
        let code = snippet("ratio: Float = 0.5")
        expectSnippet(code.properties("ratio", of: "R"), "public var ratio: Float")
        // Through the runtime, which reads the zeros JSONDecoder refuses as a Float (`0e1`).
        expectSnippet(
            code.decoding("ratio", of: "R"), "self.ratio = try container.decodeNumberField(Float.self, .ratio, or: 0.5)"
        )
    }

    @Test func decimalDefaultIsExactText() {
        // Never a float literal: `0.1` as a `Decimal` literal goes through `Double`.
        let code = snippet("amount: Decimal = 0.1")
        expectSnippet(code.properties("amount", of: "R"), "public var amount: Decimal")
        expectSnippet(
            code.decoding("amount", of: "R"),
            "self.amount = try container.decodeField(Decimal.self, .amount, or: Decimal(string: \"0.1\")!)")
    }

    @Test func dataDefaultIsBase64() {
        let code = snippet("blob: Data = \"aGVsbG8=\"\n    blobs: [String: Data] = [:]")
        expectSnippet(code.properties("blob", of: "R"), "public var blob: Data")
        expectSnippet(
            code.decoding("blob", of: "R"),
            "self.blob = try container.decodeField(Data.self, .blob, or: Data(base64Encoded: \"aGVsbG8=\")!)")
        expectSnippet(
            code.decoding("blobs", of: "R"),
            "self.blobs = try container.decodeField([String: Data].self, .blobs, or: [:])")
    }
}
