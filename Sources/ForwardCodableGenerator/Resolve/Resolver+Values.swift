import Foundation

extension Resolver {
    /// What a checked literal is used for, for error messages.
    enum ValueRole: String {
        case defaultValue = "default"
        case sample = "sample"
    }

    /// Checks that `literal` is a value of `type`, and returns it in canonical form.
    mutating func resolveValue(_ literal: LiteralSyntax, as type: FieldType, role: ValueRole, field: String)
        -> ValueModel?
    {
        func mismatch(_ expected: String) -> ValueModel? {
            diagnostics.emit(
                .valueTypeMismatch(
                    role: role.rawValue, field: field, expected: expected, type: type.schemaText,
                    found: Self.describe(literal)),
                at: literal.location)
            return nil
        }
        if let exact = resolveExactScalar(literal, as: type, role: role, field: field) { return exact }
        if let formatted = resolveFormattedValue(literal, as: type, role: role, field: field) { return formatted }
        switch (type, literal) {
        case (.optional, .null): return .null
        case (.optional(let wrapped), _): return resolveValue(literal, as: wrapped, role: role, field: field)
        case (.json, _): return resolveJSON(literal, role: role, field: field)
        case (.string, .string(let text, _)): return .string(text)
        case (.string, _): return mismatch("a string")
        case (.int, .integer(let text, let location)):
            guard let value = Int64(text) else {
                diagnostics.emit(.valueOutOfRange(role: role.rawValue, field: field, type: "Int"), at: location)
                return nil
            }
            return .integer(String(value))
        case (.int, _): return mismatch("an integer")
        case (.double, .integer(let text, _)), (.double, .float(let text, _)):
            guard let value = Double(text), value.isFinite else {
                diagnostics.emit(
                    .valueOutOfRange(role: role.rawValue, field: field, type: "Double"), at: literal.location)
                return nil
            }
            if case .integer = literal, !Self.isExactInteger(text, value) {
                diagnostics.emit(
                    .doubleNotExact(role: role.rawValue, field: field, becomes: String(format: "%.0f", value)),
                    at: literal.location)
                return nil
            }
            return .double(text)
        case (.double, _): return mismatch("a number")
        case (.bool, .bool(let value, _)): return .bool(value)
        case (.bool, _): return mismatch("true or false")
        case (.enumeration(let name), .enumCase(let caseName)):
            guard let model = enums[name] else { return nil }
            if model.isDisplayFallback, caseName.text == model.fallback {
                diagnostics.emit(
                    .displayFallbackAsValue(
                        caseName.text, of: name, role: role.rawValue, example: model.firstCurrentCase?.name ?? "name"),
                    at: caseName.location)
                return nil
            }
            guard model.rawValue(of: caseName.text) != nil else {
                diagnostics.emit(
                    .notACase(
                        caseName.text, of: name,
                        suggestion: Suggestions.didYouMean(caseName.text, among: model.cases.map(\.name))),
                    at: caseName.location)
                return nil
            }
            if role == .defaultValue, model.cases.first(where: { $0.name == caseName.text })?.deprecation != nil {
                diagnostics.emit(.deprecatedCaseDefault(caseName.text, of: name, field: field), at: caseName.location)
            }
            return .enumCase(enumeration: name, caseName: caseName.text)
        case (.enumeration(let name), _):
            return mismatch("a case of \(name), such as .\(enums[name]?.firstCurrentCase?.name ?? "name")")
        case (.array(let element), .array(let elements, _)):
            let values = elements.compactMap { resolveValue($0, as: element, role: role, field: field) }
            return values.count == elements.count ? .array(values) : nil
        case (.array, _): return mismatch("an array literal such as []")
        case (.dictionary(let valueType), .dictionary(let entries, _)):
            return resolveDictionary(entries, valueType: valueType, role: role, field: field)
        case (.dictionary, _): return mismatch("a dictionary literal such as [:]")
        // A UUID or a URL takes its wire text, a default as well as a sample.
        case (.uuid, .string(let text, let location)):
            guard Self.isUUID(text) else {
                diagnostics.emit(.invalidUUIDSample(field, role: role.rawValue), at: location)
                return nil
            }
            return .string(text.uppercased())
        case (.url, .string(let text, let location)):
            guard !text.isEmpty, URL(string: text) != nil else {
                diagnostics.emit(
                    .invalidFormattedValue(
                        role: role.rawValue, field: field, expectation: "a URL such as \"https://example.com\""),
                    at: location)
                return nil
            }
            return .string(text)
        case (.date, .integer(let text, _)) where role == .sample, (.date, .float(let text, _)) where role == .sample:
            return .double(text)
        case (.int32, _), (.int64, _), (.uint64, _), (.float, _), (.decimal, _), (.data, _):
            return nil  // `resolveExactScalar` answered above.
        case (.formatted, _), (.calendarDate, _), (.external, _):
            return nil  // `resolveFormattedValue` answered above.
        case (.union, _):
            diagnostics.emit(.typeHasNoDefault(type.schemaText), at: literal.location)
            return nil
        case (.uuid, _), (.url, _):
            return mismatch("a string")
        case (.date, _), (.record, _):
            if role == .sample { return mismatch("seconds since 2001-01-01 as a number") }
            diagnostics.emit(
                type == .date ? .dateHasNoDefault : .typeHasNoDefault(type.schemaText), at: literal.location)
            return nil
        }
    }

