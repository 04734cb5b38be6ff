/// The schema of an enum: its raw values, and, unless closed, any other value of its raw type,
/// which the generated reader reads as the fallback and writes back unchanged. A display-only
/// fallback is no wire value: it is only named, in the vendor annotation.
extension JSONSchemaExporter {
    /// An enum's file.
    func enumSchema(_ enumeration: EnumModel) -> ExportJSON {
        let values: [ExportJSON] = enumeration.cases.map {
            enumeration.rawType == .int ? .number($0.rawValue) : .string($0.rawValue)
        }
        let fallback = enumeration.rawValue(of: enumeration.fallback) ?? enumeration.fallback
        var vendor: [String: ExportJSON] = [
            "kind": .string("enum"), "fallback": .string(enumeration.fallback),
            "rawType": .string(enumeration.rawType.rawValue),
        ]
        // A display-only fallback is no wire value: it is in no `enum` list, only named here.
        if enumeration.isDisplayFallback { vendor["displayFallback"] = .bool(true) }
        if enumeration.cases.contains(where: { $0.name != $0.rawValue }) {
            vendor["caseNames"] = .strings(enumeration.cases.map(\.name))
        }
        let deprecated = enumeration.cases.filter { $0.deprecation != nil }.map(\.name)
        if !deprecated.isEmpty { vendor["deprecatedCases"] = .strings(deprecated) }
        var members: [String: ExportJSON] = [Self.vendorKeyword: .object(vendor)]
        members["description"] = Self.description(enumeration.docs)
        guard !options.closed else {
            members["enum"] = .array(values)
            return .object(members)
        }
        let other: ExportJSON =
            enumeration.rawType == .int
            ? .object([
                "type": .string("integer"), "minimum": .integer(Int.min), "maximum": .integer(Int.max),
            ]) : .object(["type": .string("string")])
        members["anyOf"] = .array([
            .object(["enum": .array(values)]),
            other.setting(
                "description",
                .string(
                    enumeration.isDisplayFallback
                        ? "A value this version does not know: read as the display-only fallback "
                            + "\(enumeration.fallback)(value), which is no wire value, and written back as it was."
                        : "A value this version does not know: read as the fallback, \(enumeration.fallback) "
                            + "(\(enumeration.rawType.quoted(fallback))), and written back as it was.")),
        ])
        return .object(members)
    }
}
