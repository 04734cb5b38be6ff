import Testing

@testable import ForwardCodableGenerator

/// The worked example of "How old shapes are derived" in `Internals.md`: each `since` block is
/// undone from the version after it, and gives the older shape and the step.
@Suite struct StepBackTests {
    /// The schema of the article, verbatim.
    private static let schema = """
        record Event version 3 stamp "v" {
            title: String
            priority: Int = 1
            location: String?

            since 2 {
                rename name -> title = "Untitled"
                remove allDay: Bool = false
            }
            since 3 {
                change priority from String = "normal" hook
                add location
            }
        }
        """

    private func versioning() throws -> VersioningModel {
        let (syntax, parseDiagnostics) = Parser.parse(file: "t", text: Self.schema)
        let (model, diagnostics) = Resolver.resolve([syntax])
        #expect((parseDiagnostics + diagnostics).isEmpty, "\(parseDiagnostics + diagnostics)")
        return try #require(model.records["Event"]?.versioning)
    }

    private func text(_ value: ValueModel) -> String {
        switch value {
        case .string(let text): "\"\(text)\""
        case .bool(let flag): String(flag)
        case .null: "null"
        default: "\(value)"
        }
    }

    /// `name: Type = default @key`, as the article's table writes a field.
    private func shape(_ fields: [FieldModel]) -> [String] {
        fields.map { field in
            let key = field.wireKey == field.name ? "" : " @key(\"\(field.wireKey)\")"
            let value = field.defaultValue.map { " = \(text($0))" } ?? ""
            return "\(field.name): \(field.type.schemaText)\(value)\(key)"
        }
    }

    /// `field <- origin`, as the article's table writes a step.
    private func sources(_ step: MigrationStepModel) -> [String] {
        step.sources.map { source in
            let origin =
                switch source.origin {
                case .copy(let from): "copy \(from)"
                case .renamed(let from, let oldKey): "renamed \(from) \"\(oldKey)\""
                case .adopt(let defaultValue): "adopt \(text(defaultValue))"
                case .hook(let hook): "hook \(hook.name) from V\(hook.fromVersion)"
                case .retype(let hook): "retype \(hook.name) from V\(hook.fromVersion)"
                }
            return "\(source.field.name) <- \(origin)"
        }
    }

    @Test func undoingSince3GivesVersion2() throws {
        let model = try versioning()
        #expect(shape(model.snapshots[1].fields) == [#"title: String"#, #"priority: String = "normal""#])
        #expect(
            sources(model.steps[1]) == [
                "title <- copy title", "priority <- retype migratePriority from V2", "location <- adopt null",
            ])
        #expect(model.steps[1].removedKeys.isEmpty)
    }

    @Test func undoingSince2GivesVersion1() throws {
        let model = try versioning()
        #expect(
            shape(model.snapshots[0].fields) == [
                #"name: String = "Untitled""#, #"priority: String = "normal""#, "allDay: Bool = false",
            ])
        #expect(sources(model.steps[0]) == [#"title <- renamed name "name""#, "priority <- copy priority"])
        #expect(model.steps[0].removedKeys == ["allDay"])
    }
}
