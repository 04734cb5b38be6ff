/// Infers a schema from sample documents: each object becomes a record named after the key that
/// holds it (the element of a list after the key's singular: `tasks` holds `Task`s), a key absent
/// from some samples or `null` in some is optional, integers are `Int` and other numbers `Double`,
/// RFC 3339 timestamps are `Date @format(iso8601)` and `"1990-05-17"` dates `CalendarDate`. A
/// string field with few distinct values becomes an enum only when asked (`inferEnums`): samples
/// cannot tell a closed set from a coincidence. A key whose values disagree in type is `JSON`,
/// with a warning.
package struct SampleImport {
    let options: ImportOptions
    var schema: ImportedSchema
    private var taken: Set<String> = []

    /// Imports the documents of `samples` (path and text each) as the record `name`.
    package static func run(
        _ samples: [(path: String, text: String)], name: String, options: ImportOptions = ImportOptions()
    )
        -> ImportedSchema
    {
        let origin = samples.map { $0.path.split(separator: "/").last.map(String.init) ?? $0.path }
        var importer = SampleImport(
            options: options,
            schema: ImportedSchema(
                origin: origin.count == 1 ? origin[0] : "\(origin.count) samples: " + origin.joined(separator: ", ")))
        var observed = Observation()
        for sample in samples {
            switch StrictJSON.parse(sample.text) {
            case .success(let value):
                guard value.isObject else {
                    importer.schema.diagnostics.append(
                        ImportDiagnostic(
                            severity: .error, message: "a sample must be a JSON object, the record's document",
                            location: SourceLocation(file: sample.path, line: value.line, column: value.column),
                            pointer: "#"))
                    continue
                }
                observed.observe(value)
            case .failure(let failure):
                importer.schema.diagnostics.append(
                    ImportDiagnostic(failure, in: sample.path))
            }
        }
        guard !importer.schema.hasErrors else { return importer.schema }
        _ = importer.record(
            observed, name: ImportNames.unique(ImportNames.typeName(name), in: &importer.taken), path: "#")
        let fields = importer.schema.records.flatMap(\.fields)
        if fields.allSatisfy({ KeyStyle.snakeCase.wireKey(for: $0.name) == $0.key }),
            fields.contains(where: { $0.key != $0.name })
        {
            importer.schema.keyStyle = .snakeCase
        }
        return importer.schema
    }

    private mutating func record(_ observed: Observation, name: String, path: String) -> String {
        let index = schema.records.count
        schema.records.append(ImportedRecord(name: name, source: "the samples' \(path == "#" ? "documents" : path)"))
        var names: Set<String> = []
        var fields: [ImportedField] = []
        for key in observed.keys {
            let value = observed.members[key]!
            let fieldName = ImportNames.unique(ImportNames.memberName(key), in: &names)
            let memberPath = path == "#" ? key : "\(path).\(key)"
            var (type, format) = self.type(of: value, hint: name + ImportNames.typeName(key), path: memberPath)
            if value.count < observed.objects || value.nulls > 0 { type += "?" }
            fields.append(ImportedField(name: fieldName, key: key, type: type, format: format))
        }
        schema.records[index].fields = fields
        return name
    }

    private mutating func type(of value: Observation, hint: String, path: String) -> (String, String?) {
        let kinds = value.kinds.subtracting([.null])
        if kinds == [.integer, .number] { return (Self.numberType(value), nil) }
        guard kinds.count == 1, let kind = kinds.first else {
            if !kinds.isEmpty {
                warn(
                    "'\(path)' holds \(kinds.map(\.rawValue).sorted().joined(separator: " and ")); the field reads any JSON"
                )
            }
            return ("JSON", nil)
        }
        switch kind {
        case .string:
            if value.allTimestamps { return ("Date", "@format(iso8601)") }
            if value.allCalendarDates { return ("CalendarDate", nil) }
            if options.inferEnums, !value.stringsOverflowed, value.strings.count <= options.maxEnumValues,
                value.stringCount > value.strings.count
            {
                return (enumeration(value, name: ImportNames.unique(hint, in: &taken), path: path), nil)
            }
            return ("String", nil)
        case .integer: return (value.integerBeyondUInt64 ? "Decimal" : value.integerBeyondInt ? "UInt64" : "Int", nil)
        case .number: return (Self.numberType(value), nil)
        case .bool: return ("Bool", nil)
        case .null: return ("JSON", nil)
        case .object: return (record(value, name: ImportNames.unique(hint, in: &taken), path: path), nil)
        case .array:
            guard let element = value.element else { return ("[JSON]", nil) }
            let (type, format) = self.type(of: element, hint: ImportNames.singular(hint), path: path + "[]")
            return ("[\(type)\(element.nulls > 0 ? "?" : "")]", format)
        }
    }

    /// `Double` for fractions, or `Decimal` for a number a `Double` does not hold to the digit (an
    /// integer beyond `Int` beside fractions, more than 15 significant digits).
    private static func numberType(_ value: Observation) -> String {
        value.integerBeyondInt || value.numberBeyondDouble ? "Decimal" : "Double"
    }

    private mutating func enumeration(_ value: Observation, name: String, path: String) -> String {
        let raws = value.strings.sorted()
        var names: Set<String> = []
        let cases = raws.map { (name: ImportNames.unique(ImportNames.caseName($0), in: &names), raw: $0) }
        let fallback =
            options.fallbacks[name].flatMap { chosen in cases.first { $0.name == chosen || $0.raw == chosen }?.name }
            ?? cases[0].name
        if options.fallbacks[name] == nil {
            warn(
                "'\(name)' shows values it does not know as its fallback, here '\(fallback)'; choose another with --fallback \(name)=CASE"
            )
        }
        schema.enums.append(
            ImportedEnum(
                name: name, source: "the samples' \(path) (\(raws.count) distinct values)", cases: cases,
                fallback: fallback))
        return name
    }

    private mutating func warn(_ message: String) {
        schema.diagnostics.append(
            ImportDiagnostic(
                severity: .warning, message: message, location: SourceLocation(file: schema.origin, line: 1, column: 1),
                pointer: "#"))
    }
}
