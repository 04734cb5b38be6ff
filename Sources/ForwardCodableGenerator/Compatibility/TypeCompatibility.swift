/// Whether a field type of the baseline and one of the current schemas mean the same on the
/// wire. Records, enums and unions are matched by the correspondence (a renamed type is its old
/// self, and the rules judge its changes as the type's own); others with the same wire shape are
/// the same type to a reader. Recursive types compare coinductively: a pair of records (or unions)
/// already being compared is assumed to match, so a renamed `Node { children: [Node] }` matches at
/// any depth.
struct TypeCompatibility {
    var old: SchemaModel
    var new: SchemaModel
    /// Which current type each baseline type is now; without one, each is itself by name.
    var correspondence = TypeCorrespondence.none
    var oldWire: WireText { WireText(model: old, correspondence: correspondence) }
    var newWire: WireText { WireText(model: new) }

    func compatible(_ oldType: FieldType, _ newType: FieldType) -> Bool {
        compatible(oldType, newType, assuming: [])
    }

    /// A pair of named types whose comparison is in progress: `record Node` against `record Tree`.
    private struct Pair: Hashable {
        var kind: String
        var old: String
        var new: String
    }

    /// `T` became `[T]`, or the reverse.
    func isCardinalityChange(_ oldType: FieldType, _ newType: FieldType) -> Bool {
        if case .array(let element) = newType, compatible(oldType, element.unwrapped) { return true }
        if case .array(let element) = oldType, compatible(element.unwrapped, newType) { return true }
        return false
    }

    private func compatible(_ oldType: FieldType, _ newType: FieldType, assuming: Set<Pair>) -> Bool {
        switch (oldType, newType) {
        case (.array(let a), .array(let b)), (.dictionary(let a), .dictionary(let b)),
            (.optional(let a), .optional(let b)):
            return compatible(a, b, assuming: assuming)
        case (.record(let a), .record(let b)):
            let pair = Pair(kind: "record", old: a, new: b)
            if correspondence.corresponds(a, b) || assuming.contains(pair) { return true }
            return sameShape(old.records[a], new.records[b], assuming: assuming.union([pair]))
        case (.enumeration(let a), .enumeration(let b)):
            if correspondence.corresponds(a, b) { return true }
            guard let oldEnum = old.enums[a], let newEnum = new.enums[b] else { return false }
            return oldEnum.rawType == newEnum.rawType
                && Set(oldEnum.cases.map(\.rawValue)) == Set(newEnum.cases.map(\.rawValue))
        case (.union(let a), .union(let b)):
            let pair = Pair(kind: "union", old: a, new: b)
            if correspondence.corresponds(a, b) || assuming.contains(pair) { return true }
            return sameShape(union: old.unions[a], new.unions[b], assuming: assuming.union([pair]))
        default:
            return oldType == newType
        }
    }

    /// Two unions with different names but the same tag key, content key and variants: each
    /// tag with a payload of the same shape, or none on both sides.
    private func sameShape(union a: UnionModel?, _ b: UnionModel?, assuming: Set<Pair>) -> Bool {
        guard let a, let b, a.isUntagged == b.isUntagged, a.tagKey == b.tagKey, a.contentKey == b.contentKey,
            a.variants.count == b.variants.count
        else { return false }
        return a.variants.allSatisfy { variant in
            guard let other = b.variants.first(where: { $0.tag == variant.tag }) else { return false }
            // An untagged union's variants are their types.
            if let x = variant.type, let y = other.type { return compatible(x, y, assuming: assuming) }
            switch (variant.payload, other.payload) {
            case (nil, nil): return true
            case (let x?, let y?): return compatible(.record(x), .record(y), assuming: assuming)
            default: return false
            }
        }
    }

    /// Two records with different names but the same keys, types and presence.
    private func sameShape(_ a: RecordModel?, _ b: RecordModel?, assuming: Set<Pair>) -> Bool {
        guard let a, let b, a.fields.count == b.fields.count, (a.versioning == nil) == (b.versioning == nil) else {
            return false
        }
        return a.fields.allSatisfy { field in
            b.fields.contains {
                $0.wireKey == field.wireKey && $0.isRequired == field.isRequired
                    && compatible(field.type, $0.type, assuming: assuming)
            }
        }
    }
}
