import Foundation

/// The shape of the value a `Decoder` holds, found as cheaply as the `Codable` API allows: a
/// `Decoder` says what a value is only by letting an attempt to read it as one kind succeed.
@usableFromInline
enum DecodedShape {
    case null
    /// A string or a Boolean, read whole (reading it is the attempt).
    case scalar(JSONValue)
    /// A number, with the `Int` it reads as (as an `Int` field reads it), if it does; `nil` for a
    /// fraction or a number out of `Int`'s range. Reading it as an `Int` is the attempt.
    case number(Int?)
    /// An object: its container, whose required keys the selection looks up; no value is decoded.
    case object(KeyedDecodingContainer<AnyCodingKey>)
    /// An array: nothing is read.
    case array
    /// A value of a kind none of the union's variants takes: not read (the union keeps it whole).
    case other

    /// Finds the shape of `decoder`'s value by attempts at the kinds in `likely` (the union's, in
    /// the order its variants are declared), cheapest first for the common case: a value of the
    /// union's kinds costs one attempt, or one failed attempt per kind declared before its own.
    /// A failed attempt's error is not read (parsing its message cost more than the next attempt).
    ///
    /// A number is found by reading it as an `Int`: `JSONDecoder` reads a whole number in range
    /// (`2`, `2.0`, `2e0`), refuses a fraction or a number out of range as corrupted data, and
    /// any other kind as a type mismatch (a string too, whatever the decoder's float strategy).
    /// The fast path reads integers as `JSONDecoder` does, so both codecs select alike. A zero is
    /// read once more, as a ``JSONValue``, for its sign.
    static func of(_ decoder: any Decoder, likely: [JSONValue.Kind]) throws -> DecodedShape {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { return .null }
        for kind in likely {
            if let shape = attempt(kind, single, decoder) { return shape }
        }
        return .other
    }

    /// The shape, if the value is of `kind`; `nil` otherwise.
    private static func attempt(
        _ kind: JSONValue.Kind, _ single: any SingleValueDecodingContainer, _ decoder: any Decoder
    )
        -> DecodedShape?
    {
        switch kind {
        case .object: (try? decoder.container(keyedBy: AnyCodingKey.self)).map(DecodedShape.object)
        case .array: (try? decoder.unkeyedContainer()).map { _ in .array }
        case .bool: (try? single.decode(Bool.self)).map { .scalar(.bool($0)) }
        case .string: (try? single.decode(String.self)).map { .scalar(.string($0)) }
        case .number:
            number(single, decoder)
        }
    }

    /// A number, read as an `Int` when it reads as one (a negative zero does not: it keeps its
    /// sign as a `Double`); `nil` when the value is no number.
    private static func number(_ single: any SingleValueDecodingContainer, _ decoder: any Decoder) -> DecodedShape? {
        do {
            let whole = try single.decode(Int.self)
            guard whole == 0 else { return .number(whole) }
            var found: JSONValue.Kind?
            let zero = try? JSONValue.number(single, from: decoder, found: &found)?.0
            if case .double(let value)? = zero, value.sign == .minus { return .number(nil) }
            return .number(whole)
        } catch DecodingError.typeMismatch {
            return nil
        } catch {
            return .number(nil)
        }
    }

    /// The value as `T`, when selecting the variant of type `T` read it already: a string, a
    /// Boolean, or the `Int` a number reads as.
    @inlinable
    func value<T>(as type: T.Type) -> T? {
        switch self {
        case .scalar(.string(let text)): text as? T
        case .scalar(.bool(let flag)): flag as? T
        case .number(let whole?): whole as? T
        default: nil
        }
    }
}

extension UntaggedUnionCoding {
    /// The variant the value of `shape` selects. An object's required keys are looked up in its
    /// container one by one: fewer calls than listing its keys, for the few a union requires.
    func variant(for shape: DecodedShape) -> String? {
        switch shape {
        case .null, .other: return nil
        case .scalar(let value): return variant(forScalar: value)
        case .number(let whole): return whole != nil ? integer ?? number : number
        case .array: return array
        case .object(let container):
            guard let first = objects.first else { return nil }
            guard needsKeys else { return first.name }
            var present = KeyPresence()
            for (index, key) in requiredCodingKeys.enumerated() where container.contains(key) {
                present.insert(index)
                if present.holds(first) { return first.name }
            }
            return variant(forObjectWith: present)
        }
    }
}
