import ForwardCodable
import Foundation
import SeededRandom

@testable import ForwardCodableGenerator

/// The pairs of the checker's property test that one driver compiles: each pair's schema text,
/// the checker's verdict per direction, the generated Swift of both sides, and the documents each
/// side writes for the other to read.
struct PropertyBatch {
    /// A document written by one side of a pair, for the other side to read.
    struct Document {
        var pair: Int
        var direction: CompatibilityDirection
        var json: JSONValue
    }

    var pairs: [PropertyPair] = []
    /// Schema text by pair index, old and new.
    var texts: [Int: (old: String, new: String)] = [:]
    /// The checker's findings by pair index.
    var findings: [Int: [CompatibilityFinding]] = [:]
    var oldFiles: [GeneratedFile] = []
    var newFiles: [GeneratedFile] = []
    var documents: [Document] = []
    /// Pairs the checker or the generator refused, with the reason: a mistake of the mutations.
    var rejections: [String] = []

    /// Builds the pairs `indices`, mutation `mutations[index % count]` each, with
    /// `documentsPerSide` documents written by each side.
    init(indices: Range<Int>, mutations: [PropertyMutation], documentsPerSide: Int, random: inout SeededGenerator) {
        for index in indices {
            var builder = PropertyBaseBuilder(random: random.split())
            let base = builder.schema(index: index)
            let pair = PropertyPair(
                index: index, base: base, mutation: mutations[index % mutations.count], random: &random)
            var writer = SchemaTextWriter(random: random.split())
            let path = pair.old.files[0].path
            let old = SchemaSource(path: path, text: writer.text(of: pair.old.files[0]))
            let new = SchemaSource(path: path, text: writer.text(of: pair.new.files[0]))
            texts[index] = (old.text, new.text)
            let report = CompatibilityChecker.check(baseline: [old], current: [new])
            let options = GeneratorOptions(accessLevel: .public)
            let generated = (Generator.generate([old], options: options), Generator.generate([new], options: options))
            guard report.diagnostics.isEmpty, !generated.0.hasErrors, !generated.1.hasErrors else {
                let diagnostics = report.diagnostics + generated.0.diagnostics + generated.1.diagnostics
                rejections.append(
                    "pair \(index) (\(pair.mutation.rawValue): \(pair.detail)) was refused:\n"
                        + diagnostics.map(\.description).joined(separator: "\n") + "\n" + describe(index))
                continue
            }
            pairs.append(pair)
            findings[index] = report.findings
            oldFiles += generated.0.files
            newFiles += generated.1.files
            let item = pair.old.records[0].name
            let sides: [(CompatibilityDirection, FuzzSchema, FuzzSchema?)] = [
                (.backward, pair.old, nil), (.forward, pair.new, pair.old),
            ]
            for (direction, side, olderReader) in sides {
                var builder = PropertyDocuments(random: random.split(), schema: side, olderReader: olderReader)
                for number in 0..<documentsPerSide {
                    documents.append(
                        Document(pair: index, direction: direction, json: builder.document(of: item, number: number)))
                }
            }
        }
    }

    /// The checker's verdict on `pair` for `direction`: the worst severity of the findings that
    /// name it, `safe` when none does.
    func verdict(_ pair: Int, _ direction: CompatibilityDirection) -> CompatibilitySeverity {
        let relevant = (findings[pair] ?? []).filter { $0.severity != .safe && $0.directions.contains(direction) }
        return relevant.map(\.severity).min() ?? .safe
    }

    /// The findings of `pair` as `RULE severity directions`, for messages.
    func findingSummary(_ pair: Int) -> String {
        let lines = (findings[pair] ?? []).map {
            "\($0.rule.id) \($0.severity.rawValue) \($0.sortedDirections.map(\.rawValue).joined(separator: "+"))"
        }
        return lines.isEmpty ? "no finding" : lines.joined(separator: ", ")
    }

    /// Both schema texts of `pair`.
    func describe(_ pair: Int) -> String {
        guard let text = texts[pair] else { return "" }
        return "--- old ---\n\(text.old)\n--- new ---\n\(text.new)"
    }

    /// Writes the generated files of both sides, the driver and the documents into `directory`,
    /// and compiles them into `directory/driver`.
    func compile(in directory: URL, toolchain: SwiftToolchain, runtime: URL) throws -> SwiftToolchain.Outcome {
        var modules: [(name: String, sources: [URL])] = []
        for (name, files) in [("OldSide", oldFiles), ("NewSide", newFiles)] {
            let folder = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var sources: [URL] = []
            for file in files {
                let url = folder.appendingPathComponent(file.name)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
                sources.append(url)
            }
            modules.append((name, sources))
        }
        for (index, text) in texts {
            try text.old.write(
                to: directory.appendingPathComponent("P\(index)-old.fcschema"), atomically: true, encoding: .utf8)
            try text.new.write(
                to: directory.appendingPathComponent("P\(index)-new.fcschema"), atomically: true, encoding: .utf8)
        }
        let main = directory.appendingPathComponent("main.swift")
        try PropertyDriverWriter.main(for: pairs).write(to: main, atomically: true, encoding: .utf8)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var lines: [String] = []
        for document in documents {
            let json = String(decoding: try encoder.encode(document.json), as: UTF8.self)
            lines.append("\(document.pair)\t\(document.direction.rawValue)\t\(json)")
        }
        try (lines.joined(separator: "\n") + "\n").write(
            to: directory.appendingPathComponent("documents.tsv"), atomically: true, encoding: .utf8)
        return try toolchain.buildExecutable(
            main, modules: modules, runtime: runtime, output: directory.appendingPathComponent("driver"))
    }
}
