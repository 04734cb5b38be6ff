import ForwardCodable
import SeededRandom

/// Documents that one side of a pair writes: every value its types can hold, the extremes first,
/// so that a change's breaking values occur (a number out of the narrower type's range, a
/// fraction for an integer reader, `null` in a list of optionals, every enum case, every variant).
///
/// Document 0 leaves out every key the side does not require (a document its schema accepts, as
/// older versions wrote it); document 1 holds every key with the first, most extreme value of
/// each type, and `null` in each list of optionals; documents 2 to 7 hold every key too, with
/// each type's values in turn (so every enum case and union variant of a field occurs, whatever
/// its position: a variant left out of every document could not show a change of its own);
/// the others are random, keys left out and optionals `null` included. The driver checks that
/// the side's own types read each document losslessly before another side reads it.
///
/// A newer writer never leaves out a key it defaults where the older reader requires it: the
/// writer writes its defaults on every record it creates, so such a document is one it only
/// passes on, and the older reader could not read it before the writer did either. An older
/// writer leaves such keys out: versions before it wrote documents without them.
struct PropertyDocuments {
    var random: SeededGenerator
    let schema: FuzzSchema
    /// The older side of the pair when the writer is the newer one, which reads these documents.
    let olderReader: FuzzSchema?

    /// The documents before this one take every value in turn; from it on, they are random.
    static let inTurn = 8

    /// Document `number` of `record`.
    mutating func document(of recordName: String, number: Int) -> JSONValue {
        guard let record = schema.records.first(where: { $0.name == recordName }) else {
            preconditionFailure("no record \(recordName)")
        }
        var members: [String: JSONValue] = [:]
        for (position, field) in record.fields.enumerated() where number != 0 || !mayLeaveOut(field, of: record) {
            if number >= Self.inTurn, mayLeaveOut(field, of: record), random.chance(0.25) { continue }
            members[field.wireKey] = value(of: field.type, choice: number + position, number: number)
        }
        return .object(members)
    }

    /// Whether a document of `record` may leave `field`'s key out: the field is optional, or
    /// defaulted where no older reader's record of the same name requires the key.
    private func mayLeaveOut(_ field: FuzzField, of record: FuzzRecord) -> Bool {
        guard !field.isRequired else { return false }
        guard field.defaultText != nil, !field.type.isOptional,
            let other = olderReader?.records.first(where: { $0.name == record.name })
        else { return true }
        return !other.fields.contains { $0.wireKey == field.wireKey && $0.isRequired }
    }

    /// A value of `type`: for document 1 the most extreme one, then in turn (`choice`), else random.
    private mutating func value(of type: FuzzType, choice: Int, number: Int) -> JSONValue {
        let pick = { (values: [JSONValue], random: inout SeededGenerator) -> JSONValue in
            number == 1 ? values[0] : number < Self.inTurn ? values[choice % values.count] : random.pick(values)
        }
        switch type {
        case .optional(let wrapped):
            return number >= Self.inTurn && random.chance(0.2)
                ? .null : value(of: wrapped, choice: choice, number: number)
        case .array(let element):
            let count = number == 1 ? 3 : random.int(0...3)
            let elements = (0..<count).map { value(of: element, choice: choice + $0, number: number + $0) }
            // Document 1 holds every kind of value: `null` too, where the elements are optional.
            return .array(elements + (number == 1 && element.isOptional ? [.null] : []))
        case .enumeration(let name):
            guard let enumeration = schema.enums.first(where: { $0.name == name }) else { preconditionFailure(name) }
            let raws: [JSONValue] = enumeration.cases.map {
                enumeration.isInt ? .int(Int64($0.rawValue) ?? 0) : .string($0.rawValue)
            }
            return raws[choice % raws.count]
        case .union(let name):
            guard let union = schema.unions.first(where: { $0.name == name }) else { preconditionFailure(name) }
            let variant = union.variants[choice % union.variants.count]
            if union.isUntagged, let type = variant.type { return value(of: type, choice: choice, number: number) }
            var members: [String: JSONValue] = [:]
            if let payload = variant.payload, case .object(let fields) = document(of: payload, number: number) {
                if let content = union.contentKey { members[content] = .object(fields) } else { members = fields }
            }
            members[union.tagKey] = .string(variant.tag)
            return .object(members)
        case .record(let name):
            return document(of: name, number: number)
        default:
            return pick(Self.scalarValues(type), &random)
        }
    }

    /// The values of a scalar type, the extremes first.
    static func scalarValues(_ type: FuzzType) -> [JSONValue] {
        switch type {
        case .string: ["draft", "a b", "", "ü🚀", "high", "0"].map(JSONValue.string)
        case .int, .int64: [.int(.max), .int(.min), .int(3_000_000_000), .int(0), .int(-1), .int(42)]
        case .int32: [.int(Int64(Int32.max)), .int(Int64(Int32.min)), .int(0), .int(7), .int(-1)]
        case .uint64: [.exactNumber("18446744073709551615"), .int(.max), .int(0), .int(7)]
        case .float: [.double(0.5), .double(-1.25), .double(3.75), .int(16_777_216), .int(0)]
        case .double: [.double(0.123456789012345), .double(1e300), .double(0.5), .double(-273.15), .int(42)]
        case .decimal:
            [.exactNumber("123456789012345678901234567890.123"), .double(0.5), .int(-12), .double(0.1), .int(0)]
        case .bool: [.bool(true), .bool(false)]
        case .uuid:
            ["9F1C3B8E-5A7D-4C2B-8E1F-0A1B2C3D4E5F", "00000000-0000-0000-0000-000000000000"].map(JSONValue.string)
        case .data: ["aGVsbG8=", "", "AAECAw=="].map(JSONValue.string)
        default: preconditionFailure("no values for \(type.schemaText)")
        }
    }
}
