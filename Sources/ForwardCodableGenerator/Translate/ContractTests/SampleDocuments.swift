import ForwardCodable
import Foundation

/// The JSON documents that the contract tests and golden fixtures are built from, derived from
/// the schema alone:
///
/// - the *sample*: every declared field with a known value (its `@sample`, or a deterministic
///   value of its type), and nothing else. A default is no sample: giving a field a default, as
///   the breaking-change checker advises, moves no sample. A fixture recorded when defaults were
///   samples keeps them: a defaulted field whose record's committed fixture holds the default
///   keeps it as its sample;
/// - a record that holds itself through an optional (`parent: Comment?`, or `Message -> Reply? ->
///   Message?`) holds itself one level deep: an optional field whose record is already being
///   written twice on the way from the top is `null`, so that every sample ends;
/// - a collection of a union holds one element per variant (the first first), above the
///   collection depth, so that a record's golden fixture pins every payload; a union in a single
///   position holds its first variant, or the one `variantSamples(of:)` chooses;
/// - the *future* document: the sample with an unknown raw value in every enum position
///   (scalars, arrays, dictionaries, nested records) and unknown keys in every object (a scalar,
///   a nested object and an array), as a newer app version would write it.
struct SampleDocuments {
    var model: SchemaModel
    /// The older shape a record takes wherever it occurs, nested ones included: set while
    /// building the sample of an older version, so that the record nested in itself is written
    /// as that version wrote it, not in today's shape.
    private var olderShapes: [String: (snapshot: SnapshotModel, stampKey: String)] = [:]
    /// Set while building the sample of an older version, whose old defaults are its samples.
    private var defaultsAreSamples = false
    /// The variant a union takes in single positions, by union; the first when absent.
    var variantChoice: [String: Int] = [:]
    /// The records being written, outermost first: where an optional field closes a cycle.
    private var enclosing: [String] = []

    /// The top-level members of each record's committed fixture of its current version.
    private var fixtures: [String: [String: JSONValue]] = [:]

    /// - Parameter fixtures: the committed golden fixtures, whose values a defaulted field keeps.
    init(model: SchemaModel, fixtures: [FixtureSource] = []) {
        self.model = model
        for fixture in fixtures
        where model.records[fixture.record].map({
            ($0.versioning?.currentVersion ?? 1) == fixture.version
        }) == true {
            guard case .object(let members)? = try? JSONDecoder().decode(JSONValue.self, from: Data(fixture.text.utf8))
            else { continue }
            self.fixtures[fixture.record] = members
        }
    }

    /// How deep nested collections of records are filled; deeper ones are left empty.
    static let collectionDepth = 2

    func sample(of record: RecordModel) -> JSONValue {
        document(
            fields: record.fields, record: record.name,
            stamp: record.versioning.map { ($0.stampKey, $0.currentVersion) }, future: false, depth: 0)
    }

    func future(of record: RecordModel) -> JSONValue {
        document(
            fields: record.fields, record: record.name,
            stamp: record.versioning.map { ($0.stampKey, $0.currentVersion) }, future: true, depth: 0)
    }

    /// The sample of an older version of a versioned record, stamped with that version.
    func sample(of record: RecordModel, snapshot: SnapshotModel, stampKey: String) -> JSONValue {
        var older = self
        older.olderShapes[record.name] = (snapshot, stampKey)
        older.defaultsAreSamples = true
        return older.document(
            fields: snapshot.fields, record: record.name, stamp: (stampKey, snapshot.version), future: false, depth: 0)
    }

    func document(
        fields: [FieldModel], record: String, stamp: (key: String, version: Int)?, future: Bool, depth: Int
    ) -> JSONValue {
        var members: [String: JSONValue] = [:]
        if let stamp { members[stamp.key] = .int(Int64(stamp.version)) }
        var inner = self
        inner.enclosing.append(record)
        for field in fields {
            members[field.wireKey] = inner.value(
                of: field.type, sample: sample(of: field, record: record, depth: depth), field: field,
                record: record, future: future, depth: depth)
        }
        if future {
            for (key, value) in Self.unknownMembers(avoiding: Set(members.keys)) { members[key] = value }
        }
        return .object(members)
    }

    /// The field's `@sample`; its default only for an older version's sample, or where the
    /// record's committed fixture holds what the default writes.
    private func sample(of field: FieldModel, record: String, depth: Int) -> ValueModel? {
        if let sample = field.sample { return sample }
        guard let value = field.defaultValue.flatMap(Self.usable) else { return nil }
        if defaultsAreSamples { return value }
        guard let held = fixtures[record]?[field.wireKey] else { return nil }
        let written = self.value(
            of: field.type, sample: value, field: field, record: record, future: false, depth: depth)
        return written == held ? value : nil
    }

