import Foundation

extension JSONReader {
    /// Validates one value and moves past it (whitespace before it included).
    public mutating func skipValue() throws {
        guard let byte = peek() else { throw syntaxError(expecting: "a value") }
        switch byte {
        case UInt8(ascii: "\""):
            _ = try scanKey()
        case UInt8(ascii: "{"):
            try open()
            while try nextKey() != nil { try skipValue() }
        case UInt8(ascii: "["):
            try open()
            while try nextElement() { try skipValue() }
        case UInt8(ascii: "t"):
            guard matchLiteral("true") else { throw syntaxError(expecting: "a value") }
        case UInt8(ascii: "f"):
            guard matchLiteral("false") else { throw syntaxError(expecting: "a value") }
        case UInt8(ascii: "n"):
            guard matchLiteral("null") else { throw syntaxError(expecting: "a value") }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            _ = try scanNumber(decoding: JSONValue.self)
        default:
            throw syntaxError(expecting: "a value")
        }
    }

    /// Validates one value as ``readJSONValue()`` reads it, without building it, and moves past
    /// it: the checks of ``skipValue()``, and those that only building a ``JSONValue`` makes
    /// (arrays and objects at most ``JSONValue/maximumDepth`` levels from the document's root,
    /// no escaped lone surrogate in a string or key). The undeclared members a generated record
    /// keeps as text are read with it.
    mutating func skipJSONValue() throws {
        guard let byte = peek() else { throw syntaxError(expecting: "a value") }
        switch byte {
        case UInt8(ascii: "\""):
            let token = try scanKey()
            if token.hasEscapes { _ = try string(token) }
        case UInt8(ascii: "{"):
            try checkJSONValueDepth(kind: "an object")
            try open()
            while let key = try nextKey() {
                if key.hasEscapes { _ = try string(key) }
                try skipJSONValue()
            }
        case UInt8(ascii: "["):
            try checkJSONValueDepth(kind: "an array")
            try open()
            while try nextElement() { try skipJSONValue() }
        default:
            try skipValue()
        }
    }

    /// Validates `data` as one JSON document (RFC 8259, UTF-8, at most ``maximumDepth`` levels)
    /// without building any value: the parse-only pass, the floor of every decode.
    ///
    /// - Throws: ``ForwardJSONError`` with the line and column of the first invalid byte.
    public static func validate(_ data: Data) throws {
        try data.withUnsafeBytes { bytes in
            var reader = JSONReader(bytes: bytes)
            try reader.skipValue()
            try reader.finish()
        }
    }
}
