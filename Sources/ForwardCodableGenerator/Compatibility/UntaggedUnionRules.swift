import ForwardCodable

/// Compares an untagged union with its baseline by what its values select: the wire holds no
/// tag, so a variant renamed in Swift with the same type is no change, and what matters is which
/// variant each shape of value reads as on either side.
///
/// Probes stand for every shape: a string, a Boolean, a whole number, a fraction, an array, and
/// for each record variant of either side an object of its required keys and one of all its
/// keys. Each side's selection rule (the runtime's, as the generated code runs it) reads each
/// probe; a probe read as variants of different types, or as a variant on one side and as
/// nothing on the other, is a change for the documents of that shape.
struct UntaggedUnionRules {
    var old: CompatibilitySide
    var new: CompatibilitySide
    /// Matches renamed types: a variant's record renamed with the union is the same type.
    var types: TypeCompatibility

    func findings(_ oldUnion: UnionModel, _ newUnion: UnionModel) -> [CompatibilityFinding] {
        guard oldUnion.isUntagged, newUnion.isUntagged else { return [taggingChanged(oldUnion, newUnion)] }
        func same(_ a: VariantModel, _ b: VariantModel) -> Bool {
            guard let x = a.type, let y = b.type else { return false }
            return types.compatible(x, y)
        }
        let name = newUnion.name
        var findings: [CompatibilityFinding] = []
        var retyped: Set<String> = []
        for variant in oldUnion.variants {
            guard let current = newUnion.variants.first(where: { $0.name == variant.name }), !same(variant, current)
            else { continue }
            retyped.insert(variant.name)
            findings.append(payloadChanged(variant, current, of: name))
        }
        let reads = probes(oldUnion, newUnion).map { probe in
            (
                old: old.model.selectedVariant(of: oldUnion, for: probe),
                new: new.model.selectedVariant(of: newUnion, for: probe)
            )
        }
        // A variant whose values the other side reads as a variant of the same type is kept,
        // under whatever name.
        var kept: Set<String> = []
        var taken: Set<String> = []
        for read in reads {
            guard let before = read.old, let after = read.new, same(before, after) else { continue }
            kept.insert(before.name)
            taken.insert(after.name)
        }
        for variant in oldUnion.variants
        where !newUnion.variants.contains(where: { $0.name == variant.name }) && !kept.contains(variant.name) {
            findings.append(removed(variant, of: newUnion))
        }
        var changes: [String: (old: VariantModel?, new: VariantModel?, directions: Set<CompatibilityDirection>)] = [:]
        var order: [String] = []
        for read in reads {
            let directions: Set<CompatibilityDirection>
            switch (read.old, read.new) {
            case (let o?, let n?) where !same(o, n):
                // Each side reads the other's values of this shape as another variant. A variant
                // retyped or removed has its own finding, which says so.
                guard !(o.name == n.name && retyped.contains(o.name)),
                    newUnion.variants.contains(where: { $0.name == o.name })
                else { continue }
                directions = [.backward, .forward]
            case (let o?, nil) where newUnion.variants.contains(where: { $0.name == o.name }):
                // A variant still declared no longer takes these values.
                guard !retyped.contains(o.name) else { continue }
                directions = [.backward]
            case (nil, let n?) where oldUnion.variants.contains(where: { $0.name == n.name }):
                // A variant takes values older versions' does not.
                guard !retyped.contains(n.name) else { continue }
                directions = [.forward]
            default: continue
            }
            let key = "\(read.old?.name ?? "")>\(read.new?.name ?? "")"
            if changes[key] == nil { order.append(key) }
            changes[key, default: (read.old, read.new, [])].directions.formUnion(directions)
        }
        for key in order {
            guard let change = changes[key] else { continue }
            findings.append(selectionChanged(change.old, change.new, change.directions, oldUnion, newUnion))
        }
        for variant in newUnion.variants
        where !oldUnion.variants.contains(where: { $0.name == variant.name }) && !taken.contains(variant.name) {
            findings.append(
                CompatibilityFinding(
                    rule: .unionVariantAdded, subject: "\(name).\(variant.name)", severity: .safe, directions: [],
                    location: variant.location, oldLocation: nil,
                    message:
                        "variant '\(variant.name)' was added to '\(name)'; older versions keep its values whole as 'unknown'"
                ))
        }
        return findings
    }

