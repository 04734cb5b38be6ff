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

    /// `; did you mean 'x'?` when a candidate is one edit or a case change away.
    static func suggestion(_ text: String, among candidates: [String]) -> String {
        let lowered = text.lowercased()
        if let match = candidates.first(where: { $0.lowercased() == lowered }) {
            return "; did you mean '\(match)'?"
        }
        let scored = candidates.map { (candidate: $0, distance: editDistance($0, text)) }.filter { $0.distance <= 2 }
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return "" }
        return "; did you mean '\(best.candidate)'?"
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
