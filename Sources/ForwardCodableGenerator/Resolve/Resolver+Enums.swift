extension Resolver {
    /// Checks an enum: case names, unique raw values, and a fallback that is one of its cases, or,
    /// display-only (`fallback unsupported display`), a name that is none of them.
    mutating func resolveEnum(_ syntax: EnumSyntax) -> EnumModel {
        let rawType = resolveRawType(syntax)
        var cases: [EnumCaseModel] = []
        var names: [String: SourceLocation] = [:]
        var rawValues: [String: (name: String, location: SourceLocation)] = [:]
        for caseSyntax in syntax.cases {
            let name = caseSyntax.name
            checkMemberName(
                name, kind: "case", reserved: Names.enumMembers,
                spelledOut: caseSyntax.rawValue != nil || rawType != .string)
            if let first = names[name.text] {
                diagnostics.emit(
                    .duplicateCase(name.text, enumeration: syntax.name.text, previous: first), at: name.location)
                continue
            }
            names[name.text] = name.location
            guard let rawValue = checkedRawValue(caseSyntax, rawType: rawType, of: syntax.name.text) else { continue }
            let rawLocation = caseSyntax.rawValue?.location ?? name.location
            if let first = rawValues[rawValue] {
                diagnostics.emit(
                    .duplicateRawValue(
                        rawType.quoted(rawValue), of: name.text, owner: first.name, previous: first.location),
                    at: rawLocation)
                continue
            }
            rawValues[rawValue] = (name.text, rawLocation)
            cases.append(
                EnumCaseModel(
                    name: name.text,
                    rawValue: rawValue,
                    docs: caseSyntax.docs,
                    hasExplicitRawValue: caseSyntax.rawValue != nil,
                    deprecation: resolveCaseAttributes(caseSyntax.attributes, of: name.text)
                )
            )
        }
        if syntax.cases.isEmpty {
            diagnostics.emit(.enumWithoutCases(syntax.name.text), at: syntax.name.location)
        }
        var fallback = cases.first?.name ?? ""
        if let fallbackSyntax = syntax.fallback, syntax.display != nil {
            fallback = fallbackSyntax.text
            if names[fallbackSyntax.text] != nil {
                diagnostics.emit(
                    .displayFallbackIsACase(fallbackSyntax.text, of: syntax.name.text), at: fallbackSyntax.location)
            } else {
                checkMemberName(fallbackSyntax, kind: "display fallback", reserved: Names.enumMembers)
            }
        } else if let fallbackSyntax = syntax.fallback {
            if names[fallbackSyntax.text] != nil {
                fallback = fallbackSyntax.text
                if cases.first(where: { $0.name == fallback })?.deprecation != nil {
                    diagnostics.emit(.deprecatedFallback(fallback, of: syntax.name.text), at: fallbackSyntax.location)
                }
            } else {
                diagnostics.emit(
                    .fallbackNotACase(
                        fallbackSyntax.text, of: syntax.name.text,
                        suggestion: Suggestions.didYouMean(fallbackSyntax.text, among: cases.map(\.name))),
                    at: fallbackSyntax.location)
            }
        } else {
            diagnostics.emit(
                .missingFallback(syntax.name.text, example: cases.first?.name ?? "unknown"), at: syntax.name.location)
        }
        return EnumModel(
            name: syntax.name.text,
            docs: syntax.docs,
            cases: cases,
            fallback: fallback,
            location: syntax.name.location,
            rawType: rawType,
            isDisplayFallback: syntax.display != nil
        )
    }

    /// `: Int`, `: String` or nothing (`String`); any other type is reported and read as `String`.
    private mutating func resolveRawType(_ syntax: EnumSyntax) -> EnumRawType {
        guard let written = syntax.rawType else { return .string }
        if let rawType = EnumRawType(rawValue: written.text) { return rawType }
        diagnostics.emit(.unknownEnumRawType(written.text, of: syntax.name.text), at: written.location)
        return .string
    }

    /// A case's raw value in the model's form, or `nil` after reporting why it has none: a string
    /// enum's case defaults to its name; an `Int` enum's case needs an integer that fits `Int`.
    private mutating func checkedRawValue(_ syntax: EnumCaseSyntax, rawType: EnumRawType, of enumeration: String)
        -> String?
    {
        switch (rawType, syntax.rawValue?.value) {
        case (.string, nil): return syntax.name.text
        case (.string, .string(let text)?): return text
        case (.int, nil):
            diagnostics.emit(.missingIntegerRawValue(syntax.name.text, of: enumeration), at: syntax.name.location)
            return nil
        case (.int, .integer(let text)?):
            guard let value = Int(text) else {
                diagnostics.emit(.rawValueOutOfRange(text, of: syntax.name.text), at: syntax.rawValue!.location)
                return nil
            }
            return String(value)
        case (_, let found?):
            diagnostics.emit(
                .rawValueKindMismatch(found, in: enumeration, expectsIntegers: rawType == .int),
                at: syntax.rawValue!.location)
            return nil
        }
    }

    /// A case's attributes: `@deprecated` is the only one. Returns the deprecation message.
    mutating func resolveCaseAttributes(_ attributes: [AttributeSyntax], of caseName: String) -> String? {
        var deprecation: String?
        for attribute in attributes {
            let name = attribute.name
            guard name.text == "deprecated" else {
                diagnostics.emit(.unknownCaseAttribute(name.text, case: caseName), at: name.location)
                continue
            }
            deprecation = deprecationMessage(attribute)
        }
        return deprecation
    }

    /// The message of `@deprecated` or `@deprecated("message")`: empty without one.
    mutating func deprecationMessage(_ attribute: AttributeSyntax) -> String? {
        switch attribute.arguments.first {
        case nil: return ""
        case .string(let message, _)? where attribute.arguments.count == 1: return message
        default:
            diagnostics.emit(.deprecatedArguments, at: attribute.name.location)
            return nil
        }
    }
}
