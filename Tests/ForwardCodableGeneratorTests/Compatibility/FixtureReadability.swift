import Foundation

@testable import ForwardCodableGenerator

/// A JSON value, decoded without Foundation's number-or-bool ambiguity.
indirect enum FixtureJSON: Decodable {
    case null, bool(Bool), number(Double), string(String), array([FixtureJSON]), object([String: FixtureJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([FixtureJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: FixtureJSON].self))
        }
    }

    static func parse(_ text: String) throws -> FixtureJSON {
        try JSONDecoder().decode(FixtureJSON.self, from: Data(text.utf8))
    }
}

/// An oracle independent of the checker: whether a reader generated from `model` would fail on a
/// document, by the runtime's rules (a required key must be present and not null, each value
/// must have its type's JSON kind, an unknown enum value or key is kept, an element of a
/// resilient collection of records that fails is kept verbatim, a versioned record reads a
/// document with the shape of the version its stamp names).
struct FixtureReadability {
    var model: SchemaModel

    /// Why `document` cannot be read as `record`, or `nil` when it can.
    func failure(reading document: FixtureJSON, as record: String) -> String? {
        guard let model = self.model.records[record] else { return "no record '\(record)'" }
        guard case .object(let object) = document else { return "\(record) is not an object" }
        var fields = model.fields
        if let versioning = model.versioning {
            let version: Int
            if case .number(let stamp)? = object[versioning.stampKey] {
                version = Int(stamp)
            } else if let unstamped = versioning.unstampedVersion {
                version = unstamped
            } else {
                return "\(record) has no stamp"
            }
            if let snapshot = versioning.snapshots.first(where: { $0.version == version }) { fields = snapshot.fields }
        }
        for field in fields {
            switch object[field.wireKey] {
            case nil, .null?:
                if field.isRequired { return "\(record) lacks \"\(field.wireKey)\"" }
            case let value?:
                if let problem = failure(reading: value, as: field.type.unwrapped, strict: field.isStrict) {
                    return "\(record).\(field.wireKey): \(problem)"
                }
            }
        }
        return nil
    }

    private func failure(reading value: FixtureJSON, as type: FieldType, strict: Bool) -> String? {
        switch (type, value) {
        case (.json, _), (.optional, .null): return nil
        case (.optional(let wrapped), _): return failure(reading: value, as: wrapped, strict: strict)
        case (.string, .string), (.uuid, .string), (.url, .string): return nil
        // An enum reads any raw value of its raw type: an unknown one is kept.
        case (.enumeration(let name), .string):
            return model.enums[name]?.rawType == .int ? "\(name) is an Int enum, found a string" : nil
        case (.enumeration(let name), .number(let number)):
            return model.enums[name]?.rawType == .int && number.rounded() == number ? nil : "\(number) is not a \(name)"
        // Dates as `JSONEncoder` writes them by default: seconds since 2001.
        case (.date, .number), (.double, .number): return nil
        case (.int, .number(let number)): return number.rounded() == number ? nil : "\(number) is not an Int"
        case (.float, .number), (.decimal, .number), (.data, .string): return nil
        case (.int32, .number(let number)), (.int64, .number(let number)), (.uint64, .number(let number)):
            return number.rounded() == number ? nil : "\(number) is not an \(type.schemaText)"
        case (.bool, .bool): return nil
        // A formatted value reads the wire text its format accepts; an app's own type is taken
        // to read what its sample holds.
        case (.formatted(let format), .string(let text)) where format.wireIsString:
            return format.accepts(text) ? nil : "\"\(text)\" is not \(format.expectation)"
        case (.formatted(let format), .number) where !format.wireIsString: return nil
        case (.calendarDate, .string(let text)):
            return text.count == 10 && text.split(separator: "-").count == 3 ? nil : "\"\(text)\" is not a date"
        case (.external, _): return nil
        case (.record(let name), _): return failure(reading: value, as: name)
        case (.union(let name), _) where model.unions[name]?.isUntagged == true:
            // An untagged union reads any value: one that fits no variant, or fails as the one it
            // selects, is kept whole.
            return nil
        case (.union(let name), .object(let object)):
            // A union reads any tagged object: a variant it cannot read is kept whole.
            guard let union = model.unions[name], case .string? = object[union.tagKey] else {
                return "\(name) needs a string tag"
            }
            return nil
        case (.array(let element), .array(let values)):
            return collection(values, element: element, strict: strict)
        case (.dictionary(let element), .object(let values)):
            return collection(Array(values.values), element: element, strict: strict)
        default: return "expected \(type.schemaText), found \(value)"
        }
    }

    private func collection(_ values: [FixtureJSON], element: FieldType, strict: Bool) -> String? {
        // A resilient collection of records keeps an element it cannot read.
        if case .record = element, !strict { return nil }
        return values.lazy.compactMap { failure(reading: $0, as: element, strict: strict) }.first
    }
}
