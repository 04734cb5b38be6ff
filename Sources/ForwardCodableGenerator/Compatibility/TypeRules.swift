/// `TYPE_REMOVED`: a record or enum gone from the current schemas while baseline fields used it.
/// A type renamed (matched to a current type through its holders or its shape) is not gone: it is
/// shown as a safe finding that names both, and judged by the other rules.
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
            let renamed = types.correspondence.current(of: name)
            if !renamed.isEmpty {
                findings.append(
                    CompatibilityFinding(
                        rule: .typeRemoved, subject: name, severity: .safe, directions: [], location: nil,
                        oldLocation: location,
                        message: renamed.count == 1
                            ? "\(kind) '\(name)' was renamed to '\(renamed[0])'; a type's name is not on the wire, "
                                + "and its changes are judged as its own"
                            : "\(kind) '\(name)' was split: the fields that held it now hold "
                                + renamed.map { "'\($0)'" }.joined(separator: " and ")
                                + ", and each is judged against it"
                    ))
                continue
            }
            // A field that now has a type of the same wire shape (`String` for a string enum) still
            // reads; a field removed with the type is no user (its removal is a finding of its own).
            let users = old.users(of: name).filter { user in
                types.correspondence.current(of: user.record.name).contains { record in
                    guard
                        let current = new.model.records[record]?.fields.first(where: {
                            $0.wireKey == user.field.wireKey
                        })
                    else { return false }
                    let (before, after) = (user.field.type.unwrapped, current.type.unwrapped)
                    return !(types.reads(after, documentsOf: before) && types.reads(before, documentsOf: after))
                }
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
            let place = types.correspondence.current(of: first.record.name).first.flatMap { new.model.records[$0] }
            findings.append(
                CompatibilityFinding(
                    rule: .typeRemoved, subject: name, severity: .error, directions: [.backward, .forward],
                    location: place?.location, oldLocation: location,
                    message: "\(kind) '\(name)' was removed while \(fields) used it in the baseline",
                    fix: "keep \(kind) '\(name)' as the baseline declares it while documents may hold it"))
        }
        return findings
    }
}
