/// The selection rule of generated untagged unions: which variant a JSON value's shape selects.
/// Only generated code calls it.
///
/// 1. The JSON kind: a string selects the `String` variant, `true` or `false` the `Bool` one, an
///    array the list variant, an object the record variants. A number selects the `Int` variant
///    when it reads as an `Int` (as an `Int` field reads it on both codecs: a whole number in
///    range, `2.0` and `2e0` included; not a negative zero, which keeps its sign as a `Double`),
///    else the `Double` variant, which also takes whole numbers when the union has no `Int`
///    variant.
/// 2. Among the record variants: those whose required keys the object all holds; the one with
///    the most required keys wins, ties by declaration order.
/// 3. Nothing fits (`null` never does): no variant, and the union keeps the whole value.
///
/// Selecting reads no value twice: a string, a Boolean or an array by its first byte, a number
/// by its text, an object by its keys alone (the values are skipped, not decoded). The generator
/// refuses a union whose variants this rule cannot tell apart (two of one kind, two records with
/// the same required keys).
///
/// A class, built once per union: each value's reader holds it with one retain.
@_spi(ForwardCodableGenerated)
public final class UntaggedUnionCoding: Sendable {
    /// A variant: its name (the generated enum's case) and the JSON it takes.
    public struct Variant: Sendable {
        let name: String
        let kind: Kind

        enum Kind: Sendable {
            case string, boolean, integer, number, array
            case object(required: [String])
        }

        /// The variant of type `String`.
        public static func string(_ name: String) -> Self { Self(name: name, kind: .string) }
        /// The variant of type `Bool`.
        public static func boolean(_ name: String) -> Self { Self(name: name, kind: .boolean) }
        /// The variant of type `Int`.
        public static func integer(_ name: String) -> Self { Self(name: name, kind: .integer) }
        /// The variant of type `Double`.
        public static func number(_ name: String) -> Self { Self(name: name, kind: .number) }
        /// The list variant.
        public static func array(_ name: String) -> Self { Self(name: name, kind: .array) }
        /// A record variant, with the keys every document of the record holds.
        public static func object(_ name: String, required: [String]) -> Self {
            Self(name: name, kind: .object(required: required))
        }
    }

    /// A record variant, its required keys as indices into ``requiredKeys``: the first 64 as bits.
    struct ObjectVariant: Sendable {
        let name: String
        let count: Int
        let mask: UInt64
        let beyondMask: [Int]
    }

    /// The union's name, for decode reports.
    public let union: String
    let string: String?
    let boolean: String?
    let integer: String?
    let number: String?
    let array: String?
    /// The record variants in the order they are tried: most required keys first, then in
    /// declaration order. The first whose keys an object holds wins.
    let objects: [ObjectVariant]
    /// Every required key of every record variant, matched on bytes by the fast path.
    let requiredKeys: JSONKeyTable
    /// The same keys, in the same order, as the `Codable` path looks them up.
    let requiredCodingKeys: [AnyCodingKey]
    /// The JSON kinds the variants take, in declaration order: what the `Codable` path tries first.
    let kinds: [JSONValue.Kind]

