/// Declares the unions ``planUnion(_:pointer:)`` plans: tagged by a property that is a `const` in
/// every option, or untagged, each variant a record, a scalar or a list. An "expandable" field,
/// an ID or the object it names (`anyOf: [{"type": "string"}, {"$ref": "…/Customer"}]`), is the
/// untagged union `CustomerRef { id: String  customer: Customer }`, declared once for every
/// field that has it.
extension JSONSchemaImport {
    /// Declares the union `plan` describes, named `name` (a hint for one a field declares);
    /// returns the name it has, an equal union's when one was declared already.
    mutating func plannedUnion(_ plan: UnionPlan, node: LocatedJSON, pointer: String, name: String, inline: Bool)
        -> String
    {
        if let key = plan.integerTag {
            report(
                .warning, node[plan.keyword] ?? node, JSONPointer.appending(pointer, plan.keyword),
                "the options are told apart by '\(key)', an integer, and a union's tag is a string: read as an "
                    + "untagged union, chosen by the keys each option requires; each record keeps its '\(key)'")
        }
        if let tagKey = plan.tagKey {
            return taggedUnion(plan, tagKey: tagKey, node: node, pointer: pointer, name: name, inline: inline)
        }
        let expandable = Self.expandablePayload(plan, declared: declared)
        let unionName = inline ? expandable.map { $0 + "Ref" } ?? name : name
        var variants: [ImportedVariant] = []
        var names: Set<String> = []
        for (offset, option) in plan.options.enumerated() {
            let type = variantType(option, offset: offset, unionName: unionName)
            let variantName: String
            switch option.kind {
            case .record: variantName = type
            case .string: variantName = expandable != nil ? "id" : "string"
            case .integer: variantName = "int"
            case .number: variantName = "double"
            case .boolean: variantName = "bool"
            case .list: variantName = String(type.filter { $0.isLetter || $0.isNumber }) + "s"
            }
            variants.append(
                ImportedVariant(
                    name: ImportNames.unique(
                        ImportNames.memberName(variantName, reserved: Names.unionMembers), in: &names),
                    tag: nil, payload: type, docs: Self.docs(option.node)))
        }
        if inline, let equal = schema.unions.first(where: { $0.tagKey == nil && $0.variants == variants }) {
            return equal.name
        }
        let declaredName =
            inline ? ImportNames.unique(ImportNames.declarationName(unionName, kind: .union), in: &taken) : name
        schema.unions.append(
            ImportedUnion(name: declaredName, source: pointer, docs: Self.docs(node), tagKey: nil, variants: variants))
        return declaredName
    }

    /// The record of an expandable field: the one record of a union of it and a string.
    private static func expandablePayload(_ plan: UnionPlan, declared: [String: String]) -> String? {
        guard plan.options.count == 2, plan.options.contains(where: { $0.kind == .string }),
            let record = plan.options.first(where: { if case .record = $0.kind { true } else { false } }),
            let reference = record.reference
        else { return nil }
        return declared[reference]
    }

    /// The type of an untagged union's variant: a record (declared here when the option is an
    /// object written in place), a scalar, or a list of what the items read as.
    private mutating func variantType(_ option: PlannedOption, offset: Int, unionName: String) -> String {
        switch option.kind {
        case .record:
            if let reference = option.reference, let name = declared[reference] { return name }
            if let name = declared[option.targetPointer] { return name }
            let hint = unionName + ImportNames.typeName(option.target["title"]?.string ?? "Option\(offset + 1)")
            let name = ImportNames.unique(ImportNames.declarationName(hint, kind: .record), in: &taken)
            record(option.target, pointer: option.targetPointer, name: name)
            return name
        case .string: return "String"
        case .integer: return "Int"
        case .number: return "Double"
        case .boolean: return "Bool"
        case .list:
            let element = fieldType(
                option.target["items"]!, pointer: JSONPointer.appending(option.targetPointer, "items"),
                hint: unionName + "Item")
            return "[\(element.type)\(element.nullable ? "?" : "")]"
        }
    }

    /// Declares an internally tagged union: each option a record without its tag property, each
    /// tag the option's `const`.
    private mutating func taggedUnion(
        _ plan: UnionPlan, tagKey: String, node: LocatedJSON, pointer: String, name: String, inline: Bool
    ) -> String {
        let unionName = inline ? ImportNames.unique(ImportNames.declarationName(name, kind: .union), in: &taken) : name
        var variants: [ImportedVariant] = []
        var names: Set<String> = []
        for option in plan.options {
            let tag = option.tag!
            let payload: String
            if let reference = option.reference, let name = declared[reference] {
                payload = name
                removeTag(tagKey, fromRecordAt: reference)
            } else if let name = declared[option.targetPointer] {
                payload = name
                removeTag(tagKey, fromRecordAt: option.targetPointer)
            } else {
                tagProperties[option.targetPointer, default: []].insert(tagKey)
                let hint = unionName + ImportNames.typeName(option.target["title"]?.string ?? tag)
                payload = ImportNames.unique(ImportNames.declarationName(hint, kind: .record), in: &taken)
                record(option.target, pointer: option.targetPointer, name: payload)
            }
            variants.append(
                ImportedVariant(
                    name: ImportNames.unique(ImportNames.memberName(tag, reserved: Names.unionMembers), in: &names),
                    tag: tag, payload: payload))
        }
        schema.unions.append(
            ImportedUnion(name: unionName, source: pointer, docs: Self.docs(node), tagKey: tagKey, variants: variants))
        return unionName
    }
}
