import SeededRandom

@testable import ForwardCodableGenerator

/// Builds random, valid schemas: records with fields of every type (nested collections,
/// optionals, enums, records), defaults, `@key`, `@strict`, `@sample`, doc comments, and
/// versioned records with `since` blocks.
///
/// Records refer only to records declared after them; then some hold themselves again through an
/// optional, a list or a union (``FuzzRecursion``), and documents close those cycles past a depth.
struct FuzzSchemaBuilder {
    var random: SeededGenerator
    /// Type names already used in the compile batch: every schema of a batch shares one module.
    var typeNames: NameAllocator

    /// Member names the generator adds to every record or enum: the resolver's own lists.
    static let recordMembers = Names.recordMembers
    static let enumMembers = Names.enumMembers

    /// A schema with the given index; its type names start with `S<index>` unless a bare name is free.
    ///
    /// Each schema features one of the newer constructs for sure (by `index % 4`: an `Int` enum, an
    /// internally tagged union, an adjacently tagged one with a variant without payload, a file
    /// key style with an untagged union) and one exact scalar (by `index % 6`), so that even the short run draws them
    /// all; every construct is also drawn at random in any schema.
    mutating func schema(index: Int) -> FuzzSchema {
        let featured = index % 4
        let fileCount = random.chance(0.3) ? 2 : 1
        let enumCount = max(featured == 0 ? 1 : 0, random.int(0...3))
        let wantsUnion = featured == 1 || featured == 2
        let recordCount = max(wantsUnion ? 2 : 1, random.int(1...4))
        let fileStyle: KeyStyle? =
            featured == 3 || random.chance(0.15) ? random.pick([.snakeCase, .kebabCase, .asWritten]) : nil
        let enumNames = (0..<enumCount).map { _ in typeName(index: index) }
        let recordNames = (0..<recordCount).map { _ in typeName(index: index) }

        var enums: [FuzzEnum] = enumNames.enumerated().map {
            makeEnum(named: $0.element, isInt: (featured == 0 && $0.offset == 0) || random.chance(0.3))
        }
        // Every eighth schema's featured `Int` enum has a display-only fallback.
        enums = enums.enumerated().map {
            withDisplayFallback($0.element, forced: index % 8 == 4 && $0.offset == 0)
        }
        var unions: [FuzzUnion] = []
        if recordCount > 1, wantsUnion || random.chance(0.3) {
            let adjacent = featured == 2 || (featured != 1 && random.chance(0.5))
            unions.append(
                makeUnion(
                    named: typeName(index: index), payloads: Array(recordNames.dropFirst()), adjacent: adjacent,
                    payloadless: featured == 2))
        }
        let wantsUntagged = featured == 3 || random.chance(0.3)
        if wantsUntagged {
            unions.append(
                makeUntaggedUnion(
                    named: typeName(index: index), candidates: Array(recordNames.dropFirst()), enums: enums))
        }
        var records: [FuzzRecord] = []
        for (position, name) in recordNames.enumerated().reversed() {
            let later = Array(recordNames[(position + 1)...])
            let usable = unions.filter { $0.payloads.isSubset(of: later) }
            var forced: [FuzzType] = []
            if position == 0 {
                forced.append(Self.exactScalars[index % Self.exactScalars.count])
                if wantsUnion, let union = usable.first(where: { !$0.isUntagged }) { forced.append(.union(union.name)) }
                if wantsUntagged, let union = usable.first(where: \.isUntagged) { forced.append(.union(union.name)) }
            }
            records.insert(
                makeRecord(
                    named: name, laterRecords: later, enums: enums, unions: usable, fileStyle: fileStyle,
                    forcedTypes: forced),
                at: 0)
        }
        addRecursion(to: &records, unions: unions, featured: index % 3 == 2)
        for position in records.indices where random.chance(0.3) {
            // A styled record's older keys would derive from older names: histories stay as written.
            guard (records[position].keyStyle ?? fileStyle ?? .asWritten) == .asWritten else { continue }
            var history = FuzzHistoryBuilder(random: random.split(), enums: enums)
            records[position].versioning = history.versioning(for: records[position])
        }
        for position in unions.indices {
            if unions[position].isUntagged {
                chooseUntaggedRecords(&unions[position], records: records)
            } else {
                chooseTagKeys(&unions[position], records: records)
            }
        }
        enums.shuffle(using: &random)

        var files = (0..<fileCount).map {
            FuzzSchemaFile(path: "Fuzz/S\(index)F\($0).fcschema", records: [], enums: [], keyStyle: fileStyle)
        }
        for record in records { files[random.int(0...(fileCount - 1))].records.append(record) }
        for enumeration in enums { files[random.int(0...(fileCount - 1))].enums.append(enumeration) }
        for union in unions { files[random.int(0...(fileCount - 1))].unions.append(union) }
        let access = random.pick(["public", "package", "internal"])
        return FuzzSchema(index: index, files: files, accessLevel: access, fileKeyStyle: fileStyle)
    }

