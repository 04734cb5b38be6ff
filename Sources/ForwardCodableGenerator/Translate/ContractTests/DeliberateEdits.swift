import ForwardCodable
import Foundation

/// The deliberate edits the generated tests make: one per enum and formatted position in a
/// record and in the records nested in it, through the typed API.
///
/// - a scalar or optional enum is set to a known case: its raw value is overwritten; an enum with
///   a display-only fallback is also set to that fallback carrying a raw value, which it writes;
/// - a formatted scalar (`Date @format(iso8601)`) is set: it writes the format's canonical text,
///   and a list of them gets one appended, every other element kept as written;
/// - an array of enums gets a known case appended: every other element keeps its raw value;
/// - a dictionary of enums gets a new key: every other entry keeps its raw value;
/// - an untagged union (which the future document fills with a value no variant takes) is set to
///   its first scalar variant: its value replaces the kept one.
struct DeliberateEdits {
    var model: SampleDocuments

    /// One edit: where it lands, what it must write, and the Swift statement that makes it.
    struct Edit: Equatable {
        var path: [JSONPathStep]
        var expected: JSONValue
        var statement: String
        /// Whether the edit sets an enum (otherwise it sets a record's first string field).
        var setsEnum = true
    }

    /// A step of a path into the encoded document.
    enum JSONPathStep: Equatable {
        case key(String)
        case index(Int)

        var literal: String {
            switch self {
            case .key(let key): SwiftLiterals.string(key)
            case .index(let index): String(index)
            }
        }
    }

    /// The enum edits; a record without enums gets one edit of its first string field instead,
    /// so that every record proves an edit keeps the unknown keys. Deprecated fields are not
    /// edited: the tests compile without warnings.
    func edits(of record: RecordModel) -> [Edit] {
        let document = model.future(of: record)
        let enumEdits = edits(fields: record.fields, document: document, access: "$0", path: [], depth: 0)
        if !enumEdits.isEmpty { return enumEdits }
        guard let field = record.fields.first(where: { $0.type == .string && $0.deprecation == nil }) else { return [] }
        let text = "edited by a test"
        return [
            Edit(
                path: [.key(field.wireKey)], expected: .string(text),
                statement: "$0.\(SwiftName.member(field.name)) = \(SwiftLiterals.string(text))", setsEnum: false)
        ]
    }

    private func edits(fields: [FieldModel], document: JSONValue, access: String, path: [JSONPathStep], depth: Int)
        -> [Edit]
    {
        var result: [Edit] = []
        for field in fields where field.deprecation == nil {
            guard let current = document[field.wireKey] else { continue }
            let fieldAccess = "\(access).\(SwiftName.member(field.name))"
            let fieldPath = path + [.key(field.wireKey)]
            result += edits(type: field.type, current: current, access: fieldAccess, path: fieldPath, depth: depth)
        }
        return result
    }

