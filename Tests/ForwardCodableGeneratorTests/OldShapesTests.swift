import Testing

@testable import ForwardCodableGenerator

/// Each snapshot is exactly the shape its version read: the defaults the history gives, never
/// today's; old defaults are checked like field defaults; every version has its `since` block;
/// hooks have names no field can take; old fixtures use old shapes.
@Suite struct OldShapesTests {
    private static let event = """
        record Event version 3 stamp "v" {
            id: String
            title: String = "Today's title"
            priority: Int = 1
            notes: String?
            since 2 {
                rename name -> title = "Untitled"
                remove allDay: Bool = false
                remove reminder: Int?
                remove tag: String
            }
            since 3 {
                change priority from String = "normal" hook
            }
        }
        """

    private func versioning(_ text: String) throws -> VersioningModel {
        let (syntax, parseDiagnostics) = Parser.parse(file: "t", text: text)
        let (model, diagnostics) = Resolver.resolve([syntax])
        #expect((parseDiagnostics + diagnostics).isEmpty, "\(parseDiagnostics + diagnostics)")
        return try #require(model.records.values.first?.versioning)
    }

    private func defaults(_ snapshot: SnapshotModel) -> [String: ValueModel?] {
        Dictionary(uniqueKeysWithValues: snapshot.fields.map { ($0.name, $0.defaultValue) })
    }

    @Test func snapshotsTakeTheHistorysDefaultsNotTodays() throws {
        let model = try versioning(Self.event)
        let v1 = defaults(model.snapshots[0])
        #expect(v1["name"] == .string("Untitled"))
        #expect(v1["allDay"] == .bool(false))
        #expect(v1["reminder"] == .null, "an optional old type reads an absent key as nil")
        #expect(v1["tag"] == .some(nil), "no old default: required")
        #expect(v1["priority"] == .string("normal"), "version 1 inherits version 2's declaration")
        let v2 = defaults(model.snapshots[1])
        #expect(v2["title"] == .string("Today's title"), "since 3 does not mention it: its declaration is unchanged")
        #expect(v2["priority"] == .string("normal"))
        #expect(v2["notes"] == .null)
    }

    @Test func aRenameWithoutAnOldDefaultIsRequiredInTheOldVersion() throws {
        let model = try versioning(
            "record N version 2 stamp \"v\" {\n    b: Int = 3\n    since 2 {\n        rename a -> b\n    }\n}")
        #expect(model.snapshots[0].fields.map(\.name) == ["a"])
        #expect(model.snapshots[0].fields[0].defaultValue == nil)
    }

