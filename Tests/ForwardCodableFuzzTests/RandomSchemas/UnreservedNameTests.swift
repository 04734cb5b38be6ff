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

        let toolchain = try SwiftToolchain.locate()
        let work = FileManager.default.temporaryDirectory
            .appendingPathComponent("forward-codable-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let runtime = try SwiftToolchain.sharedRuntime().directory
        let file = work.appendingPathComponent("Layout.swift")
        try generated.contents.write(to: file, atomically: true, encoding: .utf8)
        // Uses the names as the app would, next to the typed views that call the plumbing.
        let use = work.appendingPathComponent("Use.swift")
        try """
        func use(_ layout: inout Layout) -> [Mode] {
            layout.view.append(Pane(view: "main", wire: .view))
            layout.wire["tools"] = [.wire, nil]
            return layout.view.map(\\.wire) + [Mode(wire: "view")]
        }

        """.write(to: use, atomically: true, encoding: .utf8)

        let outcome = try toolchain.run(
            [
                "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Models",
                "-package-name", "ForwardCodableFuzz", "-I", runtime.path, file.path, use.path,
            ],
            in: work
        )
        #expect(outcome.status == 0, "\(outcome.output)")
    }
}