    /// One value of every shape either side tells apart.
    private func probes(_ oldUnion: UnionModel, _ newUnion: UnionModel) -> [JSONValue] {
        var probes: [JSONValue] = [.string("s"), .bool(true), .int(1), .double(1.5), .array([])]
        var seen: Set<Set<String>> = []
        for (side, union) in [(old, oldUnion), (new, newUnion)] {
            for variant in union.variants {
                guard let payload = variant.payload, let record = side.model.records[payload] else { continue }
                let required = Set(record.selectionKeys)
                let all = required.union(record.fields.map(\.wireKey))
                for keys in [required, all] where seen.insert(keys).inserted {
                    probes.append(.object(Dictionary(uniqueKeysWithValues: keys.map { ($0, JSONValue.null) })))
                }
            }
        }
        return probes
    }

    /// A union that became untagged, or tagged. A tagged reader finds no tag in an untagged value
    /// and fails; an untagged reader reads a tagged value by its shape, the tag one more key,
    /// which selects the variant of the same payload only for some layouts (internally tagged,
    /// every variant a record that no other outranks): the direction is broken only when some
    /// variant does not.
    private func taggingChanged(_ oldUnion: UnionModel, _ newUnion: UnionModel) -> CompatibilityFinding {
        let name = newUnion.name
        let describe: (UnionModel) -> String = { $0.isUntagged ? "untagged" : "tagged by \"\($0.tagKey)\"" }
        var directions: Set<CompatibilityDirection> = [oldUnion.isUntagged ? .backward : .forward]
        let untaggedReadsTagged =
            oldUnion.isUntagged
            ? reads(new.model, newUnion, by: old.model, oldUnion, readerIsOld: true)
            : reads(old.model, oldUnion, by: new.model, newUnion, readerIsOld: false)
        if !untaggedReadsTagged { directions.insert(oldUnion.isUntagged ? .forward : .backward) }
        return CompatibilityFinding(
            rule: .unionTaggingChanged, subject: name, severity: .error, directions: directions,
            location: new.locations.unionTag(name) ?? newUnion.location,
            oldLocation: old.locations.unionTag(name) ?? oldUnion.location,
            message:
                "'\(name)' changed from \(describe(oldUnion)) to \(describe(newUnion)); a tagged reader finds no tag in "
                + "untagged values and fails"
                + (untaggedReadsTagged
                    ? "" : ", and an untagged one does not read every tagged value as the variant of its payload"),
            fix: "keep '\(name)' as the baseline declares it; or declare a new union for a new field")
    }

    /// Whether the untagged union `reader` (of `readerModel`) reads every value of the tagged
    /// `written` (of `writerModel`) as a variant of the same payload: each variant's object, with
    /// its record's required keys and with all its keys, and the tag beside them.
    private func reads(
        _ writerModel: SchemaModel, _ written: UnionModel, by readerModel: SchemaModel, _ reader: UnionModel,
        readerIsOld: Bool
    ) -> Bool {
        guard written.contentKey == nil else { return false }
        return written.variants.allSatisfy { variant in
            guard let payload = variant.payload, let record = writerModel.records[payload] else { return false }
            let required = Set(record.selectionKeys)
            return [required, required.union(record.fields.map(\.wireKey))].allSatisfy { keys in
                var members = Dictionary(uniqueKeysWithValues: keys.map { ($0, JSONValue.null) })
                members[written.tagKey] = .string(variant.tag)
                guard let selected = readerModel.selectedVariant(of: reader, for: .object(members))?.type else {
                    return false
                }
                return readerIsOld
                    ? types.compatible(selected, .record(payload)) : types.compatible(.record(payload), selected)
            }
        }
    }

