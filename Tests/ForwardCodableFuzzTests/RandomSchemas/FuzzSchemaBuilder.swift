import SeededRandom

@testable import ForwardCodableGenerator

/// Builds random, valid schemas: records with fields of every type (nested collections,
/// optionals, enums, records), defaults, `@key`, `@strict`, `@sample`, doc comments, and
/// versioned records with `since` blocks.
///
/// Records refer only to records declared after them, so values are finite and documents can be
/// generated without bounds on depth.
struct FuzzSchemaBuilder {
    var random: SeededGenerator
    /// Type names already used in the compile batch: every schema of a batch shares one module.
    var typeNames: NameAllocator

    /// Member names the generator adds to every record or enum: the resolver's own lists.
    static let recordMembers = Names.recordMembers
    static let enumMembers = Names.enumMembers

    /// A schema with the given index; its type names start with `S<index>` unless a bare name is free.
    mutating func schema(index: Int) -> FuzzSchema {
        let fileCount = random.chance(0.3) ? 2 : 1
        let enumCount = random.int(0...3)
        let recordCount = random.int(1...4)
        let enumNames = (0..<enumCount).map { _ in typeName(index: index) }
        let recordNames = (0..<recordCount).map { _ in typeName(index: index) }

        var enums: [FuzzEnum] = enumNames.map { makeEnum(named: $0) }
        var records: [FuzzRecord] = []
        for (position, name) in recordNames.enumerated().reversed() {
            let later = Array(recordNames[(position + 1)...])
            records.insert(makeRecord(named: name, laterRecords: later, enums: enums), at: 0)
        }
        for position in records.indices where random.chance(0.3) {
            var history = FuzzHistoryBuilder(random: random.split(), enums: enums)
            records[position].versioning = history.versioning(for: records[position])
        }
        enums.shuffle(using: &random)

        var files = (0..<fileCount).map {
            FuzzSchemaFile(path: "Fuzz/S\(index)F\($0).fcschema", records: [], enums: [])
        }
        for record in records { files[random.int(0...(fileCount - 1))].records.append(record) }
        for enumeration in enums { files[random.int(0...(fileCount - 1))].enums.append(enumeration) }
        let access = random.pick(["public", "package", "internal"])
        return FuzzSchema(index: index, files: files, accessLevel: access)
    }

    private mutating func typeName(index: Int) -> String {
        if random.chance(0.15) {
            let bare = random.pick(FuzzVocabulary.shadowProneTypeNames)
            if !typeNames.contains(bare) { return typeNames.claim(bare) }
        }
        return typeNames.claim("S\(index)\(random.pick(FuzzVocabulary.typeWords))")
    }

    // MARK: Enums

    private mutating func makeEnum(named name: String) -> FuzzEnum {
        var names = NameAllocator(reserved: Self.enumMembers)
        var rawValues: Set<String> = []
        var cases: [FuzzCase] = []
        for _ in 0..<random.int(1...6) {
            let caseName = names.claim(random.pick(FuzzVocabulary.caseNames))
            var raw = caseName
            var explicit = false
            if random.chance(0.35) {
                let candidate =
                    random.chance(0.5)
                    ? random.pick(FuzzVocabulary.awkwardStrings) : "\(caseName)-\(random.int(0...99))"
                if !rawValues.contains(candidate), !names.contains(candidate) {
                    raw = candidate
                    explicit = true
                }
            }
            guard !rawValues.contains(raw) else { continue }
            rawValues.insert(raw)
            cases.append(FuzzCase(name: caseName, rawValue: raw, hasExplicitRawValue: explicit, docs: docs(0.2)))
        }
        // An implicit raw value equals the case name: drop cases whose name another case took as
        // its explicit raw value.
        cases = cases.filter { item in
            item.hasExplicitRawValue || !cases.contains { $0.hasExplicitRawValue && $0.rawValue == item.name }
        }
        if cases.isEmpty { cases = [FuzzCase(name: "only", rawValue: "only", hasExplicitRawValue: false)] }
        return FuzzEnum(name: name, cases: cases, fallback: random.pick(cases).name, docs: docs(0.3))
    }

    // MARK: Records

    private mutating func makeRecord(named name: String, laterRecords: [String], enums: [FuzzEnum]) -> FuzzRecord {
        var names = NameAllocator(reserved: Self.recordMembers)
        var keys: Set<String> = []
        var fields: [FuzzField] = []
        let pool = FuzzVocabulary.fieldNames
        for _ in 0..<random.int(0...7) {
            let fieldName = names.claim(random.pick(pool))
            names.reserve(fieldName + "Raw")
            names.reserve("_" + fieldName)
            let type = randomType(depth: 0, records: laterRecords, enums: enums)
            var field = FuzzField(name: fieldName, wireKey: fieldName, type: type, docs: docs(0.25))
            if random.chance(0.25) {
                let key = random.pick(FuzzVocabulary.awkwardStrings)
                if !key.isEmpty, !keys.contains(key), !names.contains(key) { field.wireKey = key }
            }
            guard !keys.contains(field.wireKey) else { continue }
            keys.insert(field.wireKey)
            if type.acceptsDefault, random.chance(0.4) {
                var literals = FuzzLiterals(random: random.split(), enums: enums)
                field.defaultText = literals.literal(for: type)
            }
            if type.containsRecordInCollection, random.chance(0.3) { field.isStrict = true }
            if random.chance(0.1) { field.deprecation = random.pick(["", "use another field"]) }
            if random.chance(0.15) {
                var literals = FuzzLiterals(random: random.split(), enums: enums)
                field.sampleText = literals.sample(for: type)
            }
            fields.append(field)
        }
        return FuzzRecord(name: name, fields: fields, versioning: nil, docs: docs(0.3))
    }

    private mutating func randomType(depth: Int, records: [String], enums: [FuzzEnum]) -> FuzzType {
        let roll = random.int(0...99)
        if depth < 3 {
            switch roll {
            case 0..<12: return .array(randomType(depth: depth + 1, records: records, enums: enums))
            case 12..<20: return .dictionary(randomType(depth: depth + 1, records: records, enums: enums))
            case 20..<34:
                let wrapped = randomType(depth: depth + 1, records: records, enums: enums)
                return wrapped.isOptional ? wrapped : .optional(wrapped)
            default: break
            }
        }
        if roll >= 85, !enums.isEmpty { return .enumeration(random.pick(enums).name) }
        if roll >= 75, !records.isEmpty { return .record(random.pick(records)) }
        return random.pick([.string, .int, .double, .bool, .uuid, .date, .url, .json, .string, .int] as [FuzzType])
    }

    private mutating func docs(_ probability: Double) -> [String] {
        guard random.chance(probability) else { return [] }
        return (0..<random.int(1...2)).map { _ in random.pick(FuzzVocabulary.docLines) }
    }
}
