extension Resolver {
    /// A struct cannot contain itself, directly or through other records, except through an
    /// array or a dictionary (which store their elements out of line). Reports each record that
    /// does, at the field that closes the cycle.
    mutating func checkInlineRecursion(in records: [String: RecordModel]) {
        for name in records.keys.sorted() {
            guard let record = records[name] else { continue }
            for field in record.fields {
                guard let target = Self.inlineRecord(in: field.type) else { continue }
                if let path = Self.inlinePath(from: target, to: name, in: records, visited: []) {
                    let cycle = ([name] + path).joined(separator: " -> ")
                    diagnostics.error(
                        "record '\(name)' contains itself through '\(field.name)' (\(cycle)); a record can contain itself "
                            + "only through an array or a dictionary, such as [\(target)]",
                        at: field.location
                    )
                }
            }
        }
    }

    /// The record stored inline by a field of this type: `R` or `R?`, not `[R]`.
    private static func inlineRecord(in type: FieldType) -> String? {
        switch type {
        case .record(let name): name
        case .optional(let wrapped): inlineRecord(in: wrapped)
        default: nil
        }
    }

    private static func inlinePath(
        from current: String,
        to target: String,
        in records: [String: RecordModel],
        visited: Set<String>
    ) -> [String]? {
        if current == target { return [current] }
        guard !visited.contains(current), let record = records[current] else { return nil }
        for field in record.fields {
            guard let next = inlineRecord(in: field.type) else { continue }
            if let path = inlinePath(from: next, to: target, in: records, visited: visited.union([current])) {
                return [current] + path
            }
        }
        return nil
    }
}
