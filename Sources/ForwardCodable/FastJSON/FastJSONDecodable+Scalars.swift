import Foundation

extension String: FastJSONDecodable {
    /// Reads a string; an escaped lone surrogate (`"\ud800"`) fails, as with `JSONDecoder`.
    public init(fastJSON reader: inout JSONReader) throws {
        self = try reader.readString()
    }
}

extension Bool: FastJSONDecodable {
    /// Reads `true` or `false`.
    public init(fastJSON reader: inout JSONReader) throws {
        self = try reader.readBool()
    }
}

extension Int: FastJSONDecodable {
    /// Reads an integer as `JSONDecoder` does: `1.0` and `1e2` read, `1.5` and out-of-range fail.
    public init(fastJSON reader: inout JSONReader) throws {
        self = try reader.readInteger(Int.self)
    }
}

extension Int32: FastJSONDecodable {
    /// Reads an integer as `JSONDecoder` does.
    public init(fastJSON reader: inout JSONReader) throws {
        self = try reader.readInteger(Int32.self)
    }
}

extension Int64: FastJSONDecodable {
    /// Reads an integer as `JSONDecoder` does.
    public init(fastJSON reader: inout JSONReader) throws {
        self = try reader.readInteger(Int64.self)
    }
}

extension UInt64: FastJSONDecodable {
    /// Reads an integer as `JSONDecoder` does, up to `UInt64.max`.
    public init(fastJSON reader: inout JSONReader) throws {
        self = try reader.readInteger(UInt64.self)
    }
}

extension UInt8: FastJSONDecodable {
    /// Reads an integer as `JSONDecoder` does (the bytes of `Data` with `.deferredToData`).
    public init(fastJSON reader: inout JSONReader) throws {
        self = try reader.readInteger(UInt8.self)
    }
}

extension Double: FastJSONDecodable {
    /// Reads the nearest `Double`; a number beyond its range fails. Zeros written with an
    /// exponent (`0e1`, `-0.0E5`) read as `0` and `-0`, as the generated `decodeNumbers` does.
    public init(fastJSON reader: inout JSONReader) throws {
        self = try reader.readDouble()
    }
}

extension Float: FastJSONDecodable {
    /// Reads the nearest `Float` (as `strtof`); a number beyond its range fails. Zeros written
    /// with an exponent read as zero.
    public init(fastJSON reader: inout JSONReader) throws {
        self = try reader.readFloat()
    }
}

extension Decimal: FastJSONDecodable {
    /// Reads a number as `Decimal(string:)` reads its text, as `JSONDecoder` does: at most 38
    /// significant digits are kept; an exponent beyond `Decimal`'s range fails.
    public init(fastJSON reader: inout JSONReader) throws {
        let token = try reader.scanNumber(decoding: Decimal.self)
        guard let value = Decimal(string: reader.text(of: token)) else {
            throw reader.outOfRange(token, "Decimal")
        }
        self = value
    }
}
