import ForwardCodable
import Foundation

/// The ways of reading and writing a data set that the benchmark compares.
public enum CodecKind: String, CaseIterable, Sendable {
    /// (a) Plain structs with synthesized `Codable`: lossy, the baseline.
    case synthesized = "a"
    /// (b) The article's hand-written pattern: a second pass with a dynamic key and a `Set`.
    case article = "b"
    /// (c) The types ForwardCodable generates.
    case generated = "c"
    /// (e) The generated types' fast path: `ForwardJSONDecoder` and `ForwardJSONEncoder`.
    case fastPath = "e"
    /// (d) The floor: `JSONSerialization` parsing and writing the same bytes.
    case serialization = "d1"
    /// (d) The floor for `Codable`: the same bytes as `[JSONValue]`.
    case jsonValue = "d2"
    /// (e) The fast path's floor: its reader validating and skipping the bytes, and copying them
    /// out as the "encoding".
    case parseOnly = "e0"
    /// (e1) The fast path on the external-type data set, with the money type adopting
    /// `FastJSONCodable`: no bridge. (e) on that data set bridges it.
    case fastPathDirect = "e1"
    /// (e2) The fast path on the external-type data set, with the money as a generated record.
    case fastPathInline = "e2"
    /// (c) with a decode report on (`CodingUserInfoKey.decodeReport`): what the report costs.
    /// Runs only when named (`--codecs cr`).
    case generatedReported = "cr"
    /// (e) with a decode report on (`ForwardJSONDecoder.report`). Runs only when named.
    case fastPathReported = "er"

    /// The label in the report.
    public var title: String {
        switch self {
        case .synthesized: "(a) synthesized Codable"
        case .article: "(b) article pattern"
        case .generated: "(c) generated"
        case .serialization: "(d) JSONSerialization"
        case .jsonValue: "(d) [JSONValue]"
        case .fastPath: "(e) fast path"
        case .parseOnly: "(e0) fast path's reader, parse only"
        case .fastPathDirect: "(e1) fast path, money adopting FastJSONCodable"
        case .fastPathInline: "(e2) fast path, money as a generated record"
        case .generatedReported: "(c) generated, decode report on"
        case .fastPathReported: "(e) fast path, decode report on"
        }
    }

    /// Whether this runs only when named: the decode report's cost.
    public var isReport: Bool {
        self == .generatedReported || self == .fastPathReported
    }

    /// Whether this is one of the two floors.
    public var isFloor: Bool {
        self == .serialization || self == .jsonValue || self == .parseOnly
    }
}

/// One codec, ready to decode one kind of data set.
struct Codec {
    let kind: CodecKind
    /// Decodes the whole data set; the result can be encoded again.
    let decode: (Data) throws -> DecodedBatch
}

/// What a codec decoded, kept so that the same values can be encoded.
struct DecodedBatch {
    /// How many top-level elements were decoded.
    let count: Int
    /// Returns the function that encodes the batch. Preparing it (such as unwrapping version
    /// documents) is not measured; calling it is.
    let prepareEncoding: () -> () throws -> Data
}

