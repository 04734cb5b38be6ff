/// What a `oneOf`/`anyOf` without a `discriminator` can be, decided before anything is declared:
///
/// - an internally tagged union, when every option is an object with a property of the same name
///   whose schema is a `const` (or an `enum` of one value) of a string, each a different value;
/// - otherwise an untagged union, when the options are shapes the untagged selection rule tells
///   apart: at most one string, one Boolean, one integer, one other number and one list, and
///   objects that each require a different set of keys;
/// - otherwise nothing the language can say: the field reads any JSON, and the refusal says why.
extension JSONSchemaImport {
    /// The JSON kind of a union option, as the untagged selection rule sees it.
    enum VariantKind: Equatable {
        /// An object: the keys a document must have to read as the record.
        case record(requiredKeys: Set<String>)
        case string, integer, number, boolean, list

        var description: String {
            switch self {
            case .record: "an object"
            case .string: "a string"
            case .integer: "an integer"
            case .number: "a number"
            case .boolean: "a Boolean"
            case .list: "an array"
            }
        }
    }

    /// One option of a planned union.
    struct PlannedOption {
        /// The option as written, and its pointer (`…/oneOf/1`).
        var node: LocatedJSON
        var pointer: String
        /// The option's reference, when it is one.
        var reference: String?
        /// What the option stands for once references are followed.
        var target: LocatedJSON
        var targetPointer: String
        var kind: VariantKind
        /// Its tag, for a tagged union.
        var tag: String?
    }

    /// A union the options of a `oneOf`/`anyOf` make.
    struct UnionPlan {
        /// The tag's key for a tagged union; `nil` for an untagged one.
        var tagKey: String?
        var keyword: String
        var options: [PlannedOption]
        /// Whether one option is `null`.
        var nullable: Bool
        /// The key of a tag the options give as integers, which a union tag cannot be (tags are
        /// strings): the union is untagged instead, and the records keep the property.
        var integerTag: String?
    }

    /// Why the options cannot be one union, at the place that shows it.
    struct UnionRefusal: Error {
        var node: LocatedJSON
        var pointer: String
        var reason: String
    }

    /// The union the `oneOf`/`anyOf` of `node` makes, when it has two options or more besides
    /// `null`; `nil` when it is not such a node.
    func planUnion(_ node: LocatedJSON, pointer: String) -> Result<UnionPlan, UnionRefusal>? {
        guard node["discriminator"] == nil, constEnumValues(node, pointer: pointer) == nil,
            let keyword = ["oneOf", "anyOf"].first(where: { node[$0] != nil })
        else { return nil }
        let written = node[keyword]!.elements
        var options: [PlannedOption] = []
        var nullable = false
        for (offset, option) in written.enumerated() {
            let optionPointer = JSONPointer.appending(JSONPointer.appending(pointer, keyword), String(offset))
            guard let (target, targetPointer) = target(of: option, pointer: optionPointer) else {
                return .failure(
                    UnionRefusal(node: option, pointer: optionPointer, reason: "the reference does not resolve"))
            }
            if target["type"]?.string == "null" {
                nullable = true
                continue
            }
            guard let kind = variantKind(target, pointer: targetPointer) else {
                return .failure(
                    UnionRefusal(
                        node: option, pointer: optionPointer,
                        reason: "option \(offset) is not a record, a string, a number, a Boolean or a list"))
            }
            options.append(
                PlannedOption(
                    node: option, pointer: optionPointer, reference: option["$ref"]?.string, target: target,
                    targetPointer: targetPointer, kind: kind))
        }
        guard options.count > 1 else { return nil }
        var plan = UnionPlan(tagKey: nil, keyword: keyword, options: options, nullable: nullable)
        if let (key, tags, integers) = implicitTag(options) {
            if integers {
                plan.integerTag = key
            } else {
                plan.tagKey = key
                for index in plan.options.indices { plan.options[index].tag = tags[index] }
                return .success(plan)
            }
        }
        if var refusal = indistinguishable(options, keyword: keyword, pointer: pointer, node: node) {
            if let key = plan.integerTag {
                refusal.reason += "; '\(key)' tells them apart, but as an integer, and a union's tag is a string"
            }
            return .failure(refusal)
        }
        return .success(plan)
    }

