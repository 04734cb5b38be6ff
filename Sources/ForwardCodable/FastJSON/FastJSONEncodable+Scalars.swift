import Foundation

extension String: FastJSONEncodable {
    /// Writes the string, escaped as `JSONEncoder` escapes it.
    public func write(fastJSON writer: inout JSONWriter) throws {
        writer.writeString(self)
    }
}

extension Bool: FastJSONEncodable {
    /// Writes `true` or `false`.
    public func write(fastJSON writer: inout JSONWriter) throws {
        writer.writeBool(self)
    }
}

extension Int: FastJSONEncodable {
    /// Writes the integer in decimal.
    public func write(fastJSON writer: inout JSONWriter) throws {
        writer.writeInt64(Int64(self))
    }
}

extension Int32: FastJSONEncodable {
    /// Writes the integer in decimal.
    public func write(fastJSON writer: inout JSONWriter) throws {
        writer.writeInt64(Int64(self))
    }
}

extension Int64: FastJSONEncodable {
    /// Writes the integer in decimal.
    public func write(fastJSON writer: inout JSONWriter) throws {
        writer.writeInt64(self)
    }
}

extension UInt64: FastJSONEncodable {
    /// Writes the integer in decimal.
    public func write(fastJSON writer: inout JSONWriter) throws {
        writer.writeUInt64(self)
    }
}

extension Double: FastJSONEncodable {
    /// Writes the number as `JSONEncoder` does (`1.0` as `1`, `1e21` as `1e+21`).
    ///
    /// - Throws: `EncodingError.invalidValue` for NaN and infinities.
    public func write(fastJSON writer: inout JSONWriter) throws {
        try writer.writeDouble(self)
    }
}

extension Float: FastJSONEncodable {
    /// Writes the number as `JSONEncoder` does: the `Float`'s shortest text (`0.1`, not the
    /// `Double` it widens to).
    ///
    /// - Throws: `EncodingError.invalidValue` for NaN and infinities.
    public func write(fastJSON writer: inout JSONWriter) throws {
        try writer.writeFloat(self)
    }
}

extension Decimal: FastJSONEncodable {
    /// Writes the decimal's digits, as `JSONEncoder` does (its `description`).
    ///
    /// - Throws: `EncodingError.invalidValue` for `Decimal.nan`, which `JSONEncoder` writes as
    ///   the text `NaN`, which is not JSON.
    public func write(fastJSON writer: inout JSONWriter) throws {
        guard !isNaN else {
            throw EncodingError.invalidValue(
                self,
                EncodingError.Context(codingPath: [], debugDescription: "Unable to encode Decimal.nan in JSON.")
            )
        }
        writer.writeNumberText(description)
    }
}
