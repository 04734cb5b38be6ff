/// Compares each union present on both sides, by tag: the wire holds tags, so a variant renamed
/// in Swift only is no change. Removing a variant is dangerous, adding one is safe: older
/// versions keep a variant they do not know whole.
struct UnionRules {
    var old: CompatibilitySide
    var new: CompatibilitySide

    func findings() -> [CompatibilityFinding] {
        var findings: [CompatibilityFinding] = []
        for oldUnion in old.model.unions.values.sorted(by: { $0.name < $1.name }) {
            guard let newUnion = new.model.unions[oldUnion.name] else { continue }
            findings += compare(oldUnion, newUnion)
        }
        return findings
    }

    private func compare(_ oldUnion: UnionModel, _ newUnion: UnionModel) -> [CompatibilityFinding] {
        let name = newUnion.name
        let newTags = Set(newUnion.variants.map(\.tag))
        let oldTags = Set(oldUnion.variants.map(\.tag))
        var findings: [CompatibilityFinding] = []
        for variant in oldUnion.variants where !newTags.contains(variant.tag) {
            findings.append(
                CompatibilityFinding(
                    rule: .unionVariantRemoved, severity: .warning, directions: [.backward],
                    location: newUnion.location, oldLocation: variant.location,
                    message:
                        "variant '\(variant.name)' (\"\(variant.tag)\") was removed from '\(name)'; documents that hold it now decode as 'unknown', kept whole",
                    fix: "keep the variant while documents may hold it"))
        }
        for variant in newUnion.variants where !oldTags.contains(variant.tag) {
            findings.append(
                CompatibilityFinding(
                    rule: .unionVariantAdded, severity: .safe, directions: [],
                    location: variant.location, oldLocation: nil,
                    message:
                        "variant '\(variant.name)' was added to '\(name)'; older versions keep it whole as 'unknown'"))
        }
        return findings
    }
}
