/// Declarations and values spelled as a schema writes them, so that a fix quotes a line the
/// reader can paste: `createdAt: Date = "1970-01-01T00:00:00Z" @format(iso8601)`.
struct SchemaSpelling {
    /// Whether a plain `Date` must say `@format(coder)`: its file (or the configuration) gives
    /// dates a format.
    var datesHaveFormat = false
    /// For a baseline's field: the current names of the types it holds, which a fix must write
    /// (`jump: Bastion?` for a baseline's `jump: Jump?` when `Jump` is now `Bastion`).
    var correspondence = TypeCorrespondence.none

    /// The field as one declaration line: name, type, default, then its attributes.
    /// `explicitKey` writes `@key` even for a key the name spells, which a key style would convert.
    func line(_ field: FieldModel, explicitKey: Bool = false) -> String {
        var text = "\(field.name): \(typeText(field.type.unformatted))"
        if let defaultValue = field.defaultValue, !field.type.isOptional, defaultValue != .null || field.type == .json {
            text += " = " + value(defaultValue)
        }
        if explicitKey || field.wireKey != field.name { text += " @key(\(Self.quoted(field.wireKey)))" }
        text += formatAttribute(field.type).map { " " + $0 } ?? ""
        if field.isStrict { text += " @strict" }
        if let sample = field.sample { text += " @sample(\(value(sample)))" }
        if let deprecation = field.deprecation {
            text += deprecation.isEmpty ? " @deprecated" : " @deprecated(\(Self.quoted(deprecation)))"
        }
        return text
    }

    /// The type as the schema writes it, with the current names of the types it holds.
    func typeText(_ type: FieldType) -> String {
        correspondence.current(type).schemaText
    }

    /// `@format(iso8601)`, `@format(coder)` for a plain `Date` where the file gives dates a
    /// format, or `nil`.
    func formatAttribute(_ type: FieldType) -> String? {
        if let format = type.format { return "@format(\(format.name))" }
        guard datesHaveFormat, type.layers.last == .date else { return nil }
        return "@format(\(WireFormatModel.coder))"
    }

    /// A value as a literal of the schema language: `"text"`, `.case`, `[:]`, `nil`.
    func value(_ value: ValueModel) -> String {
        switch value {
        case .string(let text): Self.quoted(text)
        case .integer(let text), .double(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .null: "nil"
        case .enumCase(_, let caseName): ".\(caseName)"
        case .array(let elements): "[" + elements.map(self.value).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            entries.isEmpty
                ? "[:]"
                : "[" + entries.map { "\(Self.quoted($0.key)): \(self.value($0.value))" }.joined(separator: ", ")
                    + "]"
        }
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A default a field of `type` can take, in its wire form, to show in a fix; `nil` for the
    /// types that take none: a `Date` without a format, records, unions and external types.
    static func exampleDefault(for type: FieldType, enums: [String: EnumModel]) -> ValueModel? {
        switch type {
        case .string, .data: .string("")
        case .int, .int32, .int64, .uint64, .decimal: .integer("0")
        case .double, .float: .double("0")
        case .bool: .bool(false)
        case .uuid: .string("00000000-0000-0000-0000-000000000000")
        case .url: .string("https://example.com")
        case .json, .optional: .null
        case .calendarDate: .string("1970-01-01")
        case .formatted(.iso8601): .string("1970-01-01T00:00:00Z")
        case .formatted(.epochSeconds), .formatted(.epochMilliseconds): .double("0")
        case .formatted(.string): .string("0")
        case .enumeration(let name):
            // A display-only fallback is no value: the first case that is not deprecated stands in.
            enums[name].map {
                .enumCase(
                    enumeration: name, caseName: $0.isDisplayFallback ? $0.firstCurrentCase?.name ?? "" : $0.fallback)
            }
        case .array: .array([])
        case .dictionary: .dictionary([])
        case .date, .record, .union, .external: nil
        }
    }

    /// Why a field of `type` takes no default, for a fix that cannot suggest one.
    static func noDefaultReason(_ type: FieldType) -> String {
        switch type.unwrapped {
        case .date: "a Date without a format takes no default (its wire is the date strategy of the coder)"
        case .record(let name): "a record ('\(name)') takes no default"
        case .union(let name): "a union ('\(name)') takes no default"
        default: "an external type ('\(type.unwrapped.schemaText)') takes no default"
        }
    }
}
