import Foundation

extension Data: FastJSONDecodable {
    /// Reads `Data` with the reader's ``ForwardJSONDecoder/DataDecodingStrategy``: a Base64
    /// string (`Data(base64Encoded:)`, as `JSONDecoder`), or an array of bytes.
    public init(fastJSON reader: inout JSONReader) throws {
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
        guard reader.peek() == UInt8(ascii: "\"") else { throw reader.mismatch(expected: "a string") }
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

    /// The UUID spelled canonically by the 36 bytes at `offset`, or `nil`.
    private static func canonical(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UUID? {
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var position = offset
        let ok = withUnsafeMutableBytes(of: &value) { output -> Bool in
            for byteIndex in 0..<16 {
                if byteIndex == 4 || byteIndex == 6 || byteIndex == 8 || byteIndex == 10 {
                    guard bytes[position] == UInt8(ascii: "-") else { return false }
                    position += 1
                }
                guard let high = hexDigit(bytes[position]), let low = hexDigit(bytes[position + 1]) else {
                    return false
                }
                output[byteIndex] = high << 4 | low
                position += 2
            }
            return true
        }
        return ok ? UUID(uuid: value) : nil
    }

    @inline(__always)
    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
