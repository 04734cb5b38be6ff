/// Where a finding about something that exists only in the baseline (a removed type) is shown:
/// at the nearest place of the same file in the current schemas, so that a pull-request
/// annotation lands on a file of the pull request, never on the baseline's copy.
struct NearestPlace {
    /// Each file's declarations on each side, by line.
    private var oldDeclarations: [String: [(line: Int, name: String)]] = [:]
    private var newLocations: [String: SourceLocation] = [:]
    private var firstInFile: [String: SourceLocation] = [:]

    init(old: SchemaModel, new: SchemaModel) {
        for (name, location) in Self.declarations(old) {
            oldDeclarations[location.file, default: []].append((location.line, name))
        }
        for file in oldDeclarations.keys { oldDeclarations[file]?.sort { $0.line < $1.line } }
        for (name, location) in Self.declarations(new) {
            newLocations[name] = location
            if firstInFile[location.file].map({ location.line < $0.line }) ?? true {
                firstInFile[location.file] = location
            }
        }
    }

    /// The current location of the last declaration before `oldLocation` in its file that the
    /// current file still holds; else the file's first declaration; `nil` when the file is gone.
    func place(of oldLocation: SourceLocation) -> SourceLocation? {
        let before = (oldDeclarations[oldLocation.file] ?? []).filter { $0.line < oldLocation.line }
        for declaration in before.reversed() {
            if let location = newLocations[declaration.name], location.file == oldLocation.file { return location }
        }
        return firstInFile[oldLocation.file]
    }

    /// `finding`, placed in the current schemas when it has no current location.
    func placed(_ finding: CompatibilityFinding) -> CompatibilityFinding {
        guard finding.location == nil, let old = finding.oldLocation else { return finding }
        var placed = finding
        placed.location = place(of: old)
        return placed
    }

    private static func declarations(_ model: SchemaModel) -> [(String, SourceLocation)] {
        model.records.values.map { ($0.name, $0.location) } + model.enums.values.map { ($0.name, $0.location) }
            + model.unions.values.map { ($0.name, $0.location) }
    }
}
