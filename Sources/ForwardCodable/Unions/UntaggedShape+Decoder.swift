import Foundation

/// The shape of the value a `Decoder` holds, found as cheaply as the `Codable` API allows: a
/// `Decoder` says what a value is only by letting an attempt to read it as one kind succeed.
enum DecodedShape {
    case null
    /// A string, a number or a Boolean, read whole (reading it is the attempt).
    case scalar(JSONValue)
    /// An object: its container, whose keys the selection looks at; no value is decoded.
    case object(KeyedDecodingContainer<AnyCodingKey>)
    /// An array: nothing is read.
    case array

    /// The JSON kind; `nil` for `null`.
    var kind: JSONValue.Kind? {
        switch self {
        case .null: nil
        case .scalar(let value): value.kind
        case .object: .object
        case .array: .array
        }
    }

    /// Finds the shape of `decoder`'s value. The kinds in `likely` (the union's, in the order its
    /// variants are declared) are tried first; a failed attempt's error usually names the kind
    /// found, which is tried next. A value of the union's kinds costs one attempt, or two.
    ///
    /// A string wins over a number that the decoder reads from text (as `JSONDecoder` reads
    /// `"NaN"` with a non-conforming-float strategy), as in ``JSONValue/init(from:)``, and
    /// numbers are classified by the same function as there, so that both codecs select alike.
    static func of(_ decoder: any Decoder, likely: [JSONValue.Kind]) throws -> DecodedShape {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { return .null }
        var tried: UInt8 = 0  // one bit per kind: no allocation per value
        var stringTried = false
        var next: JSONValue.Kind? = likely.first ?? JSONValue.Kind.allCases.first
        func wasTried(_ kind: JSONValue.Kind) -> Bool { tried & (1 << kind.rawValue) != 0 }
        while let kind = next {
            tried |= 1 << kind.rawValue
            var found: JSONValue.Kind?
            if let shape = try attempt(kind, single, decoder, stringTried: &stringTried, found: &found) {
                return shape
            }
            next =
                found.flatMap { wasTried($0) ? nil : $0 } ?? likely.first { !wasTried($0) }
                ?? JSONValue.Kind.allCases.first { !wasTried($0) }
        }
        throw DecodingError.typeMismatch(
            JSONValue.self,
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Found a value that the decoder offers as none of null, a Boolean, a number, "
                    + "a string, an array or an object; an untagged union reads only those."))
    }

    /// The shape, if the value is of `kind`; `nil` otherwise, with the kind the decoder reported
    /// finding in `found`.
    private static func attempt(
        _ kind: JSONValue.Kind,
        _ single: any SingleValueDecodingContainer,
        _ decoder: any Decoder,
        stringTried: inout Bool,
        found: inout JSONValue.Kind?
    ) throws -> DecodedShape? {
        switch kind {
        case .object:
            return hinted({ .object(try decoder.container(keyedBy: AnyCodingKey.self)) }, found: &found)
        case .array:
            return hinted({ _ = try decoder.unkeyedContainer() }, found: &found).map { .array }
        case .bool:
            return hinted({ .scalar(.bool(try single.decode(Bool.self))) }, found: &found)
        case .string:
            stringTried = true
            do {
                return .scalar(.string(try single.decode(String.self)))
            } catch DecodingError.typeMismatch(_, let context) {
                found = JSONValue.Kind(reportedIn: context)
                return nil
            } catch is DecodingError {
                return nil
            }
        case .number:
            guard let (number, fromText) = try JSONValue.number(single, from: decoder, found: &found) else {
                return nil
            }
            if !fromText, !stringTried {
                stringTried = true
                if let string = try? single.decode(String.self) { return .scalar(.string(string)) }
            }
            return .scalar(number)
        }
    }

    /// The result of `body`, or `nil` when it throws; for a type mismatch, `found` is set to the
    /// kind the error reports.
    private static func hinted<T>(_ body: () throws -> T, found: inout JSONValue.Kind?) -> T? {
        do {
            return try body()
        } catch DecodingError.typeMismatch(_, let context) {
            found = JSONValue.Kind(reportedIn: context)
            return nil
        } catch {
            return nil
        }
    }
}

extension UntaggedUnionCoding {
    /// The variant the value of `shape` selects.
    func variant(for shape: DecodedShape) -> String? {
        switch shape {
        case .null: return nil
        case .scalar(let value): return variant(forScalar: value)
        case .array: return array
        case .object(let container):
            guard !objects.isEmpty else { return nil }
            guard needsKeys else { return objects[0].name }
            var present = KeyPresence()
            for key in container.allKeys {
                if let index = requiredKeys.index(ofName: key.stringValue) { present.insert(index) }
            }
            return variant(forObjectWith: present)
        }
    }
}

extension JSONValue {
    /// The value as `T`, when `T` is the Swift type of an untagged union's scalar variant that
    /// selected it: what decoding `T` from the same JSON gives, read once.
    ///
    /// A `Double` comes from the number's classification, which also reads the zeros that
    /// `JSONDecoder` refuses as a `Double` (`0e1`); it is the nearest `Double`, as both decoders
    /// read one.
    func scalar<T>(as type: T.Type) -> T? {
        switch self {
        case .string(let text): return text as? T
        case .bool(let flag): return flag as? T
        case .int(let whole):
            if T.self == Int.self { return Int(exactly: whole) as? T }
            return T.self == Double.self ? Double(whole) as? T : nil
        case .double(let number): return number as? T
        case .exactNumber(let text): return T.self == Double.self ? Double(text) as? T : nil
        case .null, .array, .object: return nil
        }
    }
}
