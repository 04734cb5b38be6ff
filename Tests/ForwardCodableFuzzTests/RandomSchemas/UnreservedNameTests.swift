import ForwardCodableGenerator
import Foundation
import Testing

/// The generator reserves exactly the member names generated code declares: the typed-view
/// plumbing is `_view(of:)`, `_wire(of:)` and `_viewsEveryWire`, so `view` and `wire` are free
/// for fields and cases, even in types that stand inside typed collections and versioned records;
/// and `version`, `fields` and `key`, the names of the reading body's own parameters and locals,
/// are free for a versioned record's fields.
@Suite("Names the generator does not declare")
struct UnreservedNameTests {
    @Test("fields and cases named view and wire generate and compile")
    func viewAndWireCompile() throws {
        let schema = """
            enum Mode fallback view {
                view
                wire
            }

            record Pane {
                view: String
                wire: Mode = .wire
            }

            record Layout version 2 stamp "v" {
                view: [Pane]
                wire: [String: [Mode?]] = [:]
                version: String = ""
                fields: Int = 0
                key: String?
                since 2 {
                    add wire
                    add version
                    add fields
                    add key
                }
            }
            """
        let result = Generator.generate([SchemaSource(path: "Layout.fcschema", text: schema)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let generated = try #require(result.files.first)

        // Uses the names as the app would, next to the typed views that call the plumbing.
        let use = """
            func use(_ layout: inout Layout) -> [Mode] {
                layout.view.append(Pane(view: "main", wire: .view))
                layout.wire["tools"] = [.wire, nil]
                return layout.view.map(\\.wire) + [Mode(wire: "view")]
            }

            """
        let outcome = try Self.typecheck(generated.contents, use)
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    /// The names of generated members that compile beside a field, case or variant of that name
    /// (measured; see ``Names/recordMembers``) are free: `hash` beside `hash(into:)`, `encode`
    /// beside `encode(to:)`, `init`, the static `currentVersion` beside an instance one, a field
    /// `CodingKeys` beside the nested enum, `max` beside the `max` the reading body calls, an enum
    /// case `Wire` beside the associated type, a union variant `tag` beside the property.
    @Test("members named like generated members that compile beside them generate and compile")
    func membersBesideGeneratedOnes() throws {
        let schema = """
            enum Level fallback hash {
                hash
                init
                isKnown
                Wire
                AllCases
                _view
            }

            record Panel {
                hash: String
                encode: Int = 0
                init: Level = .init
                CodingKeys: String?
                undeclared: [Level] = []
                _view: Bool = false
                writeFields: String = ""
                write: Int?
            }

            record Board version 2 stamp "v" {
                currentVersion: Int = 0
                versionKey: String = ""
                supportedVersions: [Int] = []
                Migrations: String?
                CodingKeys: Int?
                max: Int = 0
                since 2 {
                    add max hook
                    add Migrations
                    add CodingKeys
                }
            }

            union Item tag "type" {
                tag: Panel
                hash: Panel
                encode: Board
                init
                unionCoding: Panel
                write: Panel
            }
            """
        let result = Generator.generate([SchemaSource(path: "Members.fcschema", text: schema)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let generated = try #require(result.files.first)
        let use = """
            extension Board {
                static func migrateMax(from board: V1) throws -> Int { board.currentVersion }
            }

            func use(_ panel: inout Panel, _ board: Board, _ item: Item) -> [String] {
                panel.hash = "h"
                panel.encode += 1
                panel.`init` = .isKnown
                panel.undeclared.append(.Wire)
                var hasher = Hasher()
                panel.hash(into: &hasher)
                return [String(board.currentVersion), String(Board.currentVersion), item.tag, String(board.max)]
            }

            """
        let outcome = try Self.typecheck(generated.contents, use)
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    /// Type-checks generated code with the app's code that uses it, warnings as errors.
    static func typecheck(_ generated: String, _ use: String) throws -> SwiftToolchain.Outcome {
        let toolchain = try SwiftToolchain.locate()
        let work = FileManager.default.temporaryDirectory
            .appendingPathComponent("forward-codable-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let runtime = try SwiftToolchain.sharedRuntime().directory
        let file = work.appendingPathComponent("Models.swift")
        try generated.write(to: file, atomically: true, encoding: .utf8)
        let useFile = work.appendingPathComponent("Use.swift")
        try use.write(to: useFile, atomically: true, encoding: .utf8)
        return try toolchain.run(
            [
                "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Models",
                "-package-name", "ForwardCodableFuzz", "-I", runtime.path, file.path, useFile.path,
            ],
            in: work
        )
    }
}
