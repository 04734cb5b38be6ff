import SeededRandom

/// Schema-language literals for defaults and samples, and Swift expressions for hook results.
struct FuzzLiterals {
    var random: SeededGenerator
    let enums: [FuzzEnum]

    /// A valid default for `type` as schema text. Requires `type.acceptsDefault`.
    mutating func literal(for type: FuzzType, depth: Int = 0) -> String {
        switch type {
        case .string: return Self.quoted(random.pick(FuzzVocabulary.awkwardStrings + FuzzVocabulary.words))
        case .int:
            return random.pick([
                "0", "22", "-1", "1_000", "9223372036854775807", "-9223372036854775808",
                String(random.int(-99_999...99_999)),
            ])
        case .double:
            let exact = [
                "0", "1.5", "-0.25", "2e3", "1E-3", "3", "0.1", "1_000.5", "-0.0", "6.02e23", "12345678",
                "9007199254740992",
            ]
            return random.pick(exact)
        case .bool: return random.chance(0.5) ? "true" : "false"
        case .int32: return random.pick(["0", "-2147483648", "2147483647", "1_000"])
        case .int64: return random.pick(["0", "-9223372036854775808", "9223372036854775807"])
        case .uint64: return random.pick(["0", "18446744073709551615", "42"])
        case .float: return random.pick(["0", "0.5", "-1.25", "16777216", "3e2"])
        case .decimal: return random.pick(["0", "0.1", "-12.5", "123456789012345678901234567890.123"])
        case .data: return Self.quoted(random.pick(["", "aGVsbG8=", "AAECAw=="]))
        case .json: return json(depth: depth)
        case .enumeration(let name): return "." + random.pick(cases(of: name)).name
        case .array(let element):
            guard element.acceptsDefault, depth < 3, random.chance(0.6) else { return "[]" }
            let elements = (0..<random.int(1...3)).map { _ in literal(for: element, depth: depth + 1) }
            return "[" + elements.joined(separator: random.chance(0.2) ? ",\n        " : ", ") + "]"
        case .dictionary(let value):
            guard value.acceptsDefault, depth < 3, random.chance(0.6) else { return "[:]" }
            var keys: Set<String> = []
            var entries: [String] = []
            for _ in 0..<random.int(1...3) {
                let key = random.pick(FuzzVocabulary.words + FuzzVocabulary.awkwardStrings)
                guard keys.insert(key).inserted else { continue }
                entries.append("\(Self.quoted(key)): \(literal(for: value, depth: depth + 1))")
            }
            return "[" + entries.joined(separator: ", ") + "]"
        case .optional:
            // An optional field defaults to nil; a non-nil default is a schema error.
            return random.chance(0.5) ? "nil" : "null"
        case .uuid, .date, .url, .record, .union:
            preconditionFailure("\(type.schemaText) takes no default")
        }
    }

    /// A valid `@sample(...)` for scalar types, `nil` for others.
    mutating func sample(for type: FuzzType) -> String? {
        switch type {
        case .string, .int, .double, .bool, .int32, .int64, .uint64, .float, .decimal, .data: literal(for: type)
        case .uuid:
            Self.quoted(random.pick(["9F1C3B8E-5A7D-4C2B-8E1F-0A1B2C3D4E5F", "0a1b2c3d-4e5f-4061-8293-a4b5c6d7e8f9"]))
        case .url: Self.quoted(random.pick(["https://example.com/a?b=c#d", "file:///tmp/x", "mailto:a@b.c"]))
        case .date: random.pick(["0", "86400", "-1.5", "700000000"])
        default: nil
        }
    }

    private mutating func json(depth: Int) -> String {
        switch random.int(0...(depth < 3 ? 7 : 4)) {
        case 0: return Self.quoted(random.pick(FuzzVocabulary.awkwardStrings))
        case 1: return random.pick(["0", "-7", "9223372036854775807", "1_2"])
        case 2: return random.pick(["0.5", "-1e-9", "1.0"])
        case 3: return random.chance(0.5) ? "true" : "false"
        case 4: return random.chance(0.5) ? "nil" : "null"
        case 5: return "[" + (0..<random.int(0...3)).map { _ in json(depth: depth + 1) }.joined(separator: ", ") + "]"
        default:
            var keys: Set<String> = []
            var entries: [String] = []
            for _ in 0..<random.int(0...3) {
                let key = random.pick(FuzzVocabulary.words)
                guard keys.insert(key).inserted else { continue }
                entries.append("\(Self.quoted(key)): \(json(depth: depth + 1))")
            }
            return entries.isEmpty ? "[:]" : "[" + entries.joined(separator: ", ") + "]"
        }
    }

    private func cases(of name: String) -> [FuzzCase] {
        enums.first { $0.name == name }?.currentCases ?? []
    }

    /// `text` as a schema string literal, escaping what the lexer requires.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A Swift expression of `type` for a hook to return, or `nil` when there is no trivial one
    /// (a record, which needs its fields).
    static func trivialSwiftValue(for type: FuzzType) -> String? {
        switch type {
        case .string: "\"\""
        case .int, .int32, .int64, .uint64, .float: "0"
        case .decimal: "Decimal(0)"
        case .data: "Data()"
        case .double: "0"
        case .bool: "false"
        case .uuid: "UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))"
        case .date: "Date(timeIntervalSinceReferenceDate: 0)"
        case .url: "URL(fileURLWithPath: \"/\")"
        case .json: "JSONValue.null"
        // A display-only fallback has no `fallback`: the first case stands for both kinds.
        case .enumeration(let name): "\(name).allCases[0]"
        case .record, .union: nil
        case .array: "[]"
        case .dictionary: "[:]"
        case .optional: "nil"
        }
    }
}
