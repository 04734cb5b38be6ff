import SeededRandom

/// Applies a ``PropertyMutation`` to a pair whose sides both hold the base schema: the record
/// `P<n>Item` is the first record of the one file, the enum and the union the only ones.
struct PropertyMutationEditor {
    var pair: PropertyPair
    var random: SeededGenerator

    private var item: FuzzRecord { pair.old.files[0].records[0] }
    private var modeEnum: FuzzEnum { pair.old.files[0].enums[0] }

    /// Field positions of the base: required, optional, defaulted, list.
    private let required = 0, optional = 1, defaulted = 2, list = 3

    mutating func apply() {
        let fields = item.fields
        let name = { (position: Int) in fields[position].name }
        switch pair.mutation {
        case .addOptionalField: addField(.optional(random.pick(PropertyBaseBuilder.scalars)), defaulted: false)
        case .addDefaultedField:
            addField(random.pick(PropertyBaseBuilder.scalars.filter(\.acceptsDefault)), defaulted: true)
        case .addRequiredField: addField(random.pick(PropertyBaseBuilder.scalars), defaulted: false)
        case .removeOptionalField: removeField(optional)
        case .removeDefaultedField: removeField(defaulted)
        case .removeRequiredField: removeField(required)
        case .changeKey:
            let position = random.pick([required, optional, defaulted, list])
            edit(new: true) {
                $0.fields[position].wireKey += "_v2"; $0.fields[position].hasCustomKey = true
            }
            pair.detail = "@key of '\(name(position))'"
        case .renameField:
            let position = random.pick([required, optional, defaulted, list])
            let old = name(position)
            edit(new: true) {
                $0.fields[position].name = old + "V2"; $0.fields[position].wireKey = old + "V2"
            }
            pair.renames = [old: old + "V2"]
            pair.detail = "'\(old)' -> '\(old)V2'"
        case .widenNumber, .narrowNumber:
            let (narrow, wide) = random.pick(PropertyMutation.numberPairs)
            let widen = pair.mutation == .widenNumber
            retype(from: widen ? narrow : wide, to: widen ? wide : narrow)
        case .changeScalarType:
            let (from, to) = random.pick(PropertyMutation.scalarPairs)
            retype(from: from, to: to)
        case .scalarToEnum, .enumToScalar:
            let scalar: FuzzType = modeEnum.isInt ? .int : .string
            let enumeration = FuzzType.enumeration(modeEnum.name)
            let toEnum = pair.mutation == .scalarToEnum
            retype(
                from: toEnum ? scalar : enumeration, to: toEnum ? enumeration : scalar, positions: [required, optional])
        case .singleToList:
            let type = item.fields[required].type
            retypeField(required, from: type, to: .array(type))
        case .listToSingle:
            guard case .array(let element) = item.fields[list].type else { preconditionFailure("no list") }
            retypeField(list, from: .array(element), to: element)
        case .makeOptional:
            retypeField(required, from: item.fields[required].type, to: .optional(item.fields[required].type))
        case .makeRequired:
            guard case .optional(let wrapped) = item.fields[optional].type else { preconditionFailure("not optional") }
            retypeField(optional, from: .optional(wrapped), to: wrapped)
        case .addDefault:
            if !item.fields[required].type.acceptsDefault { edit(new: false) { $0.fields[0].type = .int } }
            let text = literal(item.fields[required].type)
            edit(new: true) { $0.fields[0].defaultText = text }
            pair.detail = "'\(name(required))' = \(text)"
        case .removeDefault:
            edit(new: true) { $0.fields[2].defaultText = nil }
            pair.detail = "'\(name(defaulted))'"
        case .changeDefault:
            let before = item.fields[defaulted].defaultText
            var after = literal(item.fields[defaulted].type)
            for _ in 0..<10 where after == before { after = literal(item.fields[defaulted].type) }
            edit(new: true) { $0.fields[2].defaultText = after }
            pair.detail = "'\(name(defaulted))' = \(before ?? "") -> \(after)"
        case .optionalElements, .requiredElements:
            guard case .array(let element) = item.fields[list].type else { preconditionFailure("no list") }
            let toOptional = pair.mutation == .optionalElements
            retypeField(
                list, from: .array(toOptional ? element : .optional(element)),
                to: .array(toOptional ? .optional(element) : element))
        case .addEnumCase, .removeEnumCase, .changeRawValue, .changeFallback, .changeEnumRawType:
            var enumEditor = PropertyEnumEditor(random: random.split())
            let (old, new, detail) = enumEditor.apply(pair.mutation, to: modeEnum)
            pair.old.files[0].enums[0] = old
            pair.new.files[0].enums[0] = new
            pair.detail = detail
        case .addVariant, .removeVariant, .changeVariantTag, .changeTagKey, .changeContentKey, .changePayload:
            var unionEditor = PropertyUnionEditor(random: random.split())
            unionEditor.apply(pair.mutation, to: &pair.new.files[0])
            pair.detail = unionEditor.detail
        case .renameRecord, .renameEnum, .renameUnion, .swapRecordNames, .reuseEnumName:
            var renameEditor = PropertyRenameEditor(random: random.split())
            renameEditor.apply(pair.mutation, to: &pair.new.files[0])
            pair.detail = renameEditor.detail
        }
    }

    /// Edits the item on the new side only, or on both.
    private mutating func edit(new only: Bool, _ change: (inout FuzzRecord) -> Void) {
        change(&pair.new.files[0].records[0])
        if !only { change(&pair.old.files[0].records[0]) }
    }

    private mutating func literal(_ type: FuzzType) -> String {
        var literals = FuzzLiterals(random: random.split(), enums: [modeEnum])
        return literals.literal(for: type)
    }

    private mutating func addField(_ type: FuzzType, defaulted: Bool) {
        let text = defaulted ? literal(type) : nil
        edit(new: true) { $0.fields.append(FuzzField(name: "added", wireKey: "added", type: type, defaultText: text)) }
        pair.detail = "added: \(type.schemaText)" + (text.map { " = \($0)" } ?? "")
    }

    private mutating func removeField(_ position: Int) {
        pair.detail = "'\(item.fields[position].name)': \(item.fields[position].type.schemaText)"
        edit(new: true) { $0.fields.remove(at: position) }
    }

    /// Gives a field of the given positions (required, optional or list, keeping its wrapper)
    /// the type `from` on the old side and `to` on the new one.
    private mutating func retype(from: FuzzType, to: FuzzType, positions: [Int]? = nil) {
        let position = random.pick(positions ?? [required, optional, list])
        let current = item.fields[position].type
        let wrap = { (type: FuzzType) -> FuzzType in
            switch current {
            case .optional: .optional(type)
            case .array: .array(type)
            default: type
            }
        }
        retypeField(position, from: wrap(from), to: wrap(to))
    }

    private mutating func retypeField(_ position: Int, from: FuzzType, to: FuzzType) {
        pair.old.files[0].records[0].fields[position].type = from
        pair.new.files[0].records[0].fields[position].type = to
        pair.detail = "'\(item.fields[position].name)': \(from.schemaText) -> \(to.schemaText)"
    }
}
