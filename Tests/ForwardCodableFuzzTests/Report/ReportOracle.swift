import ForwardCodable
import Foundation

@testable import ForwardCodableGenerator

/// The decode report a document should give, computed from the document and the resolved schema
/// alone, without the generated code or the runtime's reading: which keys a record does not
/// declare, which enum raw values and union tags the schema does not know, which elements of a
/// resilient collection cannot be decoded, which fields take their default or arrive as `null`,
/// and whether a versioned document is newer or migrated.
///
/// Events compare by kind, coding path, record, field and value (``Event``): the reason an element
/// failed is the decoder's wording.
struct ReportOracle {
    /// An event without its reason.
    struct Event: Hashable, Comparable, CustomStringConvertible {
        var kind: DecodeEvent.Kind
        var path: String
        var record: String
        var field: String?
        var value: String?

        init(_ kind: DecodeEvent.Kind, _ path: String, _ record: String, field: String? = nil, value: String? = nil) {
            (self.kind, self.path, self.record, self.field, self.value) = (kind, path, record, field, value)
        }

        init(_ event: DecodeEvent) {
            self.init(event.kind, event.codingPath, event.record, field: event.field, value: event.value)
        }

        static func < (lhs: Event, rhs: Event) -> Bool { lhs.description < rhs.description }

        var description: String {
            "\(path) \(kind.rawValue) \(record).\(field ?? "-") \(value ?? "-")"
        }
    }

    let model: SchemaModel

    /// The model of the schema at `path`, relative to the package root.
    init(schemaAt path: String) throws {
        let url = PackagePaths.root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let model = Generator.resolve([SchemaSource(path: path, text: text)]).model else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.model = model
    }

    /// The events of decoding `document` as the record `name`, sorted.
    func events(_ document: JSONValue, as name: String) -> [Event] {
        guard let record = model.records[name], case .object(let object) = document else { return [] }
        var events: [Event] = []
        guard let versioning = record.versioning else {
            read(record.name, record.fields, object, "", stamp: nil, into: &events)
            return events.sorted()
        }
        let stamp: Int? = if case .int(let value)? = object[versioning.stampKey] { Int(value) } else { nil }
        let version = stamp ?? versioning.unstampedVersion ?? versioning.currentVersion
        if version > versioning.currentVersion {
            events.append(Event(.newerDocument, "", name, value: String(version)))
        }
        guard version < versioning.currentVersion,
            let snapshot = versioning.snapshots.first(where: { $0.version == version })
        else {
            read(name, record.fields, object, "", stamp: versioning.stampKey, into: &events)
            return events.sorted()
        }
        events.append(Event(.migration, "", name, value: "\(version) to \(versioning.currentVersion)"))
        read(name, snapshot.fields, object, "", stamp: versioning.stampKey, into: &events)
        // A key the old version kept in its bag that a later step adopts is not unknown after all;
        // the value adopted is read as the new version's field.
        let adopted = versioning.steps.filter { $0.toVersion > version }.flatMap(\.sources).compactMap {
            if case .adopt = $0.origin { $0.field } else { nil }
        }
        for field in adopted {
            guard let value = object[field.wireKey], !snapshot.fields.contains(where: { $0.wireKey == field.wireKey })
            else { continue }
            events.removeAll { $0.kind == .unknownKey && $0.path == field.wireKey }
            if value != .null {
                visit(field.type, value, field.wireKey, name, field.wireKey, strict: field.isStrict, into: &events)
            }
        }
        return events.sorted()
    }

    private static func path(_ base: String, _ key: String) -> String {
        base.isEmpty ? key : "\(base).\(key)"
    }

    /// The events of a record's fields and bag.
    private func read(
        _ name: String, _ fields: [FieldModel], _ object: [String: JSONValue], _ path: String, stamp: String?,
        ignoring ignored: String? = nil, into events: inout [Event]
    ) {
        let declared = Set(fields.map(\.wireKey) + [stamp, ignored].compactMap { $0 })
        for key in object.keys where !declared.contains(key) {
            events.append(Event(.unknownKey, Self.path(path, key), name, field: key))
        }
        for field in fields {
            let here = Self.path(path, field.wireKey)
            let value = object[field.wireKey]
            if value == nil || (value == .null && field.type != .json) {
                if field.type.isOptional {
                    if value == .null { events.append(Event(.explicitNull, here, name, field: field.wireKey)) }
                } else if field.defaultValue != nil {
                    events.append(Event(.defaultTaken, here, name, field: field.wireKey))
                }
                continue
            }
            visit(field.type, value!, here, name, field.wireKey, strict: field.isStrict, into: &events)
        }
    }

