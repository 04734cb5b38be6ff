extension Resolver {
    /// The built-in types of the schema language.
    static let builtinTypes: [String: FieldType] = [
        "String": .string, "Int": .int, "Double": .double, "Bool": .bool,
        "UUID": .uuid, "Date": .date, "URL": .url, "JSON": .json,
        "Int32": .int32, "Int64": .int64, "UInt64": .uint64, "Float": .float, "Decimal": .decimal,
        "Data": .data, "CalendarDate": .calendarDate,
    ]

    /// Resolves a type as written, or reports why it cannot be.
    mutating func resolveType(_ syntax: TypeSyntax) -> FieldType? {
        switch syntax {
        case .named(let name):
            if name.text == "Date", let dateFormat { return .formatted(dateFormat) }
            if let builtin = Self.builtinTypes[name.text] { return builtin }
            if externals[name.text] != nil, declarations[name.text] == nil { return .external(name.text) }
            switch declarations[name.text] {
            case .record?: return .record(name.text)
            case .enumeration?: return .enumeration(name.text)
            case .union?: return .union(name.text)
            case nil:
                let known = Array(Self.builtinTypes.keys) + Array(declarations.keys) + Array(externals.keys)
                diagnostics.emit(
                    .unknownType(name.text, suggestion: Suggestions.didYouMean(name.text, among: known.sorted())),
                    at: name.location)
                return nil
            }
        case .array(let element, _):
            return resolveType(element).map(FieldType.array)
        case .dictionary(let key, let value, let location):
            guard case .named(let keyName) = key, keyName.text == "String" else {
                diagnostics.emit(
                    .dictionaryKeyNotString(key.text), at: key.location == location ? location : key.location)
                _ = resolveType(value)
                return nil
            }
            return resolveType(value).map(FieldType.dictionary)
        case .optional(let wrapped, let location):
            if case .optional = wrapped {
                diagnostics.emit(.doubleOptional(syntax.text), at: location)
                return nil
            }
            return resolveType(wrapped).map(FieldType.optional)
        }
    }
}
