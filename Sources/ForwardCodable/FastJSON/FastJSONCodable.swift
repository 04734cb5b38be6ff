/// A type that ``ForwardJSONDecoder`` reads straight from JSON bytes, without a `Decoder`.
///
/// Generated records, unions and snapshots conform; so do the scalars, collections and runtime
/// types that their fields hold. The value read is the one that `JSONDecoder` and
/// `init(from:)` give for the same bytes (see <doc:FastPath> for where the two differ).
public protocol FastJSONDecodable {
    /// Reads one JSON value at the reader's position, consuming it and nothing after it.
    init(fastJSON reader: inout JSONReader) throws
}

/// A type that ``ForwardJSONEncoder`` writes straight to JSON bytes, without an `Encoder`.
public protocol FastJSONEncodable {
    /// Writes the value as one JSON value at the writer's position.
    func write(fastJSON writer: inout JSONWriter) throws
}

/// A type that the fast path reads and writes.
public typealias FastJSONCodable = FastJSONDecodable & FastJSONEncodable
