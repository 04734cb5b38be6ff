import Foundation
import Testing

@testable import ForwardCodableGenerator

/// Schemas may declare types named like the runtime's, the standard library's and
/// ForwardCodableTesting's types that generated code names (``RuntimeNames``): generated code then
/// writes those through their module. One schema declares every such name next to records that
/// use every part of generated code (versions and a hook, a union, enums, formats, an external
/// type, collections); its models and contract tests compile, warnings as errors, while the same
/// schema without the qualification does not.
@Suite("Runtime names a schema declares")
struct RuntimeNameCompileTests {
    static let features = """
        external Money
        enum Mode fallback a { a, b @deprecated, none }
        enum Level: Int fallback low { low = 0, high = 1 }
        union Shape tag "kind" {
            circle: Circle
            line
        }
        record Circle {
            r: Double = 1.5
        }
        record Feature version 3 stamp "v" {
            name: String
            mode: Mode = .a
            modes: [Mode] = []
            level: Level?
            at: Date? @format(iso8601)
            ats: [Date] = [] @format(iso8601)
            secs: Date? @format(epochSeconds)
            millis: Date? @format(epochMilliseconds)
            big: Int64? @format(string)
            amount: Decimal? @format(string)
            day: CalendarDate?
            json: JSON = null
            shape: Shape?
            shapes: [Shape] = []
            circles: [String: Circle] = [:]
            strict: [Circle] = [] @strict
            money: Money?
            moneys: [Money] = []
            count: Int = 0
            since 2 {
                add count hook
            }
            since 3 {
                rename oldName -> name
                add level
            }
        }

        """

    static let hooks = """
        extension Feature {
            static func migrateCount(from feature: V1) throws -> Int { feature.oldName.count }
        }
        public struct Money: Swift.Codable, Swift.Hashable, Swift.Sendable {
            public var amount: Swift.String
        }

        """

    @Test("every runtime name as a record: models and contract tests compile")
    func everyRuntimeNameCompiles() throws {
        let declared = RuntimeNames.modules.keys.sorted().map { "record \($0) {\n    x: String\n}\n" }
        let result = Generator.generate(
            [SchemaSource(path: "Runtime.fcschema", text: Self.features + declared.joined(separator: "\n"))],
            outputs: [.models, .contractTests])
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning }, "\(result.diagnostics)")
        let models = try #require(result.files.first).contents
        let tests = try #require(result.testFiles.first).contents
        #expect(models.contains("public struct Feature: ForwardCodable.VersionedRecord {"))
        #expect(models.contains("public var unknownFields: [String: ForwardCodable.JSONValue]"))
        #expect(tests.contains("try ForwardCodableTesting.ContractChecks.golden("))
        let outcome = try Self.typecheck(models: models, tests: tests)
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    /// Without the qualification the same schema fails: the generated code would name the
    /// schema's types (this is what the qualification is for).
    @Test("the generated code of a schema that declares JSONValue, bare, does not compile")
    func bareNamesDoNotCompile() throws {
        let result = Generator.generate(
            [SchemaSource(path: "Runtime.fcschema", text: Self.features + "record JSONValue {\n    x: String\n}\n")])
        let models = try #require(result.files.first).contents
        let bare = models.replacingOccurrences(of: "ForwardCodable.JSONValue", with: "JSONValue")
        #expect(bare != models)
        let outcome = try Self.typecheck(models: bare, tests: nil)
        #expect(outcome.status != 0)
        #expect(outcome.output.contains("Runtime.JSONValue"))
    }

    /// Type-checks the models, the hooks and, if given, the contract tests in one module, against
    /// the runtime and ForwardCodableTesting compiled from this package's sources.
    static func typecheck(models: String, tests: String?) throws -> SwiftToolchain.Outcome {
        let toolchain = try SwiftToolchain.locate()
        let work = FileManager.default.temporaryDirectory
            .appendingPathComponent("forward-codable-runtime-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let runtime = try SwiftToolchain.sharedRuntime().directory
        if tests != nil {
            let testing = PackagePaths.root.appendingPathComponent("Sources/ForwardCodableTesting")
            let module = try toolchain.run(
                [
                    "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name",
                    "ForwardCodableTesting", "-package-name", "ForwardCodableFuzz", "-I", runtime.path,
                    "-emit-module-path", work.appendingPathComponent("ForwardCodableTesting.swiftmodule").path,
                ] + (try SwiftToolchain.swiftFiles(under: testing)).map(\.path),
                in: work)
            try #require(module.status == 0, "\(module.output)")
        }
        var files: [URL] = []
        for (name, text) in [("Runtime.swift", models), ("Hooks.swift", hooks), ("Tests.swift", tests ?? "")] {
            let file = work.appendingPathComponent(name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        return try toolchain.run(
            [
                "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Runtime",
                "-package-name", "ForwardCodableFuzz", "-I", runtime.path, "-I", work.path,
            ] + files.map(\.path),
            in: work)
    }
}
