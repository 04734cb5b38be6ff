/// Infers a schema from sample documents: each object becomes a record named after the key that
/// holds it (the element of a list after the key's singular: `tasks` holds `Task`s), a key absent
/// from some samples or `null` in some is optional, integers are `Int` and other numbers `Double`,
/// RFC 3339 timestamps are `Date @format(iso8601)` and `"1990-05-17"` dates `CalendarDate`. A
/// string field of few, repeated, identifier-like values becomes an enum only when asked
/// (`inferEnums`): samples cannot tell a closed set from a coincidence. A key whose values
/// disagree in type is `JSON`, with a warning at the sample that shows it. A document that is a
/// JSON array gives its elements as samples.
package struct SampleImport {
    let options: ImportOptions
    var schema: ImportedSchema
    private var taken: Set<String> = []

    /// Imports the documents of `samples` (path and text each) as the record `name`. A document
    /// that is a JSON array gives its elements as samples.
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
                importer.observe(value, in: sample.path, into: &observed)
            case .failure(let failure):
                importer.schema.diagnostics.append(
                    ImportDiagnostic(failure, in: sample.path))
            }
        }
        guard !importer.schema.hasErrors else { return importer.schema }
        _ = importer.record(
            observed, name: ImportNames.unique(ImportNames.typeName(name), in: &importer.taken), path: "#")
        importer.schema.diagnostics += JSONSchemaImport.unusedFallbacks(
            options, enums: importer.schema.enums.map(\.name))
        let fields = importer.schema.records.flatMap(\.fields)
        if fields.allSatisfy({ KeyStyle.snakeCase.wireKey(for: $0.name) == $0.key }),
            fields.contains(where: { $0.key != $0.name })
        {
            importer.schema.keyStyle = .snakeCase
        }
        return importer.schema
    }

    /// Observes a sample document, or each element of an array of them.
    private mutating func observe(_ value: LocatedJSON, in file: String, into observed: inout Observation) {
        let notADocument = "a sample must be a JSON object, the record's document, or an array of them"
        switch value.value {
        case .object: observed.observe(value, file: file, pointer: "#")
        case .array(let elements) where elements.isEmpty:
            error("the sample is an empty array: it holds no document to read", file, value, "#")
        case .array(let elements):
            for (offset, element) in elements.enumerated() {
                let pointer = JSONPointer.appending("#", String(offset))
                guard element.isObject else {
                    error(notADocument, file, element, pointer)
                    continue
                }
                observed.observe(element, file: file, pointer: pointer)
            }
        default: error(notADocument, file, value, "#")
        }
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
            var (type, format) = self.type(
                of: value, key: key, hint: name + ImportNames.typeName(key), path: memberPath)
            if value.count < observed.objects || value.nulls > 0 { type += "?" }
            fields.append(ImportedField(name: fieldName, key: key, type: type, format: format))
        }
        schema.records[index].fields = fields
        return name
    }

    private mutating func type(of value: Observation, key: String, hint: String, path: String) -> (String, String?) {
        let kinds = value.kinds.subtracting([.null])
        if kinds == [.integer, .number] { return (Self.numberType(value), nil) }
        guard kinds.count == 1, let kind = kinds.first else {
            let seen = value.firstPlaces.filter { $0.kind != .null }
            if seen.count > 1 {
                let shown = seen.map { "\($0.kind.rawValue) at \($0.place.description)" }
                warn(
                    "'\(path)' holds \(shown.joined(separator: ", ")); the field reads any JSON", at: seen[1].place)
            }
            return ("JSON", nil)
        }
        switch kind {
        case .string:
            if value.allTimestamps { return ("Date", "@format(iso8601)") }
            if value.allCalendarDates { return ("CalendarDate", nil) }
            if readsAsEnum(value, key: key) {
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
            let (type, format) = self.type(
                of: element, key: key, hint: ImportNames.singular(hint), path: path + "[]")
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
        let place = value.firstPlace(of: .string)!
        var fallback = cases[0].name
        if let chosen = options.fallbacks[name] {
            if let item = cases.first(where: { $0.name == chosen || $0.raw == chosen }) {
                fallback = item.name
            } else {
                schema.diagnostics.append(
                    ImportDiagnostic(
                        severity: .error,
                        message: "the fallback '\(chosen)' given for '\(name)' is not one of its cases: "
                            + cases.map(\.name).joined(separator: ", ")
                            + Suggestions.didYouMean(chosen, among: cases.map(\.name)),
                        location: SourceLocation(file: place.file, line: place.line, column: place.column),
                        pointer: place.pointer))
            }
        } else {
            warn(
                "'\(name)' shows values it does not know as its fallback, here '\(fallback)'; choose another with "
                    + "--fallback \(name)=CASE", at: place)
        }
        schema.enums.append(
            ImportedEnum(
                name: name, source: "the samples' \(path) (\(raws.count) distinct values)", cases: cases,
                fallback: fallback))
        return name
    }

    private mutating func warn(_ message: String, at place: Observation.Place) {
        schema.diagnostics.append(
            ImportDiagnostic(
                severity: .warning, message: message,
                location: SourceLocation(file: place.file, line: place.line, column: place.column),
                pointer: place.pointer))
    }

    private mutating func error(_ message: String, _ file: String, _ node: LocatedJSON, _ pointer: String) {
        schema.diagnostics.append(
            ImportDiagnostic(
                severity: .error, message: message,
                location: SourceLocation(file: file, line: node.line, column: node.column), pointer: pointer))
    }
}