    /// A default is a good sample unless it is empty or `nil`: the sample should show the field.
    private static func usable(_ value: ValueModel) -> ValueModel? {
        switch value {
        case .null, .array([]), .dictionary([]): nil
        case .string(""): nil
        default: value
        }
    }

    func value(
        of type: FieldType, sample: ValueModel?, field: FieldModel, record: String, future: Bool, depth: Int
    ) -> JSONValue {
        switch type {
        case .optional(let wrapped):
            // A union may hold the record that holds it: past the collection depth, an optional
            // stays absent so that the sample ends.
            if depth >= Self.collectionDepth, wrapped.contains(where: { if case .union = $0 { true } else { false } }) {
                return .null
            }
            // A record that holds itself through optionals does so one level deep.
            if case .record(let name) = wrapped, enclosing.filter({ $0 == name }).count >= 2 { return .null }
            return value(
                of: wrapped, sample: sample == .null ? nil : sample, field: field, record: record, future: future,
                depth: depth)
        case .enumeration(let name):
            guard let enumeration = model.enums[name] else { return .null }
            if future { return Self.unknownRawValue(for: enumeration) }
            if let sample, case .enumCase(_, let caseName) = sample, let raw = enumeration.rawValue(of: caseName) {
                return enumeration.wire(raw)
            }
            return enumeration.wire(enumeration.cases.first?.rawValue ?? "")
        case .record(let name):
            if let older = olderShapes[name] {
                return document(
                    fields: older.snapshot.fields, record: name, stamp: (older.stampKey, older.snapshot.version),
                    future: future, depth: depth + 1)
            }
            guard let nested = model.records[name] else { return .null }
            let stamp = nested.versioning.map { ($0.stampKey, $0.currentVersion) }
            return document(fields: nested.fields, record: name, stamp: stamp, future: future, depth: depth + 1)
        case .union(let name):
            return union(name, future: future, depth: depth)
        case .array(let element):
            if case .array(let values)? = sample, !future || !element.containsEnum {
                return .array(values.map { Self.json($0, as: element, enums: model.enums) })
            }
            if element.containsRecord, depth >= Self.collectionDepth { return .array([]) }
            if let variants = everyVariant(of: element, future: future, depth: depth) { return .array(variants) }
            // An app's own type has no value the generator could make up: its sample or nothing.
            if element.externalType != nil { return .array([]) }
            return .array([
                value(of: element, sample: nil, field: field, record: record, future: future, depth: depth + 1)
            ])
        case .dictionary(let element):
            if case .dictionary(let entries)? = sample, !future || !element.containsEnum {
                return .object(
                    Dictionary(
                        entries.map { ($0.key, Self.json($0.value, as: element, enums: model.enums)) },
                        uniquingKeysWith: { a, _ in a }))
            }
            if element.containsRecord, depth >= Self.collectionDepth { return .object([:]) }
            if let variants = everyVariant(of: element, future: future, depth: depth) {
                let keys = variants.indices.map { $0 == 0 ? Self.dictionaryKey : "\(Self.dictionaryKey)\($0 + 1)" }
                return .object(Dictionary(uniqueKeysWithValues: zip(keys, variants)))
            }
            if element.externalType != nil { return .object([:]) }
            return .object([
                Self.dictionaryKey: value(
                    of: element, sample: nil, field: field, record: record, future: future, depth: depth + 1)
            ])
        default:
            if let sample { return Self.json(sample, as: type, enums: model.enums) }
            return Self.placeholder(of: type, field: field.name, record: record)
        }
    }

    /// The key used in sample dictionaries.
    static let dictionaryKey = "key"

