import ForwardCodable
import Foundation
import Testing

/// A record with one formatted field between two neighbours, read and written on both paths.
struct FormatBox<Field: Codable & FastJSONCodable & Equatable>: Codable, FastJSONCodable, Equatable {
    var first = "a"
    var stamp: Field
    var last = 1

    init(_ stamp: Field) {
        self.stamp = stamp
    }

    init(fastJSON reader: inout JSONReader) throws {
        try reader.beginObject()
        var stamp: Field?
        while let key = try reader.nextKey() {
            let name = reader.string(of: key)
            do {
                switch name {
                case "first": first = try reader.decode(String.self)
                case "stamp": stamp = try reader.decode(Field.self)
                case "last": last = try reader.decode(Int.self)
                default: try reader.skipValue()
                }
            } catch {
                throw ForwardJSONError(wrapping: error).prepending(.key(name))
            }
        }
        guard let stamp else { throw reader.error(.keyNotFound, "No stamp") }
        self.stamp = stamp
    }

    func write(fastJSON writer: inout JSONWriter) throws {
        writer.beginObject()
        try writer.encode(first, key: "first")
        try writer.encode(stamp, key: "stamp")
        try writer.encode(last, key: "last")
        writer.endObject()
    }

    /// The record's JSON with `stampJSON` (a JSON value's text) as its field, keys sorted.
    static func json(_ stampJSON: String) -> String {
        #"{"first":"a","last":1,"stamp":\#(stampJSON)}"#
    }
}

/// Both coding paths of the formats' tests.
enum FormatCoding {
    /// Decodes with `ForwardJSONDecoder`.
    static func fastDecode<T: FastJSONDecodable>(_: T.Type, _ json: String) throws -> T {
        try ForwardJSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    /// Encodes with `ForwardJSONEncoder`, keys sorted.
    static func fastEncode<T: FastJSONEncodable>(_ value: T, _ formatting: JSONEncoder.OutputFormatting = .sortedKeys)
        throws -> String
    {
        var encoder = ForwardJSONEncoder()
        encoder.outputFormatting = formatting
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Decodes with `JSONDecoder`.
    static func codableDecode<T: Decodable>(_: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    /// Encodes with `JSONEncoder`, keys sorted.
    static func codableEncode<T: Encodable>(_ value: T, _ formatting: JSONEncoder.OutputFormatting = .sortedKeys)
        throws -> String
    {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// The JSON of a record holding `stampJSON`, decoded and encoded again by the fast path.
    static func fastRoundTrip<Format: WireFormat>(_: Format.Type, _ stampJSON: String) throws -> String {
        try fastEncode(fastDecode(FormatBox<Formatted<Format>>.self, FormatBox<Formatted<Format>>.json(stampJSON)))
    }

    /// The JSON of a record holding `stampJSON`, decoded and encoded again by the Codable path.
    static func codableRoundTrip<Format: WireFormat>(_: Format.Type, _ stampJSON: String) throws -> String {
        try codableEncode(
            codableDecode(FormatBox<Formatted<Format>>.self, FormatBox<Formatted<Format>>.json(stampJSON)))
    }

    /// The record holding `value`, through both property list formats.
    static func plistRoundTrips<Field: Codable & FastJSONCodable & Equatable>(_ value: Field) throws -> [Field] {
        try [PropertyListSerialization.PropertyListFormat.binary, .xml].map { format in
            let encoder = PropertyListEncoder()
            encoder.outputFormat = format
            let data = try encoder.encode(FormatBox(value))
            return try PropertyListDecoder().decode(FormatBox<Field>.self, from: data).stamp
        }
    }

    /// The fast path's error for `json`, as its `DecodingError` and the located error inside.
    static func fastError<T: FastJSONDecodable>(_: T.Type, _ json: String) -> (DecodingError, ForwardJSONError)? {
        do {
            _ = try fastDecode(T.self, json)
            return nil
        } catch let error as DecodingError {
            guard let located = error.formatsContext.underlyingError as? ForwardJSONError else { return nil }
            return (error, located)
        } catch {
            return nil
        }
    }

    /// The Codable path's error for `json`.
    static func codableError<T: Decodable>(_: T.Type, _ json: String) -> DecodingError? {
        do {
            _ = try codableDecode(T.self, json)
            return nil
        } catch {
            return error as? DecodingError
        }
    }

    /// The 1-based column of the first occurrence of `needle` in `json` (one line).
    static func column(of needle: String, in json: String) -> Int? {
        guard let range = json.range(of: needle) else { return nil }
        return json.utf8.distance(from: json.startIndex, to: range.lowerBound) + 1
    }
}

extension DecodingError {
    /// The context of any case.
    var formatsContext: Context {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            context
        @unknown default:
            Context(codingPath: [], debugDescription: "")
        }
    }

    /// Whether this is a `.dataCorrupted`.
    var isDataCorrupted: Bool {
        if case .dataCorrupted = self { return true }
        return false
    }

    /// Whether this is a `.typeMismatch`.
    var isTypeMismatch: Bool {
        if case .typeMismatch = self { return true }
        return false
    }

    /// The coding path, rendered as `stamp` or `[1].amount`.
    var renderedPath: String {
        DecodingFailure.render(formatsContext.codingPath)
    }
}
