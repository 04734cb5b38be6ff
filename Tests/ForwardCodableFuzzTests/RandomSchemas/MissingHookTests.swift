import ForwardCodableGenerator
import Foundation
import Testing

/// A hook has a name no field can take (`migrateHandle` for the field `handle`) and is called
/// through the `Migrations` protocol, so a missing hook is one compile error: the conformance
/// error that names it, with nothing misleading inside the generated code.
@Suite("Missing migration hooks")
struct MissingHookTests {
    @Test("a missing hook is only the conformance error that names it")
    func aMissingHookIsOnlyTheConformanceError() throws {
        let toolchain = try SwiftToolchain.locate()
        let work = FileManager.default.temporaryDirectory
            .appendingPathComponent("forward-codable-hook-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let runtime = try SwiftToolchain.sharedRuntime().directory

        let schema = """
            record Profile version 3 stamp "v" {
                handle: String
                age: Int = 0
                since 2 {
                    add handle hook
                }
                since 3 {
                    change age from String hook
                }
            }
            """
        let result = Generator.generate([SchemaSource(path: "Profile.fcschema", text: schema)])
        #expect(result.diagnostics.isEmpty)
        let generated = try #require(result.files.first)
        let file = work.appendingPathComponent("Profile.swift")
        try generated.contents.write(to: file, atomically: true, encoding: .utf8)
        // The hook of `age` is written, the hook of `handle` is missing.
        let hooks = work.appendingPathComponent("Hooks.swift")
        try
            "extension Profile {\n    static func migrateAge(from profile: V2) throws -> Int { Int(profile.age) ?? 0 }\n}\n"
            .write(to: hooks, atomically: true, encoding: .utf8)

        let outcome = try toolchain.run(
            [
                "-typecheck", "-swift-version", "6", "-module-name", "Models", "-package-name", "ForwardCodableFuzz",
                "-I", runtime.path, file.path, hooks.path,
            ],
            in: work
        )
        #expect(outcome.status != 0)
        let errors = Set(
            outcome.output.split(separator: "\n").compactMap { line in
                line.range(of: "error:").map { String(line[$0.lowerBound...]) }
            })
        #expect(
            errors == ["error: type 'Profile' does not conform to protocol 'Profile.Migrations'"], "\(outcome.output)")
        #expect(outcome.output.contains("protocol requires function 'migrateHandle(from:)'"), "\(outcome.output)")
    }
}
