import Foundation

extension Data: FastJSONDecodable {
    /// Reads `Data` with the reader's ``ForwardJSONDecoder/DataDecodingStrategy``: a Base64
    /// string (`Data(base64Encoded:)`, as `JSONDecoder`), or an array of bytes.
    public init(fastJSON reader: inout JSONReader) throws {
        try reader.refuseNull(decoding: Data.self)
        switch reader.options.dataDecodingStrategy {
        case .base64:
            let start = reader.byteOffset
            let string = try reader.readString()
            guard let data = Data(base64Encoded: string) else {
                throw reader.error(.dataCorrupted, "Encountered Data is not valid Base64", at: start)
            }
            self = data
        case .deferredToData:
            self = Data(try [UInt8](fastJSON: &reader))
        }
    }
}

extension Date: FastJSONDecodable {
    /// Reads a `Date` with the reader's ``ForwardJSONDecoder/DateDecodingStrategy``, exactly as
    /// `JSONDecoder` does (numbers as its `Double`, ISO 8601 with `Date.ISO8601FormatStyle()`).
    public init(fastJSON reader: inout JSONReader) throws {
        try reader.refuseNull(decoding: Date.self)
        switch reader.options.dateDecodingStrategy {
        case .deferredToDate:
            self = Date(timeIntervalSinceReferenceDate: try reader.readFoundationDouble())
        case .secondsSince1970:
            self = Date(timeIntervalSince1970: try reader.readFoundationDouble())
        case .millisecondsSince1970:
            self = Date(timeIntervalSince1970: try reader.readFoundationDouble() / 1000.0)
        case .iso8601:
            let start = reader.byteOffset
            let string = try reader.readString()
            guard let date = try? Date.ISO8601FormatStyle().parse(string) else {
                throw reader.error(.dataCorrupted, "Expected date string to be ISO8601-formatted", at: start)
            }
            self = date
        }
    }
}

extension URL: FastJSONDecodable {
    /// Reads a string as `URL(string:)`, as `JSONDecoder` does.
    public init(fastJSON reader: inout JSONReader) throws {
        try reader.refuseNull(decoding: URL.self)
        let start = reader.byteOffset
        let string = try reader.readString()
        guard let url = URL(string: string) else {
            throw reader.error(.dataCorrupted, "Invalid URL string", at: start)
        }
        self = url
    }
}

extension UUID: FastJSONDecodable {
    /// Reads a UUID string. The canonical form (36 characters, hexadecimal digits of either case
    /// and four dashes) is parsed here; any other string goes to `UUID(uuidString:)`, which
    /// `JSONDecoder` uses and whose verdicts it keeps (on Linux it accepts some oddities).
    public init(fastJSON reader: inout JSONReader) throws {
        let start = reader.byteOffset
        guard reader.peek() == UInt8(ascii: "\"") else { throw reader.mismatch(decoding: String.self) }
        let token = try reader.scanKey()
        if token.isPlainASCII, token.byteCount == 36, let uuid = Self.canonical(reader.bytes, at: token.start) {
            self = uuid
            return
        }
        guard let uuid = UUID(uuidString: try reader.string(token)) else {
            throw reader.error(.dataCorrupted, "Attempted to decode UUID from invalid UUID string", at: start)
        }
        self = uuid
    }

    /// The UUID spelled canonically by the 36 bytes at `offset`, or `nil`: its five groups of
    /// hexadecimal digits read into two 64-bit halves.
    private static func canonical(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UUID? {
        let text = (bytes.baseAddress! + offset).assumingMemoryBound(to: UInt8.self)
        guard text[8] == UInt8(ascii: "-"), text[13] == UInt8(ascii: "-"), text[18] == UInt8(ascii: "-"),
            text[23] == UInt8(ascii: "-")
        else { return nil }
        var invalid: UInt8 = 0
        func digits(_ range: Range<Int>, into value: inout UInt64) {
            for position in range {
                let digit = hexDigit(text[position])
                invalid |= digit
                value = value << 4 | UInt64(digit & 0xF)
            }
        }
        var high: UInt64 = 0
        var low: UInt64 = 0
        digits(0..<8, into: &high)
        digits(9..<13, into: &high)
        digits(14..<18, into: &high)
        digits(19..<23, into: &low)
        digits(24..<36, into: &low)
        guard invalid & 0xF0 == 0 else { return nil }
        return UUID(uuid: unsafeBitCast((high.bigEndian, low.bigEndian), to: uuid_t.self))
    }

    /// The value of a hexadecimal digit of either case, or 0xFF.
    @inline(__always)
    private static func hexDigit(_ byte: UInt8) -> UInt8 {
        let decimal = byte &- UInt8(ascii: "0")
        if decimal < 10 { return decimal }
        let letter = (byte | 0x20) &- UInt8(ascii: "a")
        return letter < 6 ? letter &+ 10 : 0xFF
    }
}
