extension Resolver {
    /// Checks an enum: case names, unique raw values, and a fallback that is one of its cases.
    mutating func resolveEnum(_ syntax: EnumSyntax) -> EnumModel {
        var cases: [EnumCaseModel] = []
        var names: [String: SourceLocation] = [:]
        var rawValues: [String: (name: String, location: SourceLocation)] = [:]
        for caseSyntax in syntax.cases {
            let name = caseSyntax.name
            checkMemberName(name, kind: "case", reserved: Names.enumMembers)
            if let first = names[name.text] {
                diagnostics.emit(
                    .duplicateCase(name.text, enumeration: syntax.name.text, previous: first), at: name.location)
                continue
            }
            names[name.text] = name.location
            let rawValue = caseSyntax.rawValue?.text ?? name.text
            let rawLocation = caseSyntax.rawValue?.location ?? name.location
            if let first = rawValues[rawValue] {
                diagnostics.emit(
                    .duplicateRawValue(rawValue, of: name.text, owner: first.name, previous: first.location),
                    at: rawLocation)
                continue
            }
            rawValues[rawValue] = (name.text, rawLocation)
            cases.append(
                EnumCaseModel(
                    name: name.text,
                    rawValue: rawValue,
                    docs: caseSyntax.docs,
                    hasExplicitRawValue: caseSyntax.rawValue != nil
                )
            )
        }
        if syntax.cases.isEmpty {
            diagnostics.emit(.enumWithoutCases(syntax.name.text), at: syntax.name.location)
        }
        var fallback = cases.first?.name ?? ""
        if let fallbackSyntax = syntax.fallback {
            if names[fallbackSyntax.text] != nil {
                fallback = fallbackSyntax.text
            } else {
                diagnostics.emit(
                    .fallbackNotACase(
                        fallbackSyntax.text, of: syntax.name.text,
                        suggestion: Self.suggestion(fallbackSyntax.text, among: cases.map(\.name))),
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
            location: syntax.name.location
        )
    }
}