    /// The events of a value of `type` at `path`, in the field `field` of the record `record`.
    private func visit(
        _ type: FieldType, _ value: JSONValue, _ path: String, _ record: String, _ field: String, strict: Bool,
        into events: inout [Event]
    ) {
        switch type {
        case .enumeration(let name):
            let raw: String? =
                switch value {
                case .string(let text): text
                case .int(let number): String(number)
                default: nil
                }
            if let raw, let model = model.enums[name], !model.cases.contains(where: { $0.rawValue == raw }) {
                events.append(Event(.unknownEnumValue, path, record, field: field, value: raw))
            }
        case .optional(let inner):
            if value != .null { visit(inner, value, path, record, field, strict: strict, into: &events) }
        case .record(let name):
            guard let nested = model.records[name], case .object(let object) = value else { return }
            read(name, nested.fields, object, path, stamp: nil, into: &events)
        case .union(let name):
            union(name, value, path, into: &events)
        case .array(let inner):
            for (index, element) in (value.arrayValue ?? []).enumerated() {
                self.element(inner, element, "\(path)[\(index)]", record, field, strict: strict, into: &events)
            }
        case .dictionary(let inner):
            for (key, element) in value.objectValue ?? [:] {
                self.element(inner, element, Self.path(path, key), record, field, strict: strict, into: &events)
            }
        default:
            break
        }
    }

    /// An element of a collection: a record that does not decode is kept undecodable (unless the
    /// field is strict, when the whole document fails).
    private func element(
        _ type: FieldType, _ value: JSONValue, _ path: String, _ record: String, _ field: String, strict: Bool,
        into events: inout [Event]
    ) {
        if case .record(let name) = type, !strict, !decodes(type, value) {
            events.append(Event(.undecodableElement, path, name))
            return
        }
        visit(type, value, path, record, field, strict: strict, into: &events)
    }

    /// The events of a union's object.
    private func union(_ name: String, _ value: JSONValue, _ path: String, into events: inout [Event]) {
        guard let union = model.unions[name], let tag = value[union.tagKey]?.stringValue else { return }
        guard let variant = union.variants.first(where: { $0.tag == tag }) else {
            events.append(Event(.unknownVariant, path, name, value: tag))
            return
        }
        guard let payload = variant.payload, let record = model.records[payload] else { return }
        var content = value
        var contentPath = path
        if let contentKey = union.contentKey {
            let others = (value.objectValue ?? [:]).keys.filter { $0 != union.tagKey && $0 != contentKey }
            content = others.isEmpty ? value[contentKey] ?? .null : .null
            contentPath = Self.path(path, contentKey)
        }
        guard decodes(.record(payload), content), case .object(let object) = content else {
            events.append(Event(.undecodableElement, path, name))
            return
        }
        read(
            payload, record.fields, object, contentPath, stamp: nil,
            ignoring: union.contentKey == nil ? union.tagKey : nil, into: &events)
    }

    /// Whether `value` decodes as `type`: the shape the schema asks for, required fields present.
    func decodes(_ type: FieldType, _ value: JSONValue) -> Bool {
        switch (type, value) {
        case (.json, _): true
        case (.optional, .null): true
        case (.optional(let inner), _): decodes(inner, value)
        case (.string, .string), (.bool, .bool), (.enumeration, .string), (.formatted, .string): true
        case (.int, .int), (.double, .int), (.double, .double), (.date, .int), (.date, .double): true
        case (.uuid, .string(let text)): UUID(uuidString: text) != nil
        case (.url, .string(let text)): URL(string: text) != nil
        case (.array(let inner), .array(let elements)):
            elements.allSatisfy { element in
                if case .record = inner { return true }  // kept undecodable
                return decodes(inner, element)
            }
        case (.dictionary(let inner), .object(let members)):
            members.values.allSatisfy { element in
                if case .record = inner { return true }
                return decodes(inner, element)
            }
        case (.union(let name), .object(let members)):
            model.unions[name].map { members[$0.tagKey]?.stringValue != nil } ?? false
        case (.record(let name), .object(let members)):
            model.records[name]?.fields.allSatisfy { field in
                guard let member = members[field.wireKey], member != .null || field.type == .json else {
                    return field.type.isOptional || field.defaultValue != nil
                }
                return decodes(field.type, member)
            } ?? false
        default: false
        }
    }
}
