import Foundation

extension Date: FastJSONEncodable {
    /// Writes the date with the writer's ``ForwardJSONEncoder/DateEncodingStrategy``, giving the
    /// same text as `JSONEncoder` with the same strategy.
    public func write(fastJSON writer: inout JSONWriter) throws {
        switch writer.options.dateEncodingStrategy {
        case .deferredToDate: try writer.writeDouble(timeIntervalSinceReferenceDate)
        case .secondsSince1970: try writer.writeDouble(timeIntervalSince1970)
        case .millisecondsSince1970: try writer.writeDouble(1000.0 * timeIntervalSince1970)
        case .iso8601: writer.writeISO8601(self)
        }
    }
}

extension JSONWriter {
    /// The seconds from 1970 to 2001, the reference date of `Date`.
    private static let referenceDateOffset: Int64 = 978_307_200

    /// Writes `date` as `JSONEncoder`'s `.iso8601` does (`Date.ISO8601FormatStyle`): whole
    /// seconds, rounded down, in UTC.
    ///
    /// Years 1583 through 9999 are formatted here, in the proleptic Gregorian calendar; other
    /// dates go through `Date.ISO8601FormatStyle`, which switches to the Julian calendar before
    /// October 1582, writes years beyond 9999 with more digits and clamps far dates.
    mutating func writeISO8601(_ date: Date) {
        let reference = date.timeIntervalSinceReferenceDate.rounded(.down)
        if reference.magnitude < 1e12 {
            let seconds = Int64(reference) + Self.referenceDateOffset
            let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
            let (year, month, day) = CivilTime.civil(fromDays: days)
            if year >= 1583, year <= 9999 {
                let time = seconds - days * 86_400
                writeTimestamp(year, month, day, time / 3600, time / 60 % 60, time % 60)
                return
            }
        }
        writeString(date.formatted(.iso8601))
    }

    /// Writes `"YYYY-MM-DDTHH:MM:SSZ"`.
    private mutating func writeTimestamp(
        _ year: Int64, _ month: Int64, _ day: Int64, _ hour: Int64, _ minute: Int64, _ second: Int64
    ) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { text in
            func put(_ value: Int64, at offset: Int, digits: Int) {
                var rest = value
                for position in (offset..<(offset + digits)).reversed() {
                    text[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
            }
            put(year, at: 0, digits: 4)
            put(month, at: 5, digits: 2)
            put(day, at: 8, digits: 2)
            put(hour, at: 11, digits: 2)
            put(minute, at: 14, digits: 2)
            put(second, at: 17, digits: 2)
            for (offset, separator) in [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":"), (19, "Z")] {
                text[offset] = UInt8(ascii: Unicode.Scalar(separator)!)
            }
            writeUnescapedString(UnsafeBufferPointer(text))
        }
    }
}

extension Data: FastJSONEncodable {
    /// Writes the bytes with the writer's ``ForwardJSONEncoder/DataEncodingStrategy``: a Base64
    /// string (its `/` escaped like any string's), or an array of byte values.
    public func write(fastJSON writer: inout JSONWriter) throws {
        switch writer.options.dataEncodingStrategy {
        case .base64:
            writer.writeBase64(self)
        case .deferredToData:
            writer.beginArray()
            for byte in self { writer.writeUInt64(UInt64(byte)) }
            writer.endArray()
        }
    }
}

extension JSONWriter {
    /// Writes `data` as a padded Base64 string, as `base64EncodedString()` spells it.
    mutating func writeBase64(_ data: Data) {
        beginValue()
        buffer.append(UInt8(ascii: "\""))
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        buffer.reserveCapacity(buffer.count + (data.count + 2) / 3 * 4 + 2)
        func put(_ sextet: UInt32) {
            let character = alphabet[Int(sextet & 0x3F)]
            if character == UInt8(ascii: "/"), escapesSlashes { buffer.append(UInt8(ascii: "\\")) }
            buffer.append(character)
        }
        data.withUnsafeBytes { bytes in
            var index = 0
            while index + 3 <= bytes.count {
                let group = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
                put(group >> 18)
                put(group >> 12)
                put(group >> 6)
                put(group)
                index += 3
            }
            let rest = bytes.count - index
            if rest > 0 {
                let second = rest == 2 ? UInt32(bytes[index + 1]) : 0
                let group = UInt32(bytes[index]) << 16 | second << 8
                put(group >> 18)
                put(group >> 12)
                if rest == 2 { put(group >> 6) } else { buffer.append(UInt8(ascii: "=")) }
                buffer.append(UInt8(ascii: "="))
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }
}

extension URL: FastJSONEncodable {
    /// Writes the URL's `absoluteString`, as `JSONEncoder` does.
    public func write(fastJSON writer: inout JSONWriter) throws {
        writer.writeString(absoluteString)
    }
}

extension UUID: FastJSONEncodable {
    /// Writes the `uuidString` (upper-case hex), as `UUID`'s `Encodable` conformance does.
    ///
    /// The 36 characters are formatted here: `uuidString` goes through `snprintf`, which was the
    /// largest cost of encoding a record with a UUID (Benchmarks/EXPERIMENTS.md).
    public func write(fastJSON writer: inout JSONWriter) throws {
        writer.writeUUID(self)
    }
}

extension JSONWriter {
    /// Writes `uuid` as its `uuidString` in quotes: `8-4-4-4-12` upper-case hex digits.
    mutating func writeUUID(_ uuid: UUID) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 36) { text in
            var position = 0
            withUnsafeBytes(of: uuid.uuid) { bytes in
                for (index, byte) in bytes.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        text[position] = UInt8(ascii: "-")
                        position += 1
                    }
                    text[position] = Self.upperHexDigit(byte >> 4)
                    text[position + 1] = Self.upperHexDigit(byte & 0xF)
                    position += 2
                }
            }
            writeUnescapedString(UnsafeBufferPointer(text))
        }
    }

    @inline(__always)
    private static func upperHexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") &+ nibble : UInt8(ascii: "A") &+ nibble &- 10
    }
}
