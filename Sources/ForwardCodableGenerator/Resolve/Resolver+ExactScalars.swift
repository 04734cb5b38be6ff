import Foundation

extension Resolver {
    /// Checks a default or sample of an exact scalar (`Int32`, `Int64`, `UInt64`, `Float`,
    /// `Decimal`, `Data`); `nil` when `type` is none of them, or when the value is refused (the
    /// reason is reported at the literal).
    mutating func resolveExactScalar(_ literal: LiteralSyntax, as type: FieldType, role: ValueRole, field: String)
        -> ValueModel??
    {
        func outOfRange() -> ValueModel?? {
            diagnostics.emit(
                .valueOutOfRange(role: role.rawValue, field: field, type: type.schemaText), at: literal.location)
            return .some(nil)
        }
        func mismatch(_ expected: String) -> ValueModel?? {
            diagnostics.emit(
                .valueTypeMismatch(
                    role: role.rawValue, field: field, expected: expected, type: type.schemaText,
                    found: Self.describe(literal)),
                at: literal.location)
            return .some(nil)
        }
        switch (type, literal) {
        case (.int32, .integer(let text, _)):
            guard let value = Int32(text) else { return outOfRange() }
            return .integer(String(value))
        case (.int64, .integer(let text, _)):
            guard let value = Int64(text) else { return outOfRange() }
            return .integer(String(value))
        case (.uint64, .integer(let text, _)):
            guard let value = UInt64(text) else { return outOfRange() }
            return .integer(String(value))
        case (.int32, _), (.int64, _), (.uint64, _):
            return mismatch("an integer")
        case (.float, .integer(let text, _)), (.float, .float(let text, _)):
            guard let value = Float(text), value.isFinite else { return outOfRange() }
            if case .integer = literal, !Self.isExactInteger(text, Double(value)) {
                diagnostics.emit(
                    .notExactlyRepresentable(
                        role: role.rawValue, field: field, type: "Float", becomes: String(format: "%.0f", value)),
                    at: literal.location)
                return .some(nil)
            }
            return .double(text)
        case (.float, _):
            return mismatch("a number")
        case (.decimal, .integer(let text, _)), (.decimal, .float(let text, _)):
            guard Self.isExactDecimal(text) else { return outOfRange() }
            return .double(text)
        case (.decimal, _):
            return mismatch("a number")
        case (.data, .string(let text, let location)):
            guard Data(base64Encoded: text) != nil else {
                diagnostics.emit(.invalidBase64(role: role.rawValue, field: field), at: location)
                return .some(nil)
            }
            return .string(text)
        case (.data, _):
            return mismatch("a base64 string")
        default:
            return nil
        }
    }

    /// Whether `Decimal` holds the number `text` exactly: at most 38 significant digits and an
    /// exponent within -128...127.
    static func isExactDecimal(_ text: String) -> Bool {
        let lowered = text.lowercased()
        let parts = lowered.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
        let mantissa = parts[0].hasPrefix("-") ? parts[0].dropFirst() : parts[0][...]
        guard let exponent = parts.count == 2 ? Int(parts[1]) : 0 else { return false }
        let pieces = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let fraction = pieces.count == 2 ? pieces[1] : ""
        var digits = Array(pieces[0] + fraction)
        var scale = exponent - fraction.count
        while let first = digits.first, first == "0" { digits.removeFirst() }
        while let last = digits.last, last == "0" {
            digits.removeLast()
            scale += 1
        }
        guard !digits.isEmpty else { return true }
        return digits.count <= 38 && (-128...127).contains(scale) && Decimal(string: text) != nil
    }
}