    private mutating func resolveDictionary(
        _ entries: [(key: LiteralSyntax, value: LiteralSyntax)],
        valueType: FieldType,
        role: ValueRole,
        field: String
    ) -> ValueModel? {
        var result: [ValueModel.DictionaryEntry] = []
        var seen: [String: SourceLocation] = [:]
        var failed = false
        for entry in entries {
            guard case .string(let key, let location) = entry.key else {
                diagnostics.emit(
                    .dictionaryLiteralKeyNotString(role: role.rawValue, field: field), at: entry.key.location)
                failed = true
                continue
            }
            if let first = seen[key] {
                diagnostics.emit(
                    .duplicateDictionaryKey(key, role: role.rawValue, field: field, previous: first), at: location)
                failed = true
            } else {
                seen[key] = location
            }
            guard let value = resolveValue(entry.value, as: valueType, role: role, field: field) else {
                failed = true
                continue
            }
            result.append(.init(key: key, value: value))
        }
        return failed ? nil : .dictionary(result)
    }

    /// Any literal except an enum case is a JSON value.
    private mutating func resolveJSON(_ literal: LiteralSyntax, role: ValueRole, field: String) -> ValueModel? {
        switch literal {
        case .string(let text, _): return .string(text)
        case .integer(let text, let location):
            guard let value = Int64(text) else {
                diagnostics.emit(.valueOutOfRange(role: role.rawValue, field: field, type: "Int64"), at: location)
                return nil
            }
            return .integer(String(value))
        case .float(let text, _): return .double(text)
        case .bool(let value, _): return .bool(value)
        case .null: return .null
        case .enumCase(let name):
            diagnostics.emit(.enumCaseAsJSON(role: role.rawValue, caseName: name.text), at: name.location)
            return nil
        case .array(let elements, _):
            let values = elements.compactMap { resolveJSON($0, role: role, field: field) }
            return values.count == elements.count ? .array(values) : nil
        case .dictionary(let entries, _):
            return resolveDictionary(entries, valueType: .json, role: role, field: field)
        }
    }

    static func describe(_ literal: LiteralSyntax) -> String {
        switch literal {
        case .string(let text, _): "the string \"\(text)\""
        case .integer(let text, _), .float(let text, _): "the number \(text)"
        case .bool(let value, _): "\(value)"
        case .null: "nil"
        case .enumCase(let name): "the case .\(name.text)"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }

    /// Whether the integer literal `text` is exactly the `Double` `value` (Swift warns otherwise).
    static func isExactInteger(_ text: String, _ value: Double) -> Bool {
        let digits = text.hasPrefix("-") ? String(text.dropFirst()) : text
        let trimmed = String(digits.drop { $0 == "0" })
        return String(format: "%.0f", value.magnitude) == (trimmed.isEmpty ? "0" : trimmed)
    }

    static func isUUID(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12] else { return false }
        return groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }
}
