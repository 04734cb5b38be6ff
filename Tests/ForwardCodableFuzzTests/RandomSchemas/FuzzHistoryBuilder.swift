import SeededRandom

/// Builds the version clause and `since` blocks of a versioned random record: added fields (from
/// defaults or hooks), renames with old wire keys, removed fields, type changes with hooks, added
/// and renamed enum cases.
///
/// Each field changes at most once in the whole history, and every old name and key is fresh, so
/// the history is always valid.
struct FuzzHistoryBuilder {
    var random: SeededGenerator
    let enums: [FuzzEnum]

    mutating func versioning(for record: FuzzRecord) -> FuzzVersioning {
        let current = random.int(1...4)
        var names = NameAllocator(reserved: FuzzSchemaBuilder.recordMembers.union(record.fields.map(\.name)))
        let currentKeys = Set(record.fields.map(\.wireKey))
        var keys = currentKeys
        var stamp = random.pick(["schema", "v", "schemaVersion", "$version", "version", "🚀 stamp"])
        while keys.contains(stamp) { stamp += "_" }
        keys.insert(stamp)
        var unstamped: String?
        switch random.int(0...9) {
        case 0...2: unstamped = "unstamped \(random.int(1...current))"
        case 3: unstamped = "unstamped reject"
        default: break
        }
        var touched: Set<String> = []
        var history: [FuzzSince] = []
        var hooks: [FuzzHook] = []
        // Every version has its block; a quarter of them are empty (`since N {}`).
        for version in stride(from: 2, through: current, by: 1) {
            var lines: [String] = []
            for _ in 0..<(random.chance(0.75) ? random.int(0...3) : 0) {
                if let line = change(
                    random.int(0...6), version: version, record: record, touched: &touched, names: &names, keys: &keys,
                    hooks: &hooks)
                {
                    lines.append(line)
                }
            }
            history.append(FuzzSince(version: version, lines: lines))
        }
        let retired = keys.subtracting(currentKeys).subtracting([stamp]).sorted()
        return FuzzVersioning(
            currentVersion: current, stampKey: stamp, unstampedText: unstamped, history: history, hooks: hooks,
            retiredKeys: retired
        )
    }

    private mutating func change(
        _ kind: Int,
        version: Int,
        record: FuzzRecord,
        touched: inout Set<String>,
        names: inout NameAllocator,
        keys: inout Set<String>,
        hooks: inout [FuzzHook]
    ) -> String? {
        let untouched = record.fields.filter { !touched.contains($0.name) }
        switch kind {
        case 0:
            guard let field = untouched.filter({ !$0.isRequired }).randomElement(using: &random) else { return nil }
            touched.insert(field.name)
            return "add \(field.name)"
        case 1:
            let candidates = untouched.filter { FuzzLiterals.trivialSwiftValue(for: $0.type) != nil }
            guard let field = candidates.randomElement(using: &random) else { return nil }
            touched.insert(field.name)
            hooks.append(FuzzHook(field: field.name, fromVersion: version - 1, type: field.type))
            return "add \(field.name) hook"
        case 2:
            guard let field = untouched.randomElement(using: &random) else { return nil }
            touched.insert(field.name)
            let old = names.claim(random.pick(FuzzVocabulary.fieldNames) + "Old")
            let key = freshKey(&keys, preferred: old)
            return key == old
                ? "rename \(old) -> \(field.name)" : "rename \(old) @key(\(FuzzLiterals.quoted(key))) -> \(field.name)"
        case 3:
            let gone = names.claim(random.pick(FuzzVocabulary.fieldNames) + "Gone")
            let key = freshKey(&keys, preferred: gone)
            let type = random.pick(
                [.string, .int, .bool, .json, .array(.string), .optional(.double), .dictionary(.int)] as [FuzzType])
            let keyText = key == gone ? "" : " @key(\(FuzzLiterals.quoted(key)))"
            return "remove \(gone): \(type.schemaText)\(keyText)"
        case 4:
            let candidates = untouched.filter { FuzzLiterals.trivialSwiftValue(for: $0.type) != nil }
            guard let field = candidates.randomElement(using: &random) else { return nil }
            let old = random.pick([.string, .int, .bool, .json, .optional(.string), .array(.int)] as [FuzzType])
            guard old != field.type else { return nil }
            touched.insert(field.name)
            hooks.append(FuzzHook(field: field.name, fromVersion: version - 1, type: field.type))
            return "change \(field.name) from \(old.schemaText) hook"
        case 5:
            guard let enumeration = enums.randomElement(using: &random) else { return nil }
            return "add case \(enumeration.name).\(random.pick(enumeration.cases).name)"
        default:
            guard let enumeration = enums.randomElement(using: &random) else { return nil }
            let targets = enumeration.cases.map(\.rawValue)
            guard let target = targets.randomElement(using: &random) else { return nil }
            if enumeration.isInt {
                var old = random.int(-500...500)
                while enumeration.rawValues.contains(String(old)) { old += 1 }
                return "rename case \(enumeration.name) \(old) -> \(target)"
            }
            var old = names.claim("old-\(random.pick(FuzzVocabulary.words))")
            while enumeration.rawValues.contains(old) { old = names.claim(old + "_") }
            return "rename case \(enumeration.name) \(FuzzLiterals.quoted(old)) -> \(FuzzLiterals.quoted(target))"
        }
    }

    /// `preferred` when no field of any version uses it as a key, otherwise a fresh awkward key.
    private mutating func freshKey(_ keys: inout Set<String>, preferred: String) -> String {
        var key = random.chance(0.3) ? random.pick(FuzzVocabulary.awkwardStrings) : preferred
        while key.isEmpty || keys.contains(key) { key += "_" }
        keys.insert(key)
        return key
    }
}
