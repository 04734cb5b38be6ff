import SeededRandom

/// Display-only fallbacks and absent defaults in random schemas.
///
/// - An enum may get a display-only fallback (`fallback unsupported display`), a name none of its
///   cases has: the driver then reads every unknown value as the fallback carrying it, and sets
///   the enum's views to themselves, which must change nothing on the wire.
/// - A future document may leave out the key of a defaulted field: the driver checks that it is
///   written back absent, and that setting the field, even to what it shows, writes the key.
extension FuzzSchemaBuilder {
    /// The names a display fallback takes, as real APIs name theirs.
    static let displayFallbackNames = ["unsupported", "unknown", "other", "unrecognized", "undocumented"]

    /// `enumeration` with a display-only fallback: always when `forced`, else now and then.
    mutating func withDisplayFallback(_ enumeration: FuzzEnum, forced: Bool) -> FuzzEnum {
        guard forced || random.chance(0.3) else { return enumeration }
        var names = NameAllocator(reserved: Self.enumMembers)
        for item in enumeration.cases { _ = names.claim(item.name) }
        var result = enumeration
        result.fallback = names.claim(random.pick(Self.displayFallbackNames))
        result.isDisplay = true
        return result
    }
}

extension FutureDocumentBuilder {
    /// Whether a future document leaves out the key of `field`, which has a default: a server that
    /// omits what is at its default.
    mutating func omits(_ field: FuzzField) -> Bool {
        field.defaultText != nil && !field.type.isOptional && random.chance(0.3)
    }
}

extension DriverWriter {
    /// The fields the driver sets to themselves: every typed view whose assignment keeps the wire
    /// (an enum's only when its fallback is display-only, which carries the raw value), except
    /// deprecated ones (the driver compiles with `-warnings-as-errors`).
    static func selfAssigned(_ record: FuzzRecord, enums: [FuzzEnum]) -> [FuzzField] {
        let display = Set(enums.filter(\.isDisplay).map(\.name))
        return record.fields.filter { field in
            guard field.deprecation == nil else { return false }
            switch field.type {
            case .enumeration(let name), .optional(.enumeration(let name)): return display.contains(name)
            default: return field.type.selfAssignmentKeepsWire
            }
        }
    }

    /// `["a", "b"]`: the wire keys of the defaulted fields among `fields`, which a document may
    /// leave out and a set writes.
    static func defaultedKeys(_ fields: [FuzzField]) -> String {
        "["
            + fields.filter { $0.defaultText != nil && !$0.type.isOptional }.map { FuzzLiterals.quoted($0.wireKey) }
            .joined(separator: ", ") + "]"
    }
}
