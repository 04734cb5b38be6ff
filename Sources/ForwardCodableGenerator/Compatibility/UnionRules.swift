/// Compares each union of the baseline with the current unions it corresponds to (itself, or the
/// union it was renamed to), by tag: the wire holds tags, so a variant renamed in Swift only is no
/// change. Untagged unions are compared by shape (`UntaggedUnionRules`). Removing a variant is
/// dangerous, adding one is safe: older versions keep a variant they do not know whole. Changing
/// the tag key, the content key or a variant's tag breaks both sides: neither reads the other's
/// documents as they were meant.
struct UnionRules {
    var old: CompatibilitySide
    var new: CompatibilitySide
    var types: TypeCompatibility

    func findings() -> [CompatibilityFinding] {
        var findings: [CompatibilityFinding] = []
        for oldUnion in old.model.unions.values.sorted(by: { $0.name < $1.name }) {
            for name in types.correspondence.current(of: oldUnion.name) {
                guard let newUnion = new.model.unions[name] else { continue }
                if oldUnion.isUntagged || newUnion.isUntagged {
                    findings += TypeCorrespondence.naming(
                        UntaggedUnionRules(old: old, new: new, types: types).findings(oldUnion, newUnion),
                        old: oldUnion.name,
                        new: name)
                    continue
                }
                findings += TypeCorrespondence.naming(
                    keys(oldUnion, newUnion) + variants(oldUnion, newUnion), old: oldUnion.name, new: name)
            }
        }
        return findings
    }

    /// The tag key and the content key: the shape of every value of the union.
    private func keys(_ oldUnion: UnionModel, _ newUnion: UnionModel) -> [CompatibilityFinding] {
        let name = newUnion.name
        var findings: [CompatibilityFinding] = []
        if oldUnion.tagKey != newUnion.tagKey {
            findings.append(
                CompatibilityFinding(
                    rule: .unionTagKeyChanged, subject: name, severity: .error, directions: [.backward, .forward],
                    location: new.locations.unionTag(name) ?? newUnion.location,
                    oldLocation: old.locations.unionTag(oldUnion.name) ?? oldUnion.location,
                    message:
                        "the tag key of '\(name)' changed from \"\(oldUnion.tagKey)\" to \"\(newUnion.tagKey)\"; each side finds no tag in the other's documents and fails to read them",
                    fix: "keep 'tag \"\(oldUnion.tagKey)\"'"))
        }
        if oldUnion.contentKey != newUnion.contentKey {
            findings.append(
                CompatibilityFinding(
                    rule: .unionContentKeyChanged, subject: name, severity: .error, directions: [.backward, .forward],
                    location: new.locations.unionContent(name) ?? new.locations.unionTag(name) ?? newUnion.location,
                    oldLocation: old.locations.unionContent(oldUnion.name) ?? old.locations.unionTag(oldUnion.name)
                        ?? oldUnion.location,
                    message:
                        "\(Self.layout(oldUnion.contentKey, newUnion.contentKey, of: name)); each side reads the payloads of the other's documents as 'unknown' variants",
                    fix: oldUnion.contentKey.map { "keep 'content \"\($0)\"'" }
                        ?? "keep the payload beside the tag: remove 'content \"\(newUnion.contentKey ?? "")\"'"))
        }
        return findings
    }

    /// What happened to the content key, in words.
    private static func layout(_ old: String?, _ new: String?, of name: String) -> String {
        switch (old, new) {
        case (nil, let new?): "'\(name)' became adjacently tagged: its payload moved under \"\(new)\""
        case (let old?, nil):
            "'\(name)' became internally tagged: its payload moved from under \"\(old)\" beside the tag"
        default: "the content key of '\(name)' changed from \"\(old ?? "")\" to \"\(new ?? "")\""
        }
    }

