import Foundation

extension JSONValue: Decodable {
    /// Reads any JSON value from any decoder.
    ///
    /// The probes run in an order that keeps the common cases cheap: `null`, strings and numbers
    /// are found without a failed attempt, then Booleans, objects and arrays. Numbers go through
    /// `init(number:from:)`, which never rounds silently.
    ///
    /// - Throws: `DecodingError.dataCorrupted` that says what was found, and where, for a number
    ///   beyond `Double`'s range (`1e400`), for number text that is not valid JSON (`-01`), for a
    ///   string the decoder cannot read (an escaped lone surrogate), and for an array or object
    ///   nested deeper than ``maximumDepth``; `DecodingError.typeMismatch` for a value that has
    ///   no JSON form (a property-list date or data).
    public init(from decoder: any Decoder) throws {
        self = try Self.decode(from: decoder, trying: nil).value
    }
}

extension JSONValue {
    /// The kinds of non-null value, in the order ``init(from:)`` tries them.
    enum Kind: UInt8, CaseIterable, Sendable {
        case string, number, bool, object, array
    }

    /// Reads a value, trying the kind `first` before the others, and tells which kind it was
    /// (`nil` for `null`).
    ///
    /// Each failed attempt costs the decoder an error with its full coding path, so a caller that
    /// knows the likely kind saves those. A string still wins over a number that the decoder
    /// reads from text (as `JSONDecoder` reads `"NaN"` with a non-conforming-float strategy):
    /// a number counts only when `Decimal` reads it too, or when the value is no string.
    static func decode(from decoder: any Decoder, trying first: Kind?) throws -> (value: JSONValue, kind: Kind?) {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            return (.null, nil)
        }
        var stringTried = false
        var tried: UInt8 = 0  // one bit per kind: no allocation per value
        func wasTried(_ kind: Kind) -> Bool { tried & (1 << kind.rawValue) != 0 }
        var next = first
        while let kind = next ?? Kind.allCases.first(where: { !wasTried($0) }) {
            tried |= 1 << kind.rawValue
            var found: Kind?
            if let value = try probe(kind, single, decoder, stringTried: &stringTried, found: &found) {
                return (value, value.kind)
            }
            // A failed probe's error usually says what the decoder found: try that next.
            next = found.flatMap { wasTried($0) ? nil : $0 }
        }
        throw DecodingError.typeMismatch(
            JSONValue.self,
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Found a value that the decoder offers as none of null, a Boolean, "
                    + "a number, a string, an array or an object (a property-list date or data value?); "
                    + "JSONValue holds only those."
            )
        )
    }

    /// The error for a string that the decoder found but could not read, such as `"\ud800"`.
    private static func unreadableString(_ error: any Error, at decoder: any Decoder) -> DecodingError {
        let details = DecoderErrorDetails(error)
        var message = "Found a string that the decoder cannot read"
        if let summary = details.summary {
            message += ": \(summary)."
            if summary.contains("surrogate") || summary.contains("scalar") {
                message +=
                    " A Swift String holds only Unicode scalars, so an escaped lone surrogate "
                    + "(such as \\ud800) cannot be kept."
            }
        } else {
            message += ": \(String(describing: error))."
        }
        return DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: decoder.codingPath, debugDescription: message, underlyingError: error)
        )
    }

    /// The result of `body`, or `nil` when it throws; for a type mismatch, `found` is set to the
    /// kind the error reports.
    private static func attempt<T>(_ body: () throws -> T, found: inout Kind?) -> T? {
        do {
            return try body()
        } catch DecodingError.typeMismatch(_, let context) {
            found = Kind(reportedIn: context)
            return nil
        } catch {
            return nil
        }
    }

    /// The kind of this value; `nil` for `null`.
    var kind: Kind? {
        switch self {
        case .null: nil
        case .string: .string
        case .int, .double, .exactNumber: .number
        case .bool: .bool
        case .object: .object
        case .array: .array
        }
    }

    /// The value as `kind` (or, for a number that is also a string, as the string), or `nil`
    /// when it is not of that kind, with the kind the decoder reported finding instead in `found`.
    private static func probe(
        _ kind: Kind,
        _ single: any SingleValueDecodingContainer,
        _ decoder: any Decoder,
        stringTried: inout Bool,
        found: inout Kind?
    ) throws -> JSONValue? {
        switch kind {
        case .string:
            stringTried = true
            do {
                return .string(try single.decode(String.self))
            } catch DecodingError.typeMismatch(_, let context) {
                found = Kind(reportedIn: context)
                return nil
            } catch is DecodingError {
                return nil
            } catch {
                // Not a DecodingError: the decoder's own parser failed on the string's text.
                throw unreadableString(error, at: decoder)
            }
        case .number:
            guard let (number, fromText) = try number(single, from: decoder, found: &found) else { return nil }
            if !fromText, !stringTried {
                stringTried = true
                if let string = try? single.decode(String.self) { return .string(string) }
            }
            return number
        case .bool:
            return attempt({ try single.decode(Bool.self) }, found: &found).map(JSONValue.bool)
        case .object:
            guard let container = attempt({ try decoder.container(keyedBy: AnyCodingKey.self) }, found: &found) else {
                return nil
            }
            try checkDepth(decoder, kind: .object)
            let keys = container.allKeys
            var members: [String: JSONValue] = [:]
            members.reserveCapacity(keys.count)
            for key in keys {
                members[key.stringValue] = try container.decodeJSONValue(forKey: key, named: key.stringValue)
            }
            return .object(members)
        case .array:
            guard var container = attempt({ try decoder.unkeyedContainer() }, found: &found) else { return nil }
            try checkDepth(decoder, kind: .array)
            var elements: [JSONValue] = []
            if let count = container.count { elements.reserveCapacity(count) }
            // Elements of an array tend to be of one kind: each tries its predecessor's kind
            // first, and the first tries an array (nested arrays are where wrong guesses cost
            // most, each one an error with a longer coding path).
            var expected: Kind? = .array
            while !container.isAtEnd {
                let (element, kind) = try container.decodeJSONValue(trying: expected)
                elements.append(element)
                expected = kind ?? expected
            }
            return .array(elements)
        }
    }
}

extension JSONValue.Kind {
    /// The kind a type-mismatch error says the decoder found, when its message says so.
    ///
    /// `JSONDecoder` writes "Expected to decode String but found a dictionary instead.", and
    /// `PropertyListDecoder` names "an integer", "a real number" or "a boolean". This is only a
    /// hint about what to try next: a message in any other form gives `nil`, and every kind is
    /// still tried in the default order. It turns up to four failed attempts per value into one,
    /// which matters most deep in a document, where each failed attempt costs the decoder an
    /// error with the whole coding path.
    init?(reportedIn context: DecodingError.Context) {
        let message = context.debugDescription
        guard let range = message.range(of: " but found ") else { return nil }
        let found = message[range.upperBound...].prefix(24)
        if found.hasPrefix("a dictionary") {
            self = .object
        } else if found.hasPrefix("an array") {
            self = .array
        } else if found.hasPrefix("a string") {
            self = .string
        } else if found.hasPrefix("bool") || found.hasPrefix("a boolean") {
            self = .bool
        } else if found.hasPrefix("number") || found.hasPrefix("a number") || found.hasPrefix("an integer")
            || found.hasPrefix("a real number")
        {
            self = .number
        } else {
            return nil
        }
    }
}