    private func payloadChanged(_ variant: VariantModel, _ current: VariantModel, of name: String)
        -> CompatibilityFinding
    {
        let before = variant.type?.schemaText ?? ""
        let after = current.type?.schemaText ?? ""
        return CompatibilityFinding(
            rule: .unionVariantPayloadChanged, subject: "\(name).\(current.name)", severity: .error,
            directions: [.backward, .forward], location: current.location, oldLocation: variant.location,
            message:
                "the type of variant '\(name).\(current.name)' changed from '\(before)' to '\(after)'; each side "
                + "fails to read the other's values of it, or reads them as another variant",
            fix: "keep the type: '\(current.name): \(before)'; or add a variant of another shape for the new type")
    }

    private func removed(_ variant: VariantModel, of newUnion: UnionModel) -> CompatibilityFinding {
        let line = "\(variant.name): \(variant.type?.schemaText ?? "")"
        return CompatibilityFinding(
            rule: .unionVariantRemoved, subject: "\(newUnion.name).\(variant.name)", severity: .warning,
            directions: [.backward], location: newUnion.location, oldLocation: variant.location,
            message:
                "variant '\(variant.name)' was removed from '\(newUnion.name)'; documents that hold its values now "
                + "read as 'unknown', kept whole, or as another variant that takes their shape",
            fix: "keep the variant: '\(line)' while documents may hold it")
    }

    /// The values of one shape read as another variant, or as none, on one side: because a
    /// variant was added that takes them (the fix removes it), or because a record variant's
    /// required keys changed (the finding is at the record, whose baseline the fix restores).
    private func selectionChanged(
        _ before: VariantModel?, _ after: VariantModel?, _ directions: Set<CompatibilityDirection>,
        _ oldUnion: UnionModel, _ newUnion: UnionModel
    ) -> CompatibilityFinding {
        let name = newUnion.name
        func shown(_ variant: VariantModel?) -> String {
            variant.map { "'\($0.name)' (\($0.type?.schemaText ?? ""))" } ?? "no variant ('unknown', kept whole)"
        }
        let message =
            "values of '\(name)' that older versions read as \(shown(before)) now read as \(shown(after)): the "
            + "shape of their JSON selects another variant"
        let accept = "; or accept that these values read as \(shown(after))"
        if let added = after, !oldUnion.variants.contains(where: { $0.name == added.name }) {
            return CompatibilityFinding(
                rule: .unionSelectionChanged, subject: "\(name).\(added.name)", severity: .warning,
                directions: directions, location: added.location, oldLocation: before?.location ?? oldUnion.location,
                message: message + ", the added '\(added.name)'",
                fix: "remove '\(added.name): \(added.type?.schemaText ?? "")'" + accept)
        }
        // The record variant whose required keys changed: the one the values left, else the one
        // that takes them.
        let changed = [before, after].compactMap { $0?.payload }.first { record in
            old.model.records[record]?.selectionKeys != new.model.records[record]?.selectionKeys
        }
        let oldRecord = changed.flatMap { old.model.records[$0] }
        let newRecord = changed.flatMap { new.model.records[$0] }
        let keys = newRecord.map { " (it requires " + Self.keys($0.selectionKeys) + ")" } ?? ""
        return CompatibilityFinding(
            rule: .unionSelectionChanged, subject: "\(name).\((after ?? before)?.name ?? "")", severity: .warning,
            directions: directions, location: newRecord?.location ?? after?.location ?? newUnion.location,
            oldLocation: oldRecord?.location ?? before?.location ?? oldUnion.location,
            message: message + ", as the required keys of '\(changed ?? "")' changed" + keys,
            fix: "keep '\(changed ?? "")' as the baseline declares it" + accept)
    }

    /// `"id", "email"`, or `no key`.
    private static func keys(_ keys: [String]) -> String {
        keys.isEmpty ? "no key" : keys.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
