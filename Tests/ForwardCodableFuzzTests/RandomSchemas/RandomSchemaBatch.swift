import ForwardCodable
import ForwardCodableGenerator
import Foundation
import SeededRandom

/// A batch of random schemas that is compiled with one `swiftc` invocation: their schema text,
/// the generated Swift, and the future documents the driver round-trips.
struct RandomSchemaBatch {
    struct Document {
        let schema: Int
        let record: String
        let json: JSONValue
    }

    var schemas: [FuzzSchema] = []
    /// Schema text by schema index, each file as `path` and `text`.
    var texts: [Int: [SchemaSource]] = [:]
    var generated: [GeneratedFile] = []
    var documents: [Document] = []
    /// Schemas the generator refused or generated differently twice, with the reason.
    var rejections: [String] = []

    /// Builds `count` schemas starting at `firstIndex`, generates their Swift in-process, and
    /// `documentsPerRecord` future documents for each record.
    init(firstIndex: Int, count: Int, documentsPerRecord: Int, random: inout SeededGenerator) {
        var builder = FuzzSchemaBuilder(random: random.split(), typeNames: NameAllocator(refusesSnapshotNames: false))
        for index in firstIndex..<(firstIndex + count) {
            let schema = builder.schema(index: index)
            var writer = SchemaTextWriter(random: random.split())
            let sources = schema.files.map { SchemaSource(path: $0.path, text: writer.text(of: $0)) }
            texts[index] = sources
            let options = GeneratorOptions(
                accessLevel: GeneratorOptions.AccessLevel(rawValue: schema.accessLevel) ?? .public)
            let result = Generator.generate(sources, options: options)
            guard !result.hasErrors, result.files.count == sources.count else {
                rejections.append(
                    "schema \(index) was rejected:\n" + result.diagnostics.map(\.description).joined(separator: "\n"))
                continue
            }
            if Generator.generate(sources, options: options) != result {
                rejections.append("schema \(index) generated different output on a second run")
            }
            schemas.append(schema)
            generated += result.files
            var documentBuilder = FutureDocumentBuilder(random: random.split(), schema: schema)
            for record in schema.records {
                for _ in 0..<documentsPerRecord {
                    documents.append(
                        Document(schema: index, record: record.name, json: documentBuilder.document(of: record)))
                }
            }
        }
    }

    /// The schema text of `index`, for failure messages.
    func schemaText(_ index: Int) -> String {
        (texts[index] ?? []).map { "--- \($0.path) ---\n\($0.text)" }.joined(separator: "\n")
    }

    /// Writes the generated files, hooks, driver and documents into `directory`; returns the Swift files.
    func write(to directory: URL) throws -> (sources: [URL], documents: URL) {
        var sources: [URL] = []
        for file in generated {
            let url = directory.appendingPathComponent(file.name)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            sources.append(url)
        }
        for (name, text) in [
            ("FuzzHooks.swift", DriverWriter.hooks(for: schemas)), ("main.swift", DriverWriter.main(for: schemas)),
        ] {
            let url = directory.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            sources.append(url)
        }
        for (index, sources) in texts {
            for source in sources {
                let url = directory.appendingPathComponent(
                    "S\(index)-" + (source.path.split(separator: "/").last ?? ""))
                try source.text.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var lines: [String] = []
        for document in documents {
            lines.append(document.record + "\t" + String(decoding: try encoder.encode(document.json), as: UTF8.self))
        }
        let documentsURL = directory.appendingPathComponent("documents.tsv")
        try (lines.joined(separator: "\n") + "\n").write(to: documentsURL, atomically: true, encoding: .utf8)
        return (sources, documentsURL)
    }

    /// The schema indices whose generated files appear in compiler output.
    func schemasMentioned(in output: String) -> [Int] {
        schemas.map(\.index).filter { output.contains("/S\($0)F") }
    }
}
