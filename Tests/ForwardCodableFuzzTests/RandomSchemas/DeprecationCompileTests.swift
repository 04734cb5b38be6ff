import ForwardCodableGenerator
import Foundation
import Testing

/// `@deprecated` warns the app's code and only it: generated code (initializers, `Codable`,
/// migrations, snapshots, `allCases`) compiles with `-warnings-as-errors`, and code that uses a
/// deprecated field or case gets the compiler's deprecation warning with the schema's message.
@Suite("Deprecated fields and cases")
struct DeprecationCompileTests {
    static let schema = """
        enum Theme fallback system {
            system
            dark
            highContrast = "high_contrast" @deprecated("use dark")
            sepia @deprecated
        }

        record Panel {
            title: String = "" @deprecated("use caption")
            caption: String = ""
        }

        record Profile version 2 stamp "v" {
            nickname: String @deprecated("use displayName")
            theme: Theme = .system @deprecated("use themes")
            themes: [Theme] = [] @deprecated
            accent: Theme? @deprecated("no accents")
            panel: Panel? @deprecated
            panels: [Panel] = []
            displayName: String = ""
            since 2 {
                rename handle -> nickname
                add displayName
            }
        }
        """

    @Test("generated code compiles without warnings; the app's uses are warned")
    func deprecationWarnsOnlyTheApp() throws {
        let result = Generator.generate([SchemaSource(path: "Profiles.fcschema", text: Self.schema)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let generated = try #require(result.files.first)

        let toolchain = try SwiftToolchain.locate()
        let work = FileManager.default.temporaryDirectory
            .appendingPathComponent("forward-codable-deprecation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let runtime = try SwiftToolchain.sharedRuntime().directory
        let file = work.appendingPathComponent("Profiles.swift")
        try generated.contents.write(to: file, atomically: true, encoding: .utf8)
        let arguments = [
            "-typecheck", "-swift-version", "6", "-module-name", "Models", "-package-name", "ForwardCodableFuzz",
            "-I", runtime.path,
        ]

        let alone = try toolchain.run(arguments + ["-warnings-as-errors", file.path], in: work)
        #expect(alone.status == 0, "\(alone.output)")

        let use = work.appendingPathComponent("Use.swift")
        try """
        func use(_ profile: inout Profile, _ panel: Panel) -> [Theme] {
            profile.nickname = "ada"
            _ = panel.title
            return [.highContrast, .sepia, profile.theme]
        }

        """.write(to: use, atomically: true, encoding: .utf8)
        let used = try toolchain.run(arguments + [file.path, use.path], in: work)
        #expect(used.status == 0, "\(used.output)")
        for warning in [
            "'nickname' is deprecated: use displayName", "'title' is deprecated: use caption",
            "'highContrast' is deprecated: use dark", "'sepia' is deprecated", "'theme' is deprecated: use themes",
        ] {
            #expect(used.output.contains(warning), "missing \(warning) in \(used.output)")
        }
        #expect(!used.output.contains("Profiles.swift:"), "generated code warns: \(used.output)")
    }
}
