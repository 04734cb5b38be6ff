import SeededRandom

/// The enum mutations of the checker's property test, applied to the base's `P<n>Mode`.
struct PropertyEnumEditor {
    var random: SeededGenerator

    /// The enum on the old side (possibly adjusted), on the new side, and what changed.
    mutating func apply(_ mutation: PropertyMutation, to base: FuzzEnum) -> (FuzzEnum, FuzzEnum, String) {
        var new = base
        switch mutation {
        case .addEnumCase:
            let raw = base.isInt ? "77" : "added"
            new.cases.append(FuzzCase(name: "added", rawValue: raw, hasExplicitRawValue: base.isInt))
            return (base, new, "case added = \(raw)")
        case .removeEnumCase:
            let position = random.pick(base.cases.indices.filter { base.cases[$0].name != base.fallback })
            new.cases.remove(at: position)
            return (base, new, "case \(base.cases[position].name)")
        case .changeRawValue:
            let position = random.pick(Array(base.cases.indices))
            let before = base.cases[position].rawValue
            new.cases[position].rawValue = base.isInt ? String((Int(before) ?? 0) + 1_000) : before + "-v2"
            new.cases[position].hasExplicitRawValue = true
            let fallback = base.cases[position].name == base.fallback ? " (the fallback)" : ""
            return (base, new, "\(base.cases[position].name)\(fallback): \(before) -> \(new.cases[position].rawValue)")
        case .changeFallback:
            new.fallback = random.pick(base.cases.map(\.name).filter { $0 != base.fallback })
            return (base, new, "fallback \(base.fallback) -> \(new.fallback)")
        case .changeEnumRawType:
            new.isInt.toggle()
            for position in new.cases.indices {
                new.cases[position].rawValue = new.isInt ? String(position) : new.cases[position].name
                new.cases[position].hasExplicitRawValue = new.isInt
            }
            return (base, new, base.isInt ? "Int -> String" : "String -> Int")
        default:
            preconditionFailure("\(mutation) is no enum mutation")
        }
    }
}
