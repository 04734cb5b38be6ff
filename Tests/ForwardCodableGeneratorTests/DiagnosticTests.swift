import Testing

@testable import ForwardCodableGenerator

/// How diagnostics come out: all at once, in order, in the compiler's format, and none for valid
/// schemas that resemble invalid ones. Each kind of diagnostic has its example, with its location
/// marked in the text, in `Diagnostics/DiagnosticExamples+*.swift`.
@Suite struct DiagnosticTests {
    @Test func allErrorsOfAFileComeAtOnceInOrder() {
        assertDiagnostics(
            """
            record Site {
                id: UUID
                2️⃣name: 1️⃣Strin
                port: Int = 3️⃣"22"
                4️⃣name: String
                5️⃣unknownFields: Bool
            }
            enum Mode fallback 6️⃣warp { slow, quick }
            record Broken {
                x 7️⃣Int
            }
            """,
            [
                .diagnostic(.unknownType, at: "1️⃣", "unknown type 'Strin'; did you mean 'String'?"),
                .diagnostic(
                    .valueTypeMismatch, at: "3️⃣",
                    "the default of 'port' must be an integer for type Int, found the string \"22\""),
                .diagnostic(
                    .duplicateField, at: "4️⃣", "duplicate field 'name' in record 'Site'",
                    notes: [.note(at: "2️⃣", "'name' is first declared here")]),
                .diagnostic(
                    .memberNameIsGenerated, at: "5️⃣",
                    "field name 'unknownFields' collides with a member that ForwardCodable generates; choose another "
                        + "name and keep the wire key with @key(\"unknownFields\")"),
                .diagnostic(.fallbackNotACase, at: "6️⃣", "the fallback 'warp' is not a case of enum 'Mode'"),
                .diagnostic(.expected, at: "7️⃣", "expected ':' after field name 'x', found 'Int'"),
            ])
    }

    @Test func errorsProduceNoOutputAtAll() {
        let result = generate("record Good {\n    id: UUID\n}\nrecord Bad {\n    x: Nope\n}")
        #expect(result.hasErrors)
        #expect(result.files.isEmpty)
    }

    @Test func diagnosticsUseTheCompilerFormat() {
        let result = generate("record Site {\n    name: Strin\n}", path: "Schemas/Hosts.fcschema")
        #expect(
            result.diagnostics.map(\.description) == [
                "Schemas/Hosts.fcschema:2:11: error: unknown type 'Strin'; did you mean 'String'? [FC301]"
            ])
    }

    @Test func schemaFilesMustHaveDistinctNames() {
        let result = Generator.generate([
            SchemaSource(path: "a/Hosts.fcschema", text: "record A {}"),
            SchemaSource(path: "b/Hosts.fcschema", text: "record B {}"),
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "b/Hosts.fcschema:1:1: error: schema files 'a/Hosts.fcschema' and 'b/Hosts.fcschema' would both "
                    + "generate 'Hosts.swift'; rename one [FC208]\n"
                    + "a/Hosts.fcschema:1:1: note: 'a/Hosts.fcschema' generates 'Hosts.swift'"
            ])
    }

    @Test func validSchemasThatResembleInvalidOnes() {
        #expect(diagnostics("record Site {\n    isDefault: Bool @key(\"default\")\n}").isEmpty)
        #expect(diagnostics("record Tree {\n    children: [Tree] = []\n    byName: [String: Tree] = [:]\n}").isEmpty)
        #expect(
            diagnostics("record R {\n    x: Double = 9007199254740992\n    y: Double = -3\n    z: Double = 0.1\n}")
                .isEmpty)
        #expect(diagnostics("record R {\n    x: Int? = nil\n}").isEmpty)
        // Keywords name fields, cases and variants (`var` is a field, not Swift's introducer).
        #expect(diagnostics("record Site {\n    var: Int\n    default: Bool\n    self: String\n}").isEmpty)
        #expect(diagnostics("enum Visibility fallback private { public, unlisted, private, direct, case }").isEmpty)
        #expect(diagnostics("record R {\n    /// Documents x.\n    x: Int\n}\n// A plain comment.\n").isEmpty)
        #expect(
            diagnostics(
                "record N version 2 stamp \"v\" {\n    a: Int = 0\n    /// Adds a.\n    since 2 {\n        add a\n    }\n}"
            )
            .isEmpty)
    }
}
