import Foundation

/// Which kind of JSON value each undeclared key, and each member of an object inside one, held
/// the last time it was read.
///
/// Reading a value of unknown kind means asking the decoder for one kind after another, and each
/// wrong guess costs the decoder an error with its full coding path. Undeclared keys come from a
/// newer app version, so the same key holds the same kind from one record to the next: trying
/// that kind first makes the guesses of a long array of records right the first time. The
/// result never depends on the guess (see ``JSONValue/decode(from:trying:)``); only the time
/// does.
///
/// Keys of a record are remembered per record type (its `CodingKeys`); members of nested objects
/// by name. Process-wide and thread-safe. It remembers at most ``capacity`` names, so documents
/// with ever-new keys cannot make it grow without bound; names beyond that are read in the
/// default order.
final class UnknownFieldKinds: @unchecked Sendable {
    /// The shared memory of all records.
    static let shared = UnknownFieldKinds()

    /// The most keys remembered.
    static let capacity = 4096

    private struct Entry: Hashable {
        let keys: ObjectIdentifier
        let name: String
    }

    private let lock = NSLock()
    private var kinds: [Entry: JSONValue.Kind] = [:]

    /// The kind `name` held when a container keyed by `keys` last read it.
    func kind(of name: String, in keys: ObjectIdentifier) -> JSONValue.Kind? {
        let entry = Entry(keys: keys, name: name)
        lock.lock()
        defer { lock.unlock() }
        return kinds[entry]
    }

    /// Remembers that `name` held a value of `kind`.
    func remember(_ kind: JSONValue.Kind, of name: String, in keys: ObjectIdentifier) {
        let entry = Entry(keys: keys, name: name)
        lock.lock()
        defer { lock.unlock() }
        guard kinds.count < Self.capacity || kinds[entry] != nil else { return }
        kinds[entry] = kind
    }
}

/// A `JSONValue` read with one kind tried first, for ``UnknownFieldKinds``.
///
/// The kind travels as a type because `decode(_:forKey:)` takes nothing else.
struct JSONValueTryingFirst<First: JSONValueKindHint>: Decodable {
    let value: JSONValue
    let kind: JSONValue.Kind?

    init(from decoder: any Decoder) throws {
        (value, kind) = try JSONValue.decode(from: decoder, trying: First.kind)
    }
}

/// A kind to try first, as a type.
protocol JSONValueKindHint {
    static var kind: JSONValue.Kind? { get }
}

/// The kind hints, one type per kind.
enum JSONValueKindHints {
    enum None: JSONValueKindHint { static var kind: JSONValue.Kind? { nil } }
    enum Number: JSONValueKindHint { static var kind: JSONValue.Kind? { .number } }
    enum Bool: JSONValueKindHint { static var kind: JSONValue.Kind? { .bool } }
    enum Object: JSONValueKindHint { static var kind: JSONValue.Kind? { .object } }
    enum Array: JSONValueKindHint { static var kind: JSONValue.Kind? { .array } }
}

extension KeyedDecodingContainer {
    /// The value for `key`, trying first the kind that members called `name` held before in
    /// containers keyed by `Key` (or in the records of `scope`), and remembering the kind it
    /// holds now.
    func decodeJSONValue(forKey key: Key, named name: String, scope: ObjectIdentifier? = nil) throws -> JSONValue {
        let kinds = UnknownFieldKinds.shared
        let scope = scope ?? ObjectIdentifier(Key.self)
        let expected = kinds.kind(of: name, in: scope)
        let (value, kind) = try decodeJSONValue(forKey: key, trying: expected)
        if let kind, kind != expected {
            kinds.remember(kind, of: name, in: scope)
        }
        return value
    }

    /// The value for `key`, trying `first` before the other kinds.
    ///
    /// Strings and Booleans are read with the container's own methods, which decoders implement
    /// without the nested decoder that a `Decodable` value needs.
    func decodeJSONValue(forKey key: Key, trying first: JSONValue.Kind?) throws -> (
        value: JSONValue, kind: JSONValue.Kind?
    ) {
        do {
            switch first {
            case .string?:
                guard let string = try decodeIfPresent(String.self, forKey: key) else { return (.null, nil) }
                return (.string(string), .string)
            case .bool?:
                guard let bool = try decodeIfPresent(Bool.self, forKey: key) else { return (.null, nil) }
                return (.bool(bool), .bool)
            default:
                break
            }
        } catch {
            // Not of the kind it held before: read it as any value below.
        }
        let read = try decode(first.tryingFirstType, forKey: key)
        return (read.value, read.kind)
    }
}

extension UnkeyedDecodingContainer {
    /// The next element, trying `first` before the other kinds.
    ///
    /// Every element is read with exactly one `decode` call, whatever the guess: a decoder may
    /// advance past an element whose decoding failed, so the guessing happens in the element's
    /// own decoder.
    mutating func decodeJSONValue(trying first: JSONValue.Kind?) throws -> (value: JSONValue, kind: JSONValue.Kind?) {
        let read = try decode(first.tryingFirstType)
        return (read.value, read.kind)
    }
}

/// What ``JSONValueTryingFirst`` read, whatever its hint.
protocol JSONValueTryingFirstResult: Decodable {
    var value: JSONValue { get }
    var kind: JSONValue.Kind? { get }
}

extension JSONValueTryingFirst: JSONValueTryingFirstResult {}

extension Optional where Wrapped == JSONValue.Kind {
    /// The ``JSONValueTryingFirst`` type that tries this kind first: the one mapping from a kind to
    /// its hint, for keyed and unkeyed containers alike.
    var tryingFirstType: any JSONValueTryingFirstResult.Type {
        switch self {
        case nil, .string?: JSONValueTryingFirst<JSONValueKindHints.None>.self
        case .number?: JSONValueTryingFirst<JSONValueKindHints.Number>.self
        case .bool?: JSONValueTryingFirst<JSONValueKindHints.Bool>.self
        case .object?: JSONValueTryingFirst<JSONValueKindHints.Object>.self
        case .array?: JSONValueTryingFirst<JSONValueKindHints.Array>.self
        }
    }
}
