import ForwardCodable

/// The positions of a record's future document (and of the records nested in it) that hold a raw
/// value of an enum with a display-only fallback: the generated test checks that the typed view
/// shows `.unsupported(raw)` there, on both codecs, and that setting it to that writes nothing new.
struct DisplayFallbackPositions {
    var model: SampleDocuments

    /// One position: where the raw value sits, the Swift expression of the typed view there, and
    /// the value it must show (`.unsupported("from-a-newer-version")`).
    struct Position: Equatable {
        var path: [DeliberateEdits.JSONPathStep]
        var view: String
        var shown: String

        /// `$0.type == .unsupported("…")`: the view shows the fallback with its raw value.
        var isShown: String { "{ \(view) == \(shown) }" }

        /// `$0.type = .unsupported("…")`: the view set to what it shows.
        var setShown: String { "{ \(view) = \(shown) }" }
    }

    func positions(of record: RecordModel) -> [Position] {
        positions(fields: record.fields, document: model.future(of: record), access: "$0", path: [], depth: 0)
    }

    private func positions(
        fields: [FieldModel], document: JSONValue, access: String, path: [DeliberateEdits.JSONPathStep], depth: Int
    ) -> [Position] {
        fields.filter { $0.deprecation == nil }.flatMap { field -> [Position] in
            guard let current = document[field.wireKey] else { return [] }
            return positions(
                type: field.type, current: current, access: "\(access).\(SwiftName.member(field.name))",
                path: path + [.key(field.wireKey)], depth: depth)
        }
    }

    private func positions(
        type: FieldType, current: JSONValue, access: String, path: [DeliberateEdits.JSONPathStep], depth: Int
    ) -> [Position] {
        switch type {
        case .enumeration(let name):
            guard let shown = shown(name, current) else { return [] }
            return [Position(path: path, view: access, shown: shown)]
        case .optional(.enumeration(let name)):
            // The typed view is optional itself: it compares with, and takes, the case.
            return positions(type: .enumeration(name), current: current, access: access, path: path, depth: depth)
        case .optional(let wrapped):
            return positions(type: wrapped, current: current, access: access + "?", path: path, depth: depth)
        case .array(let element):
            guard case .array(let elements) = current, let first = elements.first,
                element.namedType.map({ model.model.records[$0] == nil || depth < SampleDocuments.collectionDepth })
                    ?? false
            else { return [] }
            return positions(
                type: element, current: first, access: "\(access)[0]", path: path + [.index(0)], depth: depth + 1)
        case .dictionary(let element):
            let key = SampleDocuments.dictionaryKey
            guard case .object(let members) = current, let entry = members[key],
                element.namedType.map({ model.model.records[$0] == nil || depth < SampleDocuments.collectionDepth })
                    ?? false
            else { return [] }
            // A dictionary view's subscript is optional, as `Dictionary`'s is.
            return positions(
                type: .optional(element), current: entry, access: "\(access)[\(SwiftLiterals.string(key))]",
                path: path + [.key(key)], depth: depth + 1)
        case .record(let name):
            guard depth < SampleDocuments.collectionDepth, let nested = model.model.records[name] else { return [] }
            return positions(fields: nested.fields, document: current, access: access, path: path, depth: depth + 1)
        default:
            return []
        }
    }

    /// `.unsupported("raw")` for the raw value `current` of the enum `name`, when its fallback is
    /// display-only and it does not know the value.
    private func shown(_ name: String, _ current: JSONValue) -> String? {
        guard let enumeration = model.model.enums[name], enumeration.isDisplayFallback else { return nil }
        switch current {
        case .string(let raw) where enumeration.rawValue(ofRaw: raw) == nil:
            return ".\(SwiftName.member(enumeration.fallback))(\(SwiftLiterals.string(raw)))"
        case .int(let raw) where enumeration.rawValue(ofRaw: String(raw)) == nil:
            return ".\(SwiftName.member(enumeration.fallback))(\(raw))"
        default:
            return nil
        }
    }
}

extension EnumModel {
    /// `raw` when a case has it as its raw value, else `nil`.
    func rawValue(ofRaw raw: String) -> String? {
        cases.contains { $0.rawValue == raw } ? raw : nil
    }
}
