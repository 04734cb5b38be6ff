/// The names and strings the random schemas draw from: ordinary words, and the awkward ones a
/// generator must survive (contextual keywords, names of Swift and Foundation types, unicode,
/// quotes, backslashes and control characters in wire keys and raw values).
enum FuzzVocabulary {
    /// Field names: plain words and contextual keywords that are valid Swift identifiers.
    static let fieldNames = [
        "id", "name", "title", "port", "tags", "items", "status", "kind", "mode", "count", "score", "note",
        "owner", "parent", "children", "settings", "createdAt", "url", "link", "flags", "labels", "values",
        "get", "set", "willSet", "didSet", "some", "any", "async", "await2", "actor", "lazy", "weak", "unowned",
        "mutating", "override", "required", "convenience", "dynamic", "final", "optional", "indirect", "prefix",
        "postfix", "infix", "none", "each", "isolated", "nonisolated", "sending", "description", "debugDescription",
        "value", "key", "keys", "index", "element", "type", "from", "to", "rawValue", "hashValue2", "wireKey",
        "newValue", "oldValue", "error", "result", "data", "date", "uuid", "json", "string", "int", "double",
        "bool", "array", "dictionary", "_private", "x_1", "camelCaseName", "snake_case_name", "ALLCAPS",
        // Once shadowed locals of the generated init(from:) and encode(to:) (found by this test).
        "container", "decoder", "encoder", "version", "source",
    ]

    /// Enum case names.
    static let caseNames = [
        "a", "b", "ssh", "mosh", "draft", "published", "archived", "low", "normal", "high", "urgent", "none",
        "some", "get", "set", "unknown", "other", "value", "description", "error", "first", "last", "min", "max",
        "on", "off", "yes", "no", "red", "green", "blue", "north", "south", "x1", "_hidden", "camelCase",
    ]

    /// Words for record and enum names (each gets a schema-unique prefix).
    static let typeWords = [
        "Host", "Item", "Note", "Entry", "Profile", "Status", "Kind", "Mode", "Task", "Member", "Settings",
    ]

    /// Type names that generated or standard code may also use: sometimes taken bare (once per
    /// compile batch), to catch generated code that a user's type name would shadow.
    static let shadowProneTypeNames = [
        "Result", "Element", "Key", "Value", "Index", "Container", "Hasher", "Locale", "Range",
        "AllCases", "RawValue", "Snapshot", "Failure", "Identifier", "ClosedRange",
        "DecodingError", "EncodingError", "CodingUserInfoKey", "Character", "Substring", "Task",
        // Once collided with the `source` parameter of migration steps (found by this test).
        "Source",
    ]

    /// Strings for wire keys, raw values, string defaults and unknown keys.
    static let awkwardStrings = [
        "display_name", "a b", "x-y", "ü", "e\u{301}", "日本語", "🚀", "\"quoted\"", "back\\slash", "tab\there",
        "new\nline", "cr\rlf", "nul\u{0}byte", "del\u{7F}", "line\u{2028}sep", "$ref", "@key", "{", "}", "//",
        "/*", "*/", "\\u{41}", "#if", "1st", "Ω≈ç√", "\u{FEFF}bom", "zero\u{200B}width", "  padded  ", "_",
        "CodingKeys", "unknownFields", "schema", "version", "self", "default",
    ]

    /// Plain-ish words for unknown keys and values.
    static let words = ["alpha", "beta", "gamma", "delta", "future", "next", "v9", "x", "y", "z", "Ω", "😀"]

    /// Text for doc comments (never a line break).
    static let docLines = [
        "A plain sentence.", "Has `code` and ``Symbol`` links.", "Unicode: é, 日本, 🚀.", "*/ closes nothing",
        "/* opens nothing", "Backslash \\ and \"quotes\".", "- a list item", "", "   indented", "#warning(\"no\")",
    ]
}

/// Hands out names that are unique within a scope.
struct NameAllocator {
    private var used: Set<String> = []
    /// Whether names like `V2`, which name the snapshots of versioned records, are refused (for
    /// fields and cases; type names may take them).
    private let refusesSnapshotNames: Bool

    init(reserved: Set<String> = [], refusesSnapshotNames: Bool = true) {
        used = reserved
        self.refusesSnapshotNames = refusesSnapshotNames
    }

    /// `base`, or `base` with the smallest numeric suffix that is still free.
    mutating func claim(_ base: String) -> String {
        let stem = refusesSnapshotNames && Self.isSnapshotName(base) ? base + "x" : base
        var candidate = stem
        var suffix = 2
        while used.contains(candidate) {
            candidate = "\(stem)\(suffix)"
            suffix += 1
        }
        used.insert(candidate)
        return candidate
    }

    /// Marks `name` as taken.
    mutating func reserve(_ name: String) {
        used.insert(name)
    }

    func contains(_ name: String) -> Bool {
        used.contains(name)
    }

    /// `V2` and friends name the snapshots of versioned records.
    private static func isSnapshotName(_ name: String) -> Bool {
        name.count > 1 && name.hasPrefix("V") && name.dropFirst().allSatisfy(\.isNumber)
    }
}
