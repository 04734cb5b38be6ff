import Foundation

/// Decoding of fields whose type holds `Double`s (`Double`, `[Double]`, `[String: Double]` and
/// their optionals), so that a zero written with an exponent reads.
///
/// `JSONDecoder` refuses `0e1`, `0E5` or `-0.0e9` as a `Double`, mistaking them for numbers that
/// underflow, although they are valid JSON with the value zero. These functions try the
/// decoder's fast path first; only when it fails on such a zero do they read the field as a
/// ``JSONValue`` (which keeps those zeros) and decode the declared type from that. Every other
/// error is thrown unchanged, so a number that really is out of range still fails its record.
@_spi(ForwardCodableGenerated)
extension KeyedDecodingContainer {
    /// Decodes a required field whose type holds `Double`s.
    @inlinable
    public func decodeNumbers<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        do {
            return try decode(T.self, forKey: key)
        } catch {
            return try rereadingZeros(T.self, forKey: key, after: error)
        }
    }

    /// Decodes a defaulted field whose type holds `Double`s: `nil` when the key is absent or null.
    @inlinable
    public func decodeNumbersIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        do {
            return try decodeIfPresent(T.self, forKey: key)
        } catch {
            return try rereadingZeros(T.self, forKey: key, after: error)
        }
    }

    /// Decodes the field again through ``JSONValue`` when `error` is the decoder refusing a zero
    /// written with an exponent; throws `error` otherwise.
    @usableFromInline
    func rereadingZeros<T: Decodable>(_ type: T.Type, forKey key: Key, after error: any Error) throws -> T {
        guard JSONValue.zero(parsed: DecoderErrorDetails(error).parsed) != nil,
            let json = try? decode(JSONValue.self, forKey: key),
            // `json` holds `0` or `-0.0` where the text held the zero, which every decoder reads.
            let data = try? JSONEncoder().encode(json),
            let value = try? JSONDecoder().decode(T.self, from: data)
        else { throw error }
        return value
    }
}