    /// A deterministic value of a scalar type.
    static func placeholder(of type: FieldType, field: String, record: String) -> JSONValue {
        switch type {
        case .string: .string("\(field) sample")
        case .int: .int(7)
        case .double: .double(1.5)
        case .bool: .bool(true)
        case .uuid: .string(deterministicUUID("\(record).\(field)"))
        case .date: .int(86_400)
        case .url: .string("https://example.com/\(field)")
        case .json: .object(["sample": .bool(true)])
        // The edges of each exact scalar, so that the round trip proves them exact.
        case .int32: .int(Int64(Int32.min))
        case .int64: .int(Int64.min)
        case .uint64: .exactNumber(String(UInt64.max))
        case .float: .double(0.25)
        case .decimal: .exactNumber("123456789012345678901234567890.123")
        case .data: .string("aGVsbG8sIHdvcmxk")
        // Wire texts that are not the format's canonical form, so that the round trip proves
        // them kept exactly.
        case .formatted(.iso8601): .string("2026-12-03T10:00:00.120+01:00")
        case .formatted(.epochSeconds): .double(1_764_756_000.25)
        case .formatted(.epochMilliseconds): .int(1_764_756_000_123)
        case .formatted(.string(.decimal)): .string("12.30")
        case .formatted(.string(.int32)): .string(String(Int32.min))
        case .formatted(.string(.uint64)): .string(String(UInt64.max))
        case .formatted(.string): .string("9007199254740993")
        case .calendarDate: .string("2024-02-29")
        default: .null
        }
    }

    /// A checked literal as JSON; enum cases become their raw values.
    static func json(_ value: ValueModel, as type: FieldType, enums: [String: EnumModel]) -> JSONValue {
        let elementType: FieldType = {
            switch type {
            case .array(let element), .dictionary(let element), .optional(let element): element
            default: .json
            }
        }()
        switch value {
        case .string(let text): return .string(text)
        case .integer(let text): return Int64(text).map(JSONValue.int) ?? exactNumber(text)
        case .double(let text) where type == .decimal || type.format != nil: return exactNumber(text)
        case .double(let text):
            let number = Double(text) ?? 0
            if type == .date || number.rounded() == number, let integer = Int64(exactly: number) {
                return .int(integer)
            }
            return .double(number)
        case .bool(let flag): return .bool(flag)
        case .null: return .null
        case .enumCase(let enumeration, let caseName):
            guard let model = enums[enumeration] else { return .string(caseName) }
            return model.wire(model.rawValue(of: caseName) ?? caseName)
        case .array(let values): return .array(values.map { json($0, as: elementType, enums: enums) })
        case .dictionary(let entries):
            return .object(
                Dictionary(
                    entries.map { ($0.key, json($0.value, as: elementType, enums: enums)) },
                    uniquingKeysWith: { a, _ in a }))
        }
    }

    /// The number `text` as the runtime reads it: `UInt64`s above `Int64.max` and decimals that
    /// a `Double` does not hold become ``JSONValue/exactNumber(_:)``.
    static func exactNumber(_ text: String) -> JSONValue {
        (try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))) ?? .exactNumber(text)
    }

    /// A raw value that is not a case of the enum, on the wire: a string, or for an `Int` enum
    /// the first integer from 1000 up that no case has.
    static func unknownRawValue(for enumeration: EnumModel) -> JSONValue {
        let known = Set(enumeration.cases.map(\.rawValue))
        if enumeration.rawType == .int {
            let unknown = (1000...).first { !known.contains(String($0)) } ?? 0
            return .int(Int64(unknown))
        }
        var candidate = "from-a-newer-version"
        while known.contains(candidate) { candidate += "-2" }
        return .string(candidate)
    }

    /// Keys a newer version added: a scalar, a nested object and an array.
    static func unknownMembers(avoiding declared: Set<String>) -> [(String, JSONValue)] {
        func fresh(_ name: String) -> String {
            var candidate = name
            while declared.contains(candidate) { candidate += "_" }
            return candidate
        }
        return [
            (fresh("futureScalar"), .string("written by a newer version")),
            (
                fresh("futureObject"),
                .object(["level": .int(2), "nested": .object(["flags": .array([.bool(true), .null])])])
            ),
            (fresh("futureArray"), .array([.int(1), .string("two"), .object(["three": .double(3.5)])])),
        ]
    }

    /// A UUID derived from `seed`, the same on every run and machine.
    static func deterministicUUID(_ seed: String) -> String {
        func fnv(_ text: String, basis: UInt64) -> UInt64 {
            var hash = basis
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01B3
            }
            return hash
        }
        let high = fnv(seed, basis: 0xCBF2_9CE4_8422_2325)
        let low = fnv(seed, basis: 0x8422_2325_CBF2_9CE4)
        let hex = String(format: "%016llX%016llX", high, low)
        let characters = Array(hex)
        let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(characters[$0]) }
        return groups.joined(separator: "-")
    }
}

extension EnumModel {
    /// A raw value as the wire holds it: a JSON string, or a JSON number for an `Int` enum.
    func wire(_ rawValue: String) -> JSONValue {
        rawType == .int ? .int(Int64(rawValue) ?? 0) : .string(rawValue)
    }
}
