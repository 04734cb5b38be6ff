import ForwardCodable
import Foundation
import Testing

/// Differential checks of the fast writer against `JSONEncoder`, shared by the writer's tests.
enum WriterCheck {
    /// The output formattings every check runs with.
    static let formattings: [JSONEncoder.OutputFormatting] = [
        [], .sortedKeys, [.sortedKeys, .prettyPrinted], [.sortedKeys, .withoutEscapingSlashes],
        [.prettyPrinted], [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes],
    ]

    /// The fast encoder's output, or its error.
    static func fast<T: FastJSONEncodable>(
        _ value: T,
        _ formatting: JSONEncoder.OutputFormatting = [],
        date: ForwardJSONEncoder.DateEncodingStrategy = .deferredToDate,
        data: ForwardJSONEncoder.DataEncodingStrategy = .base64
    ) throws -> Data {
        var encoder = ForwardJSONEncoder()
        encoder.outputFormatting = formatting
        encoder.dateEncodingStrategy = date
        encoder.dataEncodingStrategy = data
        return try encoder.encode(value)
    }

    /// `JSONEncoder`'s output with the same options.
    static func foundation<T: Encodable>(
        _ value: T,
        _ formatting: JSONEncoder.OutputFormatting = [],
        date: ForwardJSONEncoder.DateEncodingStrategy = .deferredToDate,
        data: ForwardJSONEncoder.DataEncodingStrategy = .base64
    ) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        switch date {
        case .deferredToDate: encoder.dateEncodingStrategy = .deferredToDate
        case .secondsSince1970: encoder.dateEncodingStrategy = .secondsSince1970
        case .millisecondsSince1970: encoder.dateEncodingStrategy = .millisecondsSince1970
        case .iso8601: encoder.dateEncodingStrategy = .iso8601
        }
        switch data {
        case .base64: encoder.dataEncodingStrategy = .base64
        case .deferredToData: encoder.dataEncodingStrategy = .deferredToData
        }
        return try encoder.encode(value)
    }

    /// Both encoders' outputs for `value`, with every formatting: the same bytes when keys are
    /// sorted (or `bytesAlways`), the same parsed tree otherwise. Returns the failures, as text.
    static func mismatches<T: FastJSONEncodable & Encodable>(
        _ value: T,
        formattings: [JSONEncoder.OutputFormatting] = formattings,
        date: ForwardJSONEncoder.DateEncodingStrategy = .deferredToDate,
        data: ForwardJSONEncoder.DataEncodingStrategy = .base64,
        bytesAlways: Bool = false
    ) -> [String] {
        var failures: [String] = []
        for formatting in formattings {
            do {
                let ours = try fast(value, formatting, date: date, data: data)
                let theirs = try foundation(value, formatting, date: date, data: data)
                if formatting.contains(.sortedKeys) || bytesAlways {
                    if ours != theirs { failures.append(describe(value, formatting, ours, theirs)) }
                } else if try tree(ours) != tree(theirs) {
                    failures.append(describe(value, formatting, ours, theirs))
                }
            } catch {
                failures.append("\(value) with \(formatting.rawValue): \(error)")
            }
        }
        return failures
    }

    /// The JSON text as a tree, read by `JSONDecoder`.
    static func tree(_ data: Data) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: data)
    }

    private static func describe<T>(
        _ value: T, _ formatting: JSONEncoder.OutputFormatting, _ ours: Data, _ theirs: Data
    ) -> String {
        "\(value) with \(formatting.rawValue): fast \(String(decoding: ours, as: UTF8.self)) "
            + "vs JSONEncoder \(String(decoding: theirs, as: UTF8.self))"
    }
}

/// SplitMix64: seeded, so that every run checks the same values.
struct WriterRandom: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