    /// The untagged union a type list of several types makes (`"type": ["string", "integer"]`),
    /// each type a variant; `nil` when a type cannot be one (an object, or an array whose items
    /// need a format).
    func planTypeList(_ node: LocatedJSON, pointer: String) -> UnionPlan? {
        let types = node["type"]?.elements ?? []
        var options: [PlannedOption] = []
        for (offset, type) in types.enumerated() where type.string != "null" {
            var single = node
            if case .object(var members) = node.value, let index = members.firstIndex(where: { $0.key == "type" }) {
                members[index].value = type
                single.value = .object(members)
            }
            guard let kind = variantKind(single, pointer: pointer) else { return nil }
            if case .record = kind { return nil }
            options.append(
                PlannedOption(
                    node: type, pointer: JSONPointer.appending(JSONPointer.appending(pointer, "type"), String(offset)),
                    reference: nil, target: single, targetPointer: pointer, kind: kind))
        }
        guard options.count > 1, Set(options.map(\.kind.description)).count == options.count else { return nil }
        return UnionPlan(
            tagKey: nil, keyword: "type", options: options, nullable: types.contains { $0.string == "null" })
    }

    /// The kind of an option, `nil` for what no union variant can be (a map, a nested union,
    /// any value).
    private func variantKind(_ node: LocatedJSON, pointer: String) -> VariantKind? {
        if let values = constEnumValues(node, pointer: pointer)?.values.map(\.raw) ?? node["enum"]?.elements {
            let kept = values.filter { $0.value != .null }
            if !kept.isEmpty, kept.allSatisfy({ $0.string != nil }) { return .string }
            if !kept.isEmpty,
                kept.allSatisfy({ if case .number(let text) = $0.value { Int(text) != nil } else { false } })
            {
                return .integer
            }
            return nil
        }
        if Self.isRecordSchema(node) { return .record(requiredKeys: wireRequiredKeys(of: node, pointer: pointer)) }
        var type = node["type"]?.string
        if let list = node["type"]?.elements, !list.isEmpty {
            let others = list.compactMap(\.string).filter { $0 != "null" }
            type = others.count == 1 ? others[0] : nil
        }
        if type == nil, let value = node["const"] {
            type = value.string != nil ? "string" : nil
        }
        switch type {
        case "string": return .string
        case "integer": return .integer
        case "number": return .number
        case "boolean": return .boolean
        case "array":
            // A list variant has no place for its elements' format.
            guard let items = node["items"], let (element, _) = target(of: items, pointer: pointer),
                !Self.needsFormat(element)
            else { return nil }
            return .list
        default: return nil
        }
    }

    /// Whether a string schema reads through a `@format`, which a union variant cannot carry.
    private static func needsFormat(_ node: LocatedJSON) -> Bool {
        node["type"]?.string == "string" && ["date-time", "int64", "int32", "decimal"].contains(node["format"]?.string)
    }

    /// The property every option has as a `const` of different values: its key, each option's
    /// value, and whether the values are integers; `nil` when there is none.
    private func implicitTag(_ options: [PlannedOption]) -> (String, [String], Bool)? {
        guard options.allSatisfy({ if case .record = $0.kind { true } else { false } }) else { return nil }
        let properties = options.map { option in
            collectProperties(of: option.target, pointer: option.targetPointer).properties
        }
        for candidate in properties[0] {
            var values: [String] = []
            var integers = 0
            for list in properties {
                guard let property = list.first(where: { $0.key == candidate.key }),
                    let value = Self.constValue(property.node)
                        ?? target(of: property.node, pointer: property.pointer).flatMap({ Self.constValue($0.node) })
                else { break }
                switch value.value {
                case .string(let text): values.append(text)
                case .number(let text) where Int(text) != nil:
                    values.append(text)
                    integers += 1
                default: break
                }
            }
            guard values.count == options.count, Set(values).count == values.count,
                integers == 0 || integers == values.count
            else { continue }
            return (candidate.key, values, integers > 0)
        }
        return nil
    }

    /// Why the untagged selection rule cannot tell the options apart, or `nil` when it can: two
    /// options of one JSON kind (an integer and a number may be both), or two objects that
    /// require the same keys.
    private func indistinguishable(_ options: [PlannedOption], keyword: String, pointer: String, node: LocatedJSON)
        -> UnionRefusal?
    {
        for (index, option) in options.enumerated() {
            for earlier in options[..<index] {
                switch (earlier.kind, option.kind) {
                case (.record(let first), .record(let second)) where first == second:
                    let keys = first.isEmpty ? "no key" : "the same keys (\(first.sorted().joined(separator: ", ")))"
                    return UnionRefusal(
                        node: option.node, pointer: option.pointer,
                        reason: "\(earlier.pointer.dropFirst(pointer.count + 1)) and "
                            + "\(option.pointer.dropFirst(pointer.count + 1)) are objects that require \(keys)")
                case (.record, .record): continue
                case (let first, let second) where first == second:
                    return UnionRefusal(
                        node: option.node, pointer: option.pointer,
                        reason: "\(earlier.pointer.dropFirst(pointer.count + 1)) and "
                            + "\(option.pointer.dropFirst(pointer.count + 1)) are both \(first.description)")
                default: continue
                }
            }
        }
        return nil
    }
}
