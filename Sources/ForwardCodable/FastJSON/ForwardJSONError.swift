import Foundation

/// One step of the path to a value in a JSON document: an object member or an array element.
public enum JSONPathComponent: Hashable, Sendable, CustomStringConvertible {
    /// The member with this key.
    case key(String)
    /// The element at this index.
    case index(Int)

    /// `.name` or `[3]`, as in a rendered coding path.
    public var description: String {
        switch self {
        case .key(let key): ".\(key)"
        case .index(let index): "[\(index)]"
        }
    }
}

/// An error of the fast path's reader: what went wrong, where in the document (line and column
/// of the byte), and on which path of keys and indices.
///
/// ``ForwardJSONDecoder`` converts it to a `DecodingError` at the end of a decode; inside a
/// decode it travels as itself, so that each container only prepends its key or index.
public struct ForwardJSONError: Error, CustomStringConvertible, @unchecked Sendable {
    /// What kind of failure this is; mirrors the cases of `DecodingError`, plus syntax errors.
    public enum Kind: Hashable, Sendable {
        /// The bytes are not valid JSON (RFC 8259), or nest deeper than the reader's limit.
        case syntax
        /// The value is valid JSON of another type than the one asked for.
        case typeMismatch
        /// The value is `null` where a value was required.
        case valueNotFound
        /// A required key is absent.
        case keyNotFound
        /// The value is valid JSON of the right type, but no value of the type holds it.
        case dataCorrupted
    }

    /// The kind of failure.
    public var kind: Kind
    /// What went wrong, in words, without the location.
    public var message: String
    /// The keys and indices from the document's root to the value that failed.
    public var path: [JSONPathComponent]
    /// The line (1-based) of the byte where the failure was found.
    public var line: Int
    /// The column (1-based, in bytes) of the byte where the failure was found.
    public var column: Int
    /// The error this one wraps: one thrown by code outside the reader (a migration hook), or
    /// `nil`. It is any error, so the struct is `@unchecked Sendable`; it is never mutated.
    public var underlying: (any Error)?
    /// The Swift type the value was to be read as, for ``Kind/typeMismatch`` and
    /// ``Kind/valueNotFound``: the type ``decodingError`` names, as `JSONDecoder`'s errors do
    /// (`Double`, `String`, `[String: Any]` for an object); `nil` when not known.
    public var expectedType: Any.Type?

    /// Creates an error.
    public init(
        kind: Kind, message: String, path: [JSONPathComponent] = [], line: Int, column: Int,
        underlying: (any Error)? = nil
    ) {
        self.kind = kind
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.underlying = underlying
    }

    /// `error` itself when it is a ``ForwardJSONError``; otherwise an error of kind
    /// ``Kind/dataCorrupted`` that wraps it, located at line 0, column 0 (unknown).
    public init(wrapping error: any Error) {
        if let error = error as? ForwardJSONError {
            self = error
            return
        }
        let message: String
        if let decoding = error as? DecodingError {
            message = decoding.context.debugDescription
        } else {
            message = String(describing: error)
        }
        self.init(kind: .dataCorrupted, message: message, line: 0, column: 0, underlying: error)
    }

    /// The same error one level further out: `component` goes first in ``path``.
    public func prepending(_ component: JSONPathComponent) -> ForwardJSONError {
        var copy = self
        copy.path.insert(component, at: 0)
        return copy
    }

    /// The path as text: `hosts[2].port`.
    public var renderedPath: String {
        var text = ""
        for component in path {
            switch component {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    /// The message with its location: `<message> at line L, column C`.
    public var locatedMessage: String {
        line > 0 ? "\(message) at line \(line), column \(column)" : message
    }

    /// The path (if any), the message and the location, named after the innermost record and
    /// field when a generated record reported it: `Host.port at hosts[2].port: …`.
    public var description: String {
        guard let record else {
            return path.isEmpty ? locatedMessage : "\(renderedPath): \(locatedMessage)"
        }
        let named = field.map { "\(record).\($0)" } ?? record
        return path.isEmpty ? "\(named): \(locatedMessage)" : "\(named) at \(renderedPath): \(locatedMessage)"
    }

    /// The `DecodingError` that ``ForwardJSONDecoder`` throws for this error: its coding path from
    /// ``path``, its debug description ``locatedMessage``, and this error as the underlying one.
    /// A type mismatch or a `null` names ``expectedType`` (`Any` when not known), as
    /// `JSONDecoder` names the type it was asked for.
    public var decodingError: DecodingError {
        let context = DecodingError.Context(
            codingPath: codingPath, debugDescription: record == nil ? locatedMessage : description,
            underlyingError: self)
        switch kind {
        case .typeMismatch: return .typeMismatch(expectedType ?? Any.self, context)
        case .valueNotFound: return .valueNotFound(expectedType ?? Any.self, context)
        case .keyNotFound:
            let key = missingKey ?? ""
            return .keyNotFound(AnyCodingKey(key), context)
        case .syntax, .dataCorrupted: return .dataCorrupted(context)
        }
    }

    /// ``path`` as coding keys.
    public var codingPath: [any CodingKey] {
        path.map { component in
            switch component {
            case .key(let key): AnyCodingKey(key)
            case .index(let index): AnyCodingKey(intValue: index)
            }
        }
    }

    /// The absent key, for ``Kind/keyNotFound``.
    var missingKey: String?
    /// The innermost generated record the error was found in, such as `Host`.
    public internal(set) var record: String?
    /// The field of ``record`` whose value failed, such as `port`; `nil` when the record's object
    /// itself failed (a missing key, a syntax error between its members).
    public internal(set) var field: String?

    /// `error` as found in `record`, while reading `field` (its value, so the path gains the
    /// field's key) or not. The innermost record names the error; the outer ones add their keys.
    static func inRecord(_ error: any Error, record: String, field: String?) -> ForwardJSONError {
        var wrapped = ForwardJSONError(wrapping: error)
        if let field { wrapped = wrapped.prepending(.key(field)) }
        if wrapped.record == nil {
            wrapped.record = record
            wrapped.field = field ?? wrapped.missingKey
        }
        return wrapped
    }
}