    /// Describes the union named `union`, its variants in declaration order.
    public init(union: String, variants: [Variant]) {
        self.union = union
        var names: [JSONValue.Kind: String] = [:]
        var integer: String?
        var number: String?
        var keys: [String] = []
        var declared: [(name: String, required: [Int])] = []
        var kinds: [JSONValue.Kind] = []
        for variant in variants {
            let kind: JSONValue.Kind
            switch variant.kind {
            case .string: kind = .string
            case .boolean: kind = .bool
            case .array: kind = .array
            case .integer:
                kind = .number
                integer = integer ?? variant.name
            case .number:
                kind = .number
                number = number ?? variant.name
            case .object(let required):
                kind = .object
                let indices = required.map { key in
                    if let index = keys.firstIndex(of: key) { return index }
                    keys.append(key)
                    return keys.count - 1
                }
                declared.append((variant.name, Array(Set(indices)).sorted()))
            }
            if names[kind] == nil { names[kind] = variant.name }
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        string = names[.string]
        boolean = names[.bool]
        array = names[.array]
        self.integer = integer
        self.number = number
        self.kinds = kinds
        requiredKeys = JSONKeyTable(keys)
        requiredCodingKeys = keys.map { AnyCodingKey($0) }
        objects = declared.enumerated()
            .sorted { ($0.element.required.count, -$0.offset) > ($1.element.required.count, -$1.offset) }
            .map { _, variant in
                var mask: UInt64 = 0
                for index in variant.required where index < 64 { mask |= 1 << UInt64(index) }
                return ObjectVariant(
                    name: variant.name, count: variant.required.count, mask: mask,
                    beyondMask: variant.required.filter { $0 >= 64 })
            }
    }

    /// The variant a scalar in hand selects: a string, a Boolean or a number (one that
    /// ``JSONValue`` holds as ``JSONValue/int(_:)`` in `Int`'s range reads as an `Int`); `nil` for
    /// `null`, for an array or object, and for a kind no variant takes.
    func variant(forScalar value: JSONValue) -> String? {
        switch value {
        case .string: string
        case .bool: boolean
        case .int, .double, .exactNumber: Self.readsAsInt(value) ? integer ?? number : number
        case .null, .array, .object: nil
        }
    }

    /// Whether a number in hand reads as an `Int`, as an `Int` field reads its text on both codecs
    /// (`JSONDecoder`'s rule, which the fast path's reader follows), a negative zero excepted.
    static func readsAsInt(_ number: JSONValue) -> Bool {
        switch number {
        case .int(let whole): return Int(exactly: whole) != nil
        case .double(let value): return Int(exactly: value) != nil && !(value == 0 && value.sign == .minus)
        case .exactNumber(let text):
            return Array(text.utf8).withUnsafeBytes { bytes in
                var reader = JSONReader(bytes: bytes)
                guard let whole = try? reader.readInteger(Int.self) else { return false }
                return whole != 0 || !text.hasPrefix("-")
            }
        default: return false
        }
    }

    /// Whether an object's record variant can be chosen without looking at its keys: when the
    /// first variant tried needs none, it wins (and any other has been refused at generate time).
    var needsKeys: Bool {
        (objects.first?.count ?? 0) > 0
    }

    /// The record variant an object with the keys `present` selects, if any.
    func variant(forObjectWith present: KeyPresence) -> String? {
        objects.first { present.holds($0) }?.name
    }
}

/// The required keys an object holds, as indices into ``UntaggedUnionCoding/requiredKeys``: a
/// bit each for the first 64 (every real union), a set beyond.
struct KeyPresence {
    private var mask: UInt64 = 0
    private var beyondMask: Set<Int> = []

    mutating func insert(_ index: Int) {
        if index < 64 {
            mask |= 1 << UInt64(index)
        } else {
            beyondMask.insert(index)
        }
    }

    /// Whether every required key of `variant` is present.
    func holds(_ variant: UntaggedUnionCoding.ObjectVariant) -> Bool {
        mask & variant.mask == variant.mask && variant.beyondMask.allSatisfy(beyondMask.contains)
    }
}

extension UntaggedUnionCoding {
    /// The name a report gives a JSON kind no variant takes: `"object"`, `"null"`.
    static func reportedName(of kind: JSONValue.Kind?) -> String {
        switch kind {
        case .string?: "string"
        case .number?: "number"
        case .bool?: "boolean"
        case .object?: "object"
        case .array?: "array"
        case nil: "null"
        }
    }
}

extension UntaggedUnionCoding {
    /// The variant `value`, already read, selects: the rule as the codecs apply it, for a value
    /// in hand (the generator's sample documents, the breaking-change checker's probes).
    public func variant(for value: JSONValue) -> String? {
        guard case .object(let members) = value else {
            if case .array = value { return array }
            return variant(forScalar: value)
        }
        guard let first = objects.first else { return nil }
        guard needsKeys else { return first.name }
        var present = KeyPresence()
        for key in members.keys {
            if let index = requiredKeys.index(ofName: key) { present.insert(index) }
        }
        return variant(forObjectWith: present)
    }
}
