import Foundation

/// One element of a collection, decoded if possible and kept verbatim if not.
///
/// Decoding `[Resilient<Host>]` never fails because of one bad element and never drops one: an
/// element that cannot be decoded as `Host` (a missing field, a wrong type, a shape from the
/// future) is kept as its ``JSONValue``, in its position, with the reason, and is encoded back
/// exactly as it was read.
///
/// ```swift
/// let hosts = try JSONDecoder().decode([Resilient<Host>].self, from: data)
/// let readable = hosts.decodedValues()          // [Host]
/// for failure in hosts.failures() {             // no silent try?
///     log("host \(failure.index): \(failure.element.failure)")
/// }
/// ```
///
/// To make a decode strict instead, set `CodingUserInfoKey.strictCollections` to
/// `true` in the decoder's `userInfo`: the first element that fails throws its error.
public enum Resilient<Value: Codable & Hashable & Sendable>: Hashable, Sendable {
    /// An element that decoded as `Value`.
    case decoded(Value)
    /// An element that did not, kept verbatim.
    case undecodable(UndecodableElement)

    /// The decoded value, or `nil` for an undecodable element.
    public var value: Value? {
        if case .decoded(let value) = self { return value }
        return nil
    }

    /// The kept element, or `nil` for a decoded one.
    public var undecodable: UndecodableElement? {
        if case .undecodable(let element) = self { return element }
        return nil
    }
}

/// A collection element that could not be decoded: its JSON, exactly as read, and why.
///
/// Almost every such element is kept verbatim. The rare element that cannot even be read as a
/// ``JSONValue`` (a number beyond `Double`'s range such as `1e400`, a string with an escaped lone
/// surrogate, nesting deeper than ``JSONValue/maximumDepth``, a property-list date) still does
/// not fail its collection: it is kept as an *unreadable* element, with ``readFailure`` set,
/// ``json`` `null`, and it is written back as `null`, in its position. See
/// <doc:ResilientCollections#Elements-that-cannot-be-kept>.
public struct UndecodableElement: Hashable, Sendable {
    /// The element as it was read; it is written back unchanged. `null` for an unreadable element.
    public let json: JSONValue
    /// Why it could not be decoded.
    public let failure: DecodingFailure
    /// Why it could not be read as a ``JSONValue`` either; `nil` when ``json`` is the element
    /// exactly as read.
    public let readFailure: DecodingFailure?

    /// Whether ``json`` is the element exactly as read, so that it is written back unchanged.
    public var isVerbatim: Bool { readFailure == nil }

    /// Creates a kept element.
    public init(json: JSONValue, failure: DecodingFailure) {
        self.json = json
        self.failure = failure
        self.readFailure = nil
    }

    /// Creates an unreadable element: one that could be neither decoded nor read as JSON. It is
    /// written back as `null`.
    public init(unreadable failure: DecodingFailure, readFailure: DecodingFailure) {
        self.json = .null
        self.failure = failure
        self.readFailure = readFailure
    }

    /// Two kept elements are equal when they hold the same JSON and are both verbatim or both
    /// unreadable: why an element failed is a diagnostic, worded by the decoder that read it
    /// (`JSONDecoder` or the fast path), not part of the value.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.json == rhs.json && lhs.isVerbatim == rhs.isVerbatim
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(json)
        hasher.combine(isVerbatim)
    }
}

/// A decoding error, captured as plain text so it can be stored, compared and shown.
public struct DecodingFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path to the value that failed, such as `[2].jump.port`.
    public let codingPath: String
    /// What went wrong, from the error's debug description.
    public let message: String

    /// Captures `error`.
    public init(_ error: any Error) {
        self.init(error, at: [])
    }

    /// Captures `error`; an error that is not a `DecodingError` (a decoder's own parser error)
    /// gets the coding path `path` and a message that says what the decoder found.
    init(_ error: any Error, at path: [any CodingKey]) {
        if let error = error as? DecodingError {
            codingPath = DecodingFailure.render(error.context.codingPath)
            message = error.context.debugDescription
            messageNamesPath = error.context.underlyingError is RecordDecodingError.Described
        } else if let error = error as? SchemaVersionError {
            codingPath = DecodingFailure.render(error.codingPath)
            message = error.description
            messageNamesPath = true
        } else {
            codingPath = DecodingFailure.render(path)
            message =
                DecoderErrorDetails(error).summary.map { "The decoder failed: \($0)." } ?? String(describing: error)
        }
    }

    /// Whether `message` already names the path, as a generated record's errors do.
    private var messageNamesPath = false

    /// The path and the message, each once.
    public var description: String {
        codingPath.isEmpty || messageNamesPath ? message : "\(codingPath): \(message)"
    }

    /// A coding path as text: `[0].jump.port`.
    public static func render(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }
}

extension DecodingError {
    /// The context of any decoding error.
    var context: Context {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context),
            .keyNotFound(_, let context), .dataCorrupted(let context):
            context
        @unknown default:
            Context(codingPath: [], debugDescription: String(describing: self))
        }
    }
}

extension CodingUserInfoKey {
    /// Set to `true` in a decoder's `userInfo` to make every ``Resilient`` element strict: the first
    /// element that cannot be decoded throws instead of being kept.
    public static let strictCollections = CodingUserInfoKey(rawValue: "ForwardCodable.strictCollections")!
}

extension Resilient: Codable {
    /// Decodes the element as `Value`, or keeps it verbatim with the reason.
    ///
    /// An element that can neither be decoded nor read as a ``JSONValue`` (it holds a value that
    /// ``JSONValue`` refuses, such as `1e400`) does not throw either: it becomes an unreadable
    /// ``UndecodableElement``, with both reasons, which is written back as `null`.
    ///
    /// - Throws: only the element's error, when the decoder's `userInfo` sets
    ///   `CodingUserInfoKey.strictCollections`.
    public init(from decoder: any Decoder) throws {
        let mark = DecodeRecorder.mark(decoder)
        do {
            self = .decoded(try Value(from: decoder))
        } catch {
            if decoder.userInfo[.strictCollections] as? Bool == true { throw error }
            let failure = DecodingFailure(error, at: decoder.codingPath)
            do {
                let json = try JSONValue(from: decoder)
                self = .undecodable(UndecodableElement(json: json, failure: failure))
            } catch let readError {
                let readFailure = DecodingFailure(readError, at: decoder.codingPath)
                self = .undecodable(UndecodableElement(unreadable: failure, readFailure: readFailure))
            }
            mark?.reportUndecodable(decoder, Value.self, failure)
        }
    }

    /// Encodes the value, the kept element exactly as it was read, or `null` for an unreadable
    /// element.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .decoded(let value): try value.encode(to: encoder)
        case .undecodable(let element): try element.json.encode(to: encoder)
        }
    }
}

extension Array {
    /// The elements that decoded, in order.
    public func decodedValues<Value>() -> [Value] where Element == Resilient<Value> {
        compactMap(\.value)
    }

    /// The elements that did not decode, with their positions.
    public func failures<Value>() -> [(index: Int, element: UndecodableElement)]
    where Element == Resilient<Value> {
        enumerated().compactMap { index, element in element.undecodable.map { (index, $0) } }
    }
}

extension Dictionary {
    /// The entries that decoded.
    public func decodedValues<Wrapped>() -> [Key: Wrapped] where Value == Resilient<Wrapped> {
        compactMapValues(\.value)
    }

    /// The entries that did not decode, by key.
    public func failures<Wrapped>() -> [Key: UndecodableElement] where Value == Resilient<Wrapped> {
        compactMapValues(\.undecodable)
    }
}