    @Test func oldDefaultsOfTheWrongTypeAreLocated() {
        let header = "record N version 2 stamp \"v\" {\n    b: Int = 0\n    since 2 {\n"
        assertDiagnostics(
            header + "        remove allDay: Bool = 1️⃣\"no\"\n    }\n}",
            [
                .diagnostic(
                    .valueTypeMismatch,
                    "the default of 'allDay' must be true or false for type Bool, found the string \"no\"")
            ])
        assertDiagnostics(
            header + "        change b from String = 1️⃣1 hook\n    }\n}",
            [.diagnostic(.valueTypeMismatch, "the default of 'b' must be a string for type String, found the number 1")]
        )
        assertDiagnostics(
            header + "        rename a -> b = 1️⃣true\n    }\n}",
            [.diagnostic(.valueTypeMismatch, "the default of 'a' must be an integer for type Int, found true")])
        assertDiagnostics(
            header + "        remove note: String? = 1️⃣\"x\"\n    }\n}",
            [
                .diagnostic(
                    .optionalOldDefault,
                    "an optional field defaults to nil: remove the old default of 'note', or give it its old "
                        + "non-optional type")
            ])
        #expect(
            diagnostics(header + "        remove note: String? = nil @key(\"n\")\n        rename a -> b = 2\n    }\n}")
                .isEmpty)
    }

    @Test func aVersionWithoutItsSinceBlockIsLocated() {
        assertDiagnostics(
            "record N 1️⃣version 3 stamp \"v\" {\n    a: Int = 0\n    since 2 {\n        add a\n    }\n}",
            [
                .diagnostic(
                    .missingSinceBlock,
                    "'N' is at version 3 but has no 'since 3' block: write the changes of each version "
                        + "in its block, or an empty one (since 3 {}) when the shape did not change")
            ])
        #expect(
            diagnostics("record N version 3 stamp \"v\" {\n    a: Int = 0\n    since 2 {}\n    since 3 {}\n}").isEmpty)
    }

    @Test func hooksAreNamedApartFromFieldsAndFromEachOther() throws {
        let model = try versioning(Self.event)
        #expect(model.steps[1].hooks.map(\.name) == ["migratePriority"])
        assertDiagnostics(
            "record N version 2 stamp \"v\" {\n    url: Int\n    Url: Int\n    since 2 {\n        add 2️⃣url hook\n"
                + "        add 1️⃣Url hook\n    }\n}",
            [
                .diagnostic(
                    .hookNameCollision,
                    "the hooks of 'url' and 'Url' in version 2 of 'N' would both be named migrateUrl(from:); "
                        + "rename one of the fields",
                    notes: [.note(at: "2️⃣", "the hook of 'url' comes from here")])
            ])
        let generated = swift(
            "record N version 2 stamp \"v\" {\n    build: Int\n    since 2 {\n        add build hook\n    }\n}")
        #expect(generated.contains("static func migrateBuild(from n: V1) throws -> Int"))
        // Called through the protocol: a missing hook is only the conformance error.
        #expect(generated.contains("(Self.self as any Migrations.Type).migrateBuild(from: n)"))
    }

    @Test func everyStepCarriesExplicitNullsOfOptionalFields() {
        let generated = swift(
            """
            record N version 2 stamp "v" {
                kept: String?
                renamed: Int?
                retyped: Int?
                computed: Bool?
                adopted: Double?
                required: String
                since 2 {
                    rename old -> renamed
                    change retyped from String? hook
                    add computed hook
                    add adopted
                }
            }
            """)
        for line in [
            #"explicitNulls.carry("kept", from: n.explicitNulls)"#,
            #"explicitNulls.carry("old", from: n.explicitNulls, as: "renamed")"#,
            #"explicitNulls.carry("retyped", from: n.explicitNulls)"#,
            #"if n.unknownFields["computed"] == .null { explicitNulls.insert(CodingKeys.computed) }"#,
            #"if n.unknownFields["adopted"] == .null { explicitNulls.insert(CodingKeys.adopted) }"#,
            "migrated.explicitNulls = explicitNulls",
        ] {
            #expect(generated.contains(line), "missing: \(line)")
        }
        #expect(!generated.contains(".insert(CodingKeys.required)") && !generated.contains(#"carry("required""#))
    }

    @Test func olderFixturesUseTheirVersionsShapesNestedOnesIncluded() throws {
        let text = """
            record Tree version 2 stamp "v" {
                label: String @sample("root")
                flag: Int = 1
                children: [Tree] = []
                since 2 {
                    rename name -> label
                    change flag from Bool = false hook
                }
            }
            """
        let (fixtures, diagnostics) = Generator.recordFixtures(
            [SchemaSource(path: "T.fcschema", text: text)], allVersions: true)
        #expect(diagnostics.isEmpty)
        let v1 = try #require(fixtures.first { $0.version == 1 })
        #expect(
            v1.text
                == #"{"children":[{"children":[],"flag":false,"name":"root","v":1}],"flag":false,"name":"root","v":1}"#
                + "\n")
        // The current version's default is no sample (the old version's old default is).
        let v2 = try #require(fixtures.first { $0.version == 2 })
        #expect(
            v2.text == #"{"children":[{"children":[],"flag":7,"label":"root","v":2}],"flag":7,"label":"root","v":2}"#
                + "\n")
    }
}
