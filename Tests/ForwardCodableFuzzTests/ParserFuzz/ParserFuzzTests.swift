import ForwardCodableGenerator
import Foundation
import SeededRandom
import Testing

/// Random and mutated schema text never crashes or hangs the generator, and every rejected input
/// gets at least one error whose location is inside the file.
///
/// A seeded mutation loop (`FC_FUZZ_PARSER_INPUTS` inputs, `FC_FUZZ_SEED`) over the example
/// schemas, grammar-covering seeds and random valid schemas, running the whole
/// `Generator.generate`. A crash ends the test process; rerun with the printed seed and
/// `FC_FUZZ_PARSER_TRACE=file` to find the input (each input is written there before it runs).
@Suite("Parser fuzzing")
struct ParserFuzzTests {
    @Test("mutated schema text yields located diagnostics, never a crash")
    func mutatedSchemaText() throws {
        var random = SeededGenerator(seed: FuzzSettings.seed ^ 0x5EED_0F_FA22)
        let corpus = try ParserFuzzCorpus.load(random: &random)
        var mutator = SchemaMutator(random: random.split(), corpus: corpus)
        let trace = ProcessInfo.processInfo.environment["FC_FUZZ_PARSER_TRACE"]
        var statistics = (inputs: 0, accepted: 0, rejected: 0, diagnostics: 0, scalars: 0)
        var problems: [String] = []
        let start = Date()
        for iteration in 0..<FuzzSettings.parserInputs {
            let fileCount = random.chance(0.1) ? 2 : 1
            let sources = (0..<fileCount).map { SchemaSource(path: "Fuzz/Input\($0).fcschema", text: mutator.next()) }
            if let trace {
                try sources.map(\.text).joined(separator: "\n// ---- next file ----\n").write(
                    toFile: trace, atomically: false, encoding: .utf8)
            }
            let result = Generator.generate(sources)
            let found = ParserFuzzOracle.problems(in: result, for: sources, checkDeterminism: iteration % 25 == 0)
            if !found.isEmpty, problems.count < 5 {
                let input = sources.map { "--- \($0.path) ---\n\($0.text.prefix(2_000))" }.joined(separator: "\n")
                problems.append("input \(iteration): \(found.joined(separator: "; "))\n\(input)")
            }
            statistics.inputs += 1
            statistics.diagnostics += result.diagnostics.count
            statistics.scalars += sources.map(\.text.unicodeScalars.count).reduce(0, +)
            if result.files.isEmpty { statistics.rejected += 1 } else { statistics.accepted += 1 }
        }
        let seconds = Date().timeIntervalSince(start)
        print(
            "Parser fuzzing: seed \(FuzzSettings.seed), \(statistics.inputs) inputs (\(statistics.scalars) characters) in "
                + "\(String(format: "%.1f", seconds)) s, \(statistics.accepted) generated, \(statistics.rejected) rejected with "
                + "\(statistics.diagnostics) diagnostics"
        )
        for problem in problems { Issue.record(Comment(rawValue: problem)) }
        #expect(statistics.inputs == FuzzSettings.parserInputs)
        // Both outcomes must occur, or the mutations are too weak (or too strong) to test anything.
        #expect(statistics.accepted > 0 && statistics.rejected > 0)
    }

    @Test("pathological nesting is refused with a located error", arguments: ["[", "?", "JSON = ["])
    func deepNesting(opening: String) {
        let depth = 100_000
        let body: String
        switch opening {
        case "[": body = String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
        case "?": body = "Int" + String(repeating: "?", count: depth)
        default: body = "JSON = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        }
        let source = SchemaSource(path: "Deep.fcschema", text: "record R {\n    a: \(body)\n}\n")
        let result = Generator.generate([source])
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.contains { $0.message.contains("nests deeper than") && $0.location.line == 2 })
    }

    @Test(
        "a stray closing bracket in a block is an error, not a hang",
        arguments: [
            "record R {\n  ]\n}\n", "enum E fallback a {\n  a )\n}\n",
            "record R version 2 stamp \"v\" {\n  a: Int = 1\n  since 2 {\n    add a ]\n  }\n}\n",
        ])
    func strayClosingBracket(text: String) {
        let result = Generator.generate([SchemaSource(path: "Stray.fcschema", text: text)])
        #expect(result.files.isEmpty)
        #expect(result.hasErrors)
    }

    @Test("an absurd version is an error, not an exhausted memory")
    func absurdVersion() {
        let text = "record R version 9223372036854775807 stamp \"v\" {\n    a: Int\n}\n"
        let result = Generator.generate([SchemaSource(path: "Big.fcschema", text: text)])
        #expect(
            result.diagnostics.map(\.description) == [
                "Big.fcschema:1:10: error: the version of 'R' is 9223372036854775807; versions go up to 1000 [FC702]"
            ])
    }
}
