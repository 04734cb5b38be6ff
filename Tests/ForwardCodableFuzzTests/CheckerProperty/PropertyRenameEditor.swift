import SeededRandom

/// The renamed-and-changed mutations of the checker's property test, applied to the new side of
/// the base schema: a type renamed and changed in one step, which the checker matches to its old
/// self through the field or variant that holds it. Names are not on the wire, so what the
/// generated code does with documents depends only on the change that comes with the rename.
struct PropertyRenameEditor {
    var random: SeededGenerator
    /// What changed, for messages.
    var detail = ""

    mutating func apply(_ mutation: PropertyMutation, to file: inout FuzzSchemaFile) {
        let item = file.records[0].name
        let prefix = String(item.dropLast("Item".count))
        let (mode, shape, box, pin) = (prefix + "Mode", prefix + "Shape", prefix + "Box", prefix + "Pin")
        switch mutation {
        case .renameRecord:
            // The payload of the union's `box` variant, reached through the union.
            let crate = prefix + "Crate"
            Self.rename([box: crate], in: &file)
            let required = random.chance(0.5)
            let index = file.records.firstIndex { $0.name == crate }!
            file.records[index].fields.append(
                FuzzField(name: "depth", wireKey: "depth", type: required ? .int : .optional(.int)))
            detail = "\(box) -> \(crate), added depth: Int\(required ? "" : "?")"
        case .renameEnum:
            let tone = prefix + "Tone"
            Self.rename([mode: tone], in: &file)
            let isInt = file.enums[0].isInt
            file.enums[0].cases.append(
                FuzzCase(name: "added", rawValue: isInt ? "77" : "added", hasExplicitRawValue: isInt))
            detail = "\(mode) -> \(tone), case added"
        case .renameUnion:
            let form = prefix + "Form"
            Self.rename([shape: form], in: &file)
            // An untagged union's variant has a type: one of a shape no other variant takes.
            let untagged = file.unions[0].isUntagged
            file.unions[0].variants.append(
                FuzzUnion.Variant(name: "dot", tag: "dot", payload: nil, type: untagged ? .bool : nil))
            detail = "\(shape) -> \(form), variant dot\(untagged ? ": Bool" : "")"
        case .swapRecordNames:
            Self.rename([box: pin, pin: box], in: &file)
            detail = "\(box) <-> \(pin)"
        case .reuseEnumName:
            // The field `mode` keeps the old enum under its new name; the old name declares a new
            // enum, which a new optional field holds.
            let tone = prefix + "Tone"
            Self.rename([mode: tone], in: &file)
            file.enums.append(
                FuzzEnum(
                    name: mode,
                    cases: ["alpha", "omega"].map { FuzzCase(name: $0, rawValue: $0, hasExplicitRawValue: false) },
                    fallback: "alpha"))
            file.records[0].fields.append(
                FuzzField(name: "theme", wireKey: "theme", type: .optional(.enumeration(mode))))
            detail = "\(mode) -> \(tone), new \(mode) { alpha, omega } in theme"
        default:
            preconditionFailure("\(mutation) is no rename mutation")
        }
    }

    /// Renames records, enums and unions in `file` at once, declarations and uses alike, by
    /// `names` (old to new): `[Box: Pin, Pin: Box]` swaps two names.
    static func rename(_ names: [String: String], in file: inout FuzzSchemaFile) {
        let renamed = { (name: String) in names[name] ?? name }
        for index in file.records.indices {
            file.records[index].name = renamed(file.records[index].name)
            for position in file.records[index].fields.indices {
                file.records[index].fields[position].type = rename(names, in: file.records[index].fields[position].type)
            }
        }
        for index in file.enums.indices { file.enums[index].name = renamed(file.enums[index].name) }
        for index in file.unions.indices {
            file.unions[index].name = renamed(file.unions[index].name)
            for position in file.unions[index].variants.indices {
                file.unions[index].variants[position].payload = file.unions[index].variants[position].payload.map(
                    renamed)
                // An untagged union's variant names its type, not a payload.
                file.unions[index].variants[position].type = file.unions[index].variants[position].type.map {
                    rename(names, in: $0)
                }
            }
            file.unions[index].candidates = file.unions[index].candidates.map(renamed)
        }
    }

    private static func rename(_ names: [String: String], in type: FuzzType) -> FuzzType {
        switch type {
        case .record(let name): .record(names[name] ?? name)
        case .enumeration(let name): .enumeration(names[name] ?? name)
        case .union(let name): .union(names[name] ?? name)
        case .array(let element): .array(rename(names, in: element))
        case .dictionary(let value): .dictionary(rename(names, in: value))
        case .optional(let wrapped): .optional(rename(names, in: wrapped))
        default: type
        }
    }
}
