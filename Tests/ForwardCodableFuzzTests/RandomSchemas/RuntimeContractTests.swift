@_spi(ForwardCodableGenerated) import ForwardCodable
import ForwardCodableGenerator
import Foundation
import Testing

/// Generated code names the runtime contract it was written for; built against a runtime of
/// another contract, it stops at that line with one error that names both contracts and the fix.
@Suite("Runtime contract")
struct RuntimeContractTests {
    @Test("the generator writes the contract the runtime speaks")
    func generatorAndRuntimeAgree() throws {
        let result = Generator.generate([
            SchemaSource(path: "Tag.fcschema", text: "record Tag {\n    name: String\n}\n")
        ])
        let file = try #require(result.files.first)
        #expect(
            file.contents.contains(
                "typealias Version = GeneratedCodeContract.Version\(GeneratedCodeContract.version)\n"))
    }

    @Test("a file generated for another contract fails with one error that names both and the fix")
    func anotherContractIsOneClearError() throws {
        let toolchain = try SwiftToolchain.locate()
        let work = FileManager.default.temporaryDirectory
            .appendingPathComponent("forward-codable-contract-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let runtime = try SwiftToolchain.sharedRuntime().directory

        let result = Generator.generate([
            SchemaSource(path: "Host.fcschema", text: "record Host {\n    name: String\n    port: Int = 22\n}\n")
        ])
        let generated = try #require(result.files.first).contents
        let current = "GeneratedCodeContract.Version\(GeneratedCodeContract.version)"
        let newer = "GeneratedCodeContract.Version\(GeneratedCodeContract.version + 1)"
        #expect(generated.contains(current))
        let file = work.appendingPathComponent("Host.swift")

        func typecheck(_ text: String) throws -> SwiftToolchain.Outcome {
            try text.write(to: file, atomically: true, encoding: .utf8)
            return try toolchain.run(
                [
                    "-typecheck", "-swift-version", "6", "-module-name", "Models", "-package-name",
                    "ForwardCodableFuzz", "-I", runtime.path, file.path,
                ],
                in: work
            )
        }
        let matching = try typecheck(generated)
        #expect(matching.status == 0, "\(matching.output)")

        let mismatched = try typecheck(generated.replacingOccurrences(of: current, with: newer))
        #expect(mismatched.status != 0)
        // The compiler prints each error once on its own line and again under the quoted source.
        let errors = mismatched.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(mismatched.output)")
        let error = String(errors.first ?? "")
        #expect(error.contains("Host.swift:"), "\(error)")
        #expect(
            error.contains(
                "runtime contract \(GeneratedCodeContract.version + 1), newer than this runtime's contract \(GeneratedCodeContract.version)"
            ), "\(error)")
        #expect(error.contains("swift run forward-codable generate"), "\(error)")

        // A file of the contract before, built against this runtime: generate it again.
        let older = "GeneratedCodeContract.Version\(GeneratedCodeContract.version - 1)"
        let stale = try typecheck(generated.replacingOccurrences(of: current, with: older))
        let staleErrors = stale.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(staleErrors.count == 1, "\(stale.output)")
        #expect(
            staleErrors.first?.contains(
                "runtime contract \(GeneratedCodeContract.version - 1), older than this runtime's contract "
                    + "\(GeneratedCodeContract.version): generate the file again") == true, "\(stale.output)")
    }
}