    /// The variants, by tag; a variant that keeps its name but changes its tag is one finding.
    private func variants(_ oldUnion: UnionModel, _ newUnion: UnionModel) -> [CompatibilityFinding] {
        let name = newUnion.name
        let newTags = Set(newUnion.variants.map(\.tag))
        let oldTags = Set(oldUnion.variants.map(\.tag))
        let retagged = Dictionary(
            newUnion.variants.filter { !oldTags.contains($0.tag) }.map { ($0.name, $0) },
            uniquingKeysWith: { a, _ in a })
        var matched: Set<String> = []
        var findings: [CompatibilityFinding] = []
        for variant in oldUnion.variants where !newTags.contains(variant.tag) {
            if let current = retagged[variant.name] {
                matched.insert(current.name)
                findings.append(
                    CompatibilityFinding(
                        rule: .unionVariantTagChanged, subject: "\(name).\(current.name)", severity: .error,
                        directions: [.backward, .forward],
                        location: new.locations.variantTag(name, current.name) ?? current.location,
                        oldLocation: old.locations.variantTag(oldUnion.name, variant.name) ?? variant.location,
                        message:
                            "the tag of variant '\(name).\(variant.name)' changed from \"\(variant.tag)\" to \"\(current.tag)\"; each side reads the other's as an 'unknown' variant",
                        fix: "keep the tag: '\(Self.line(current, tag: variant.tag))'"))
                continue
            }
            findings.append(
                CompatibilityFinding(
                    rule: .unionVariantRemoved, subject: "\(name).\(variant.name)", severity: .warning,
                    directions: [.backward],
                    location: newUnion.location, oldLocation: variant.location,
                    message:
                        "variant '\(variant.name)' (\"\(variant.tag)\") was removed from '\(name)'; documents that hold it now decode as 'unknown', kept whole",
                    fix:
                        "keep the variant: '\(Self.line(baseline(variant), tag: variant.tag))' while documents may hold it"
                ))
        }
        findings += payloads(oldUnion, newUnion)
        for variant in newUnion.variants where !oldTags.contains(variant.tag) && !matched.contains(variant.name) {
            findings.append(
                CompatibilityFinding(
                    rule: .unionVariantAdded, subject: "\(name).\(variant.name)", severity: .safe, directions: [],
                    location: variant.location, oldLocation: nil,
                    message:
                        "variant '\(variant.name)' was added to '\(name)'; older versions keep it whole as 'unknown'"))
        }
        return findings
    }

    /// A variant that keeps its tag but whose payload became another record of another shape, or
    /// gained or lost its payload: each side reads the other's as a variant it cannot show. A
    /// payload record of the same name is compared field by field as a record of its own.
    private func payloads(_ oldUnion: UnionModel, _ newUnion: UnionModel) -> [CompatibilityFinding] {
        var findings: [CompatibilityFinding] = []
        for variant in oldUnion.variants {
            guard let current = newUnion.variants.first(where: { $0.tag == variant.tag }) else { continue }
            let same: Bool
            switch (variant.payload, current.payload) {
            case (nil, nil): same = true
            case (let a?, let b?): same = types.compatible(.record(a), .record(b))
            default: same = false
            }
            guard !same else { continue }
            let describe: (String?) -> String = { $0.map { "'\($0)'" } ?? "no payload" }
            findings.append(
                CompatibilityFinding(
                    rule: .unionVariantPayloadChanged, subject: "\(newUnion.name).\(current.name)", severity: .error,
                    directions: [.backward, .forward],
                    location: current.location, oldLocation: variant.location,
                    message:
                        "the payload of variant '\(newUnion.name).\(current.name)' (\"\(variant.tag)\") changed from "
                        + "\(describe(variant.payload)) to \(describe(current.payload)); each side fails to read the other's "
                        + "and keeps it as a variant it cannot show",
                    fix:
                        "keep the payload: '\(Self.line(baseline(variant), tag: variant.tag))'; or add a variant with a new tag "
                        + "for the new payload"))
        }
        return findings
    }

    /// A baseline's variant with its payload under the name the current schemas give it.
    private func baseline(_ variant: VariantModel) -> VariantModel {
        var variant = variant
        variant.payload = variant.payload.map(types.correspondence.currentName)
        return variant
    }

    /// A variant's declaration line with `tag`: `image: ImageBlock @tag("img")`, `divider`.
    private static func line(_ variant: VariantModel, tag: String) -> String {
        variant.name + (variant.payload.map { ": \($0)" } ?? "")
            + (tag == variant.name ? "" : " @tag(\(SchemaSpelling.quoted(tag)))")
    }
}
