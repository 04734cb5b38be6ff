/// `TYPE_REMOVED`: a record or enum gone from the current schemas while baseline fields used it.
struct TypeRules {
    var old: CompatibilitySide
    var new: CompatibilitySide
    var types: TypeCompatibility

    func findings() -> [CompatibilityFinding] {
        let oldTypes =
            old.model.records.values.map { ($0.name, $0.location, "record") }
            + old.model.enums.values.map { ($0.name, $0.location, "enum") }
        var findings: [CompatibilityFinding] = []
        for (name, location, kind) in oldTypes.sorted(by: { $0.0 < $1.0 }) {
            guard new.model.records[name] == nil, new.model.enums[name] == nil else { continue }
            // A field that now has a type of the same wire shape (a renamed type, or `String` for a
            // string enum) still reads; a field removed with the type is no user (its removal is
            // a finding of its own).
            let users = old.users(of: name).filter { user in
                let now = new.model.records[user.record.name]?.fields.first { $0.wireKey == user.field.wireKey }
                return now.map { current in
                    let (before, after) = (user.field.type.unwrapped, current.type.unwrapped)
                    return !(types.reads(after, documentsOf: before) && types.reads(before, documentsOf: after))
                } ?? false
            }
            guard let first = users.first else {
                findings.append(
                    CompatibilityFinding(
                        rule: .typeRemoved, subject: name, severity: .safe, directions: [], location: nil,
                        oldLocation: location,
                        message: "\(kind) '\(name)' was removed; no field reads it any more"))
                continue
            }
            let fields = users.map { "'\($0.record.name).\($0.field.name)'" }.joined(separator: ", ")
            findings.append(
                CompatibilityFinding(
                    rule: .typeRemoved, subject: name, severity: .error, directions: [.backward, .forward],
                    location: new.model.records[first.record.name]?.location, oldLocation: location,
                    message: "\(kind) '\(name)' was removed while \(fields) used it in the baseline",
                    fix: "keep \(kind) '\(name)' as the baseline declares it while documents may hold it"))
        }
        return findings
    }
}