    /// `optional`: the position holds an optional enum, whose `.none` would mean `nil`.
    private func edits(
        type: FieldType, current: JSONValue, access: String, path: [JSONPathStep], depth: Int, optional: Bool = false
    ) -> [Edit] {
        switch type {
        case .enumeration(let name):
            guard let enumeration = model.model.enums[name], let known = enumeration.firstCurrentCase else { return [] }
            let value = SwiftName.caseValue(known.name, of: SwiftName.type(name), optional: optional)
            var edits = [
                Edit(path: path, expected: enumeration.wire(known.rawValue), statement: "\(access) = \(value)")
            ]
            if let set = Self.displayFallbackSet(enumeration) {
                edits.append(Edit(path: path, expected: set.wire, statement: "\(access) = \(set.swift)"))
            }
            return edits
        case .formatted(let format):
            let edit = FormattedEdit(format)
            return [Edit(path: path, expected: edit.wire, statement: "\(access) = \(edit.value)", setsEnum: false)]
        case .array(.formatted(let format)):
            guard case .array(let elements) = current else { return [] }
            let edit = FormattedEdit(format)
            return [
                Edit(
                    path: path, expected: .array(elements + [edit.wire]),
                    statement: "\(access).append(\(model.model.runtime("Formatted"))(\(edit.value)))", setsEnum: false)
            ]
        case .optional(let wrapped):
            switch wrapped {
            case .enumeration, .formatted:
                // The typed view is optional itself: set it, not the value inside.
                return edits(type: wrapped, current: current, access: access, path: path, depth: depth, optional: true)
            case .union:
                // Set the optional itself: the document may hold `null` there (a sample that ends a
                // cycle), where assigning through `?` would change nothing.
                return edits(type: wrapped, current: current, access: access, path: path, depth: depth)
            default: break
            }
            return edits(type: wrapped, current: current, access: access + "?", path: path, depth: depth)
        case .array(.enumeration(let name)):
            guard let enumeration = model.model.enums[name], let known = enumeration.firstCurrentCase,
                case .array(let elements) = current
            else { return [] }
            var edits = [
                Edit(
                    path: path, expected: .array(elements + [enumeration.wire(known.rawValue)]),
                    statement: "\(access).append(.\(SwiftName.member(known.name)))")
            ]
            if let set = Self.displayFallbackSet(enumeration) {
                edits.append(
                    Edit(
                        path: path, expected: .array(elements + [set.wire]), statement: "\(access).append(\(set.swift))"
                    ))
            }
            return edits
        case .dictionary(.enumeration(let name)):
            guard let enumeration = model.model.enums[name], let known = enumeration.firstCurrentCase,
                case .object(var members) = current
            else { return [] }
            let key = "added"
            var withSet = members
            members[key] = enumeration.wire(known.rawValue)
            // A dictionary's subscript takes an optional: `.none` there would remove the entry.
            let value = SwiftName.caseValue(known.name, of: SwiftName.type(name), optional: true)
            var edits = [
                Edit(
                    path: path, expected: .object(members),
                    statement: "\(access)[\(SwiftLiterals.string(key))] = \(value)")
            ]
            if let set = Self.displayFallbackSet(enumeration) {
                withSet[key] = set.wire
                edits.append(
                    Edit(
                        path: path, expected: .object(withSet),
                        statement: "\(access)[\(SwiftLiterals.string(key))] = \(set.swift)"))
            }
            return edits
        case .union(let name):
            guard let union = model.model.unions[name], union.isUntagged else { return [] }
            return UntaggedEdit(union).map {
                [Edit(path: path, expected: $0.wire, statement: "\(access) = \($0.value)", setsEnum: false)]
            } ?? []
        case .record(let name):
            guard depth < SampleDocuments.collectionDepth, let nested = model.model.records[name] else { return [] }
            return edits(fields: nested.fields, document: current, access: access, path: path, depth: depth + 1)
        case .array(.record(let name)):
            guard depth < SampleDocuments.collectionDepth, let nested = model.model.records[name],
                case .array(let elements) = current, let first = elements.first
            else { return [] }
            return edits(
                fields: nested.fields, document: first, access: "\(access)[0]", path: path + [.index(0)],
                depth: depth + 1)
        case .dictionary(.record(let name)):
            let key = SampleDocuments.dictionaryKey
            guard depth < SampleDocuments.collectionDepth, let nested = model.model.records[name],
                case .object(let members) = current, let entry = members[key]
            else { return [] }
            return edits(
                fields: nested.fields,
                document: entry,
                access: "\(access)[\(SwiftLiterals.string(key))]?",
                path: path + [.key(key)],
                depth: depth + 1
            )
        default:
            return []
        }
    }
}

extension DeliberateEdits {
    /// For an enum with a display-only fallback, the fallback with a raw value of the test's own
    /// (`.unsupported("set-by-a-test")`) and that value on the wire: assigning it must write the
    /// value it carries, as a new record created with it does. `nil` for other enums.
    static func displayFallbackSet(_ enumeration: EnumModel) -> (swift: String, wire: JSONValue)? {
        guard enumeration.isDisplayFallback else { return nil }
        let known = Set(enumeration.cases.map(\.rawValue))
        if enumeration.rawType == .int {
            let raw = (2000...).first { !known.contains(String($0)) } ?? 2000
            return (".\(SwiftName.member(enumeration.fallback))(\(raw))", .int(Int64(raw)))
        }
        var raw = "set-by-a-test"
        while known.contains(raw) { raw += "-2" }
        return (".\(SwiftName.member(enumeration.fallback))(\(SwiftLiterals.string(raw)))", .string(raw))
    }
}

/// The value a deliberate edit sets a formatted scalar to, as Swift source, and the canonical
/// wire text the runtime's format writes for it.
struct FormattedEdit {
    var value: String
    var wire: JSONValue

    init(_ format: WireFormatModel) {
        switch format.scalar {
        case .date:
            // 2025-12-03T10:00:00.5Z: a fraction, so that the canonical text shows how it is written.
            value = "Date(timeIntervalSince1970: 1_764_756_000.5)"
            let text = format.canonicalText(of: Date(timeIntervalSince1970: 1_764_756_000.5)) ?? ""
            wire = format.wireIsString ? .string(text) : SampleDocuments.exactNumber(text)
        case .decimal:
            value = "Decimal(string: \"2.50\")!"
            wire = .string(format.canonicalText(of: Decimal(string: "2.50")!) ?? "")
        default:
            value = "42"
            wire = .string("42")
        }
    }
}

/// The value a deliberate edit sets an untagged union to: its first scalar variant's, as Swift
/// source and on the wire; `nil` for a union without one.
struct UntaggedEdit {
    var value: String
    var wire: JSONValue

    init?(_ union: UnionModel) {
        for variant in union.variants {
            switch variant.type {
            case .string?: (value, wire) = ("\"edited by a test\"", .string("edited by a test"))
            case .int?: (value, wire) = ("42", .int(42))
            case .double?: (value, wire) = ("2.5", .double(2.5))
            case .bool?: (value, wire) = ("false", .bool(false))
            default: continue
            }
            value = ".\(variant.name)(\(value))"
            return
        }
        return nil
    }
}