extension Codec {
    /// The codecs for `kind`, in report order; the floors only when `floors` is set.
    static func all(for kind: DataSet.Kind, floors: Bool) -> [Codec] {
        var codecs: [Codec]
        switch kind {
        case .plain, .unknownKeys, .unknownEnums:
            codecs = [
                .array(.synthesized, of: Synthesized.Host.self),
                .array(.article, of: Article.Host.self),
                .array(.generated, of: SSHHost.self),
                .fastArray(of: SSHHost.self),
                .array(.generatedReported, of: SSHHost.self, decoder: reportingDecoder),
                .fastArray(.fastPathReported, of: SSHHost.self, report: true),
            ]
        case .deepNesting:
            codecs = [
                .array(.synthesized, of: Synthesized.Fleet.self),
                .array(.article, of: Article.Fleet.self),
                .array(.generated, of: Fleet.self),
                .fastArray(of: Fleet.self),
                .array(.generatedReported, of: Fleet.self, decoder: reportingDecoder),
                .fastArray(.fastPathReported, of: Fleet.self, report: true),
            ]
        case .versioned:
            codecs = [
                .documents(.synthesized, of: Synthesized.ServerDocument.self, \.server),
                .documents(.article, of: Article.ServerDocument.self, \.server),
                .array(.generated, of: Server.self),
                .fastArray(of: Server.self),
                .array(.generatedReported, of: Server.self, decoder: reportingDecoder),
                .fastArray(.fastPathReported, of: Server.self, report: true),
            ]
        case .timestamps:
            codecs = [
                .array(
                    .synthesized, of: Synthesized.HostEvent.self, decoder: Synthesized.RFC3339.decoder,
                    encoder: Synthesized.RFC3339.encoder),
                .array(.generated, of: HostEvent.self),
                .fastArray(of: HostEvent.self),
            ]
        case .externalMoney:
            codecs = [
                .array(.synthesized, of: Synthesized.Payment.self),
                .array(.generated, of: Payment.self),
                .fastArray(of: Payment.self),
                .fastArray(.fastPathDirect, of: FastPayment.self),
                .fastArray(.fastPathInline, of: InlinePayment.self),
            ]
        case .untagged:
            codecs = [
                .array(.synthesized, of: Synthesized.Charge.self),
                .array(.generated, of: Charge.self),
                .fastArray(of: Charge.self),
                .array(.generatedReported, of: Charge.self, decoder: reportingDecoder),
                .fastArray(.fastPathReported, of: Charge.self, report: true),
            ]
        }
        if floors {
            codecs.append(.serialization)
            codecs.append(.array(.jsonValue, of: JSONValue.self))
        }
        // Cheap, and the yardstick of (e) on every data set.
        codecs.append(.parseOnly)
        return codecs
    }

    /// Decodes and encodes `[Element]` with `JSONDecoder` and `JSONEncoder`, made by `decoder`
    /// and `encoder` (default options unless a data set needs strategies, such as (a)'s dates).
    static func array<Element: Codable>(
        _ kind: CodecKind,
        of element: Element.Type,
        decoder: @escaping @Sendable () -> JSONDecoder = { JSONDecoder() },
        encoder: @escaping @Sendable () -> JSONEncoder = { JSONEncoder() }
    ) -> Codec {
        Codec(kind: kind) { data in
            let elements = try decoder().decode([Element].self, from: data)
            return DecodedBatch(count: elements.count) {
                { try encoder().encode(elements) }
            }
        }
    }

    /// Decodes version documents, and encodes the current records they hold.
    static func documents<Document: Decodable, Record: Encodable>(
        _ kind: CodecKind,
        of document: Document.Type,
        _ record: @escaping (Document) -> Record
    ) -> Codec {
        Codec(kind: kind) { data in
            let documents = try JSONDecoder().decode([Document].self, from: data)
            return DecodedBatch(count: documents.count) {
                let records = documents.map(record)
                return { try JSONEncoder().encode(records) }
            }
        }
    }

    /// A `JSONDecoder` with a decode report on: a new recorder for each decode.
    @Sendable static func reportingDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo[.decodeReport] = DecodeRecorder()
        return decoder
    }

    /// Decodes and encodes `[Element]` with `ForwardJSONDecoder` and `ForwardJSONEncoder`; with
    /// `report`, the decode reports to a new recorder.
    static func fastArray<Element: FastJSONCodable>(
        _ kind: CodecKind = .fastPath, of element: Element.Type, report: Bool = false
    ) -> Codec {
        Codec(kind: kind) { data in
            var decoder = ForwardJSONDecoder()
            if report { decoder.report = DecodeRecorder() }
            let elements = try decoder.decode([Element].self, from: data)
            return DecodedBatch(count: elements.count) {
                { try ForwardJSONEncoder().encode(elements) }
            }
        }
    }

    /// Validates the bytes with the fast path's reader, and copies them as the encoding.
    static var parseOnly: Codec {
        Codec(kind: .parseOnly) { data in
            try JSONReader.validate(data)
            return DecodedBatch(count: 0) {
                { Data(data) }
            }
        }
    }

    /// Parses and writes the bytes with `JSONSerialization`.
    static var serialization: Codec {
        Codec(kind: .serialization) { data in
            let object = try JSONSerialization.jsonObject(with: data)
            let count = (object as? [Any])?.count ?? 0
            return DecodedBatch(count: count) {
                { try JSONSerialization.data(withJSONObject: object) }
            }
        }
    }
}