    /// The exact scalars, one of which each schema features.
    static var exactScalars: [FuzzType] { [.int32, .int64, .uint64, .float, .decimal, .data] }

    private mutating func typeName(index: Int) -> String {
        if random.chance(0.15) {
            let bare = random.pick(FuzzVocabulary.shadowProneTypeNames)
            if !typeNames.contains(bare) { return typeNames.claim(bare) }
        }
        return typeNames.claim("S\(index)\(random.pick(FuzzVocabulary.typeWords))")
    }

    // MARK: Enums

    private mutating func makeEnum(named name: String, isInt: Bool) -> FuzzEnum {
        if isInt { return makeIntEnum(named: name) }
        var names = NameAllocator(reserved: Self.enumMembers)
        var rawValues: Set<String> = []
        var cases: [FuzzCase] = []
        for _ in 0..<random.int(1...6) {
            let caseName = names.claim(random.caseName())
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
        return withDeprecations(FuzzEnum(name: name, cases: cases, fallback: random.pick(cases).name, docs: docs(0.3)))
    }

    /// `enum Name: Int`: every case writes its integer, negative ones and the extremes included.
    private mutating func makeIntEnum(named name: String) -> FuzzEnum {
        var names = NameAllocator(reserved: Self.enumMembers)
        var rawValues: Set<Int> = []
        var cases: [FuzzCase] = []
        for _ in 0..<random.int(1...6) {
            let raw = random.pick([0, 1, 2, 3, -1, 7, 42, -100, 1_000, .max, .min, random.int(-99_999...99_999)])
            guard rawValues.insert(raw).inserted else { continue }
            let caseName = names.claim(random.caseName())
            cases.append(FuzzCase(name: caseName, rawValue: String(raw), hasExplicitRawValue: true, docs: docs(0.2)))
        }
        let enumeration = FuzzEnum(
            name: name, cases: cases, fallback: random.pick(cases).name, docs: docs(0.3), isInt: true)
        return withDeprecations(enumeration)
    }

    /// Deprecates some cases other than the fallback.
    private mutating func withDeprecations(_ enumeration: FuzzEnum) -> FuzzEnum {
        var result = enumeration
        for position in result.cases.indices
        where result.cases[position].name != result.fallback && random.chance(0.15) {
            result.cases[position].deprecation = random.pick(["", "use another case"])
        }
        return result
    }

    // MARK: Unions

    /// A union over some of `payloads`, with a variant without payload now and then; its keys
    /// are chosen once the payload records are known (``chooseTagKeys(_:records:)``).
    private mutating func makeUnion(named name: String, payloads: [String], adjacent: Bool, payloadless: Bool)
        -> FuzzUnion
    {
        var names = NameAllocator(reserved: Names.unionMembers)
        var tags: Set<String> = []
        var variants: [FuzzUnion.Variant] = []
        for position in 0..<random.int(1...4) {
            let variantName = names.claim(random.caseName())
            var tag = random.chance(0.3) ? random.pick(FuzzVocabulary.awkwardStrings) : variantName
            while tag.isEmpty || tags.contains(tag) { tag += "_" }
            tags.insert(tag)
            // The first variant carries nothing, sometimes: `divider`.
            let payload = position == 0 && (payloadless || random.chance(0.4)) ? nil : random.pick(payloads)
            variants.append(FuzzUnion.Variant(name: variantName, tag: tag, payload: payload))
        }
        return FuzzUnion(
            name: name, tagKey: "", contentKey: adjacent ? "" : nil, variants: variants, docs: docs(0.3))
    }

    /// The tag key avoids every key of an internally tagged payload (its stamp included); the
    /// content key differs from the tag.
    private mutating func chooseTagKeys(_ union: inout FuzzUnion, records: [FuzzRecord]) {
        var taken: Set<String> = []
        if union.contentKey == nil {
            for record in records where union.payloads.contains(record.name) { taken.formUnion(record.declaredKeys) }
        }
        var tag = random.pick(["type", "kind", "$type", "tag key"])
        while taken.contains(tag) { tag += "_" }
        union.tagKey = tag
        if union.contentKey != nil {
            var content = random.pick(["data", "value", "content", "type"])
            while content == tag { content += "_" }
            union.contentKey = content
        }
    }

    // MARK: Records

    private mutating func makeRecord(
        named name: String, laterRecords: [String], enums: [FuzzEnum], unions: [FuzzUnion], fileStyle: KeyStyle?,
        forcedTypes: [FuzzType]
    ) -> FuzzRecord {
        var names = NameAllocator(reserved: Self.recordMembers)
        var keys: Set<String> = []
        var fields: [FuzzField] = []
        let pool = FuzzVocabulary.fieldNames
        let recordStyle: KeyStyle? = random.chance(0.15) ? random.pick(KeyStyle.allCases) : nil
        let style = recordStyle ?? fileStyle ?? .asWritten
        let fieldCount = random.int(0...7)
        for position in 0..<(fieldCount + forcedTypes.count) {
            let fieldName = names.claim(random.fieldName(from: pool))
            names.reserve(fieldName + "Raw")
            names.reserve("_" + fieldName)
            var type = randomType(depth: 0, records: laterRecords, enums: enums, unions: unions)
            if position >= fieldCount {
                // A forced type, alone or in a collection.
                let forced = forcedTypes[position - fieldCount]
                type = random.pick([forced, .array(forced), .optional(forced), .dictionary(forced)])
            }
            let wireKey = style.wireKey(for: fieldName)
            var field = FuzzField(name: fieldName, wireKey: wireKey, type: type, docs: docs(0.25))
            if random.chance(0.25) {
                let key = random.pick(FuzzVocabulary.awkwardStrings)
                if !key.isEmpty, !keys.contains(key), !names.contains(key) {
                    field.wireKey = key
                    field.hasCustomKey = true
                }
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
        return FuzzRecord(name: name, fields: fields, versioning: nil, docs: docs(0.3), keyStyle: recordStyle)
    }

    private mutating func randomType(depth: Int, records: [String], enums: [FuzzEnum], unions: [FuzzUnion])
        -> FuzzType
    {
        let roll = random.int(0...99)
        if depth < 3 {
            switch roll {
            case 0..<12: return .array(randomType(depth: depth + 1, records: records, enums: enums, unions: unions))
            case 12..<20:
                return .dictionary(randomType(depth: depth + 1, records: records, enums: enums, unions: unions))
            case 20..<34:
                let wrapped = randomType(depth: depth + 1, records: records, enums: enums, unions: unions)
                return wrapped.isOptional ? wrapped : .optional(wrapped)
            default: break
            }
        }
        if roll >= 85, !enums.isEmpty { return .enumeration(random.pick(enums).name) }
        if roll >= 80, !unions.isEmpty { return .union(random.pick(unions).name) }
        if roll >= 75, !records.isEmpty { return .record(random.pick(records)) }
        if roll >= 60 { return random.pick([.int32, .int64, .uint64, .float, .decimal, .data] as [FuzzType]) }
        return random.pick([.string, .int, .double, .bool, .uuid, .date, .url, .json, .string, .int] as [FuzzType])
    }

    private mutating func docs(_ probability: Double) -> [String] {
        guard random.chance(probability) else { return [] }
        return (0..<random.int(1...2)).map { _ in random.pick(FuzzVocabulary.docLines) }
    }
}
