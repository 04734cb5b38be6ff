import Foundation
import Testing

@testable import ForwardCodableGenerator

/// Export then import gives back an equivalent schema set: for every example schema set, the
/// JSON Schema files exported from the imported declarations equal the ones exported from the
/// originals, key for key, except where a record is versioned (its history is code, not a shape:
/// its current shape must come back, unversioned, with a warning that says so). Open and closed
/// exports alike, with and without a base for the `$id`s.
@Suite struct ExportImportRoundTripTests {
    static let exampleSets = [
        "Schemas", "Tests/PluginTests/Schemas", "Tests/PluginConsumer/Sources/Models/Schemas",
        "Tests/PluginConsumer/Sources/Preferences/Schemas",
    ]

    static func sources(_ folder: String) throws -> [SchemaSource] {
        let url = repositoryRoot.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".fcschema") }
            .sorted().map { name in
                SchemaSource(
                    path: "\(folder)/\(name)",
                    text: try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8))
            }
    }

    /// A file's schema without what names where it was generated from.
    static func parsed(_ text: String) throws -> [String: Any] {
        var object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        object["$comment"] = nil
        return object
    }

    static let exportOptions = [
        JSONSchemaExportOptions(), JSONSchemaExportOptions(closed: true),
        JSONSchemaExportOptions(baseURI: "https://example.com/schemas/"),
    ]

    /// `object` as JSON text with sorted keys: equal objects, equal text (comparing the
    /// dictionaries themselves tells a `Bool` from an `NSNumber` on Linux).
    static func canonical(_ object: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test(arguments: exampleSets, exportOptions)
    func exportThenImportGivesBackTheSameSchemas(_ folder: String, _ options: JSONSchemaExportOptions) throws {
        let sources = try Self.sources(folder)
        try #require(!sources.isEmpty, "\(folder) has no schemas")
        let exported = Generator.exportJSONSchema(sources, options: options)
        #expect(exported.diagnostics.filter { $0.severity == .error }.isEmpty)
        let imported = ExportedSchemaImport.run(exported.files.map { ($0.name, $0.contents) }, origin: folder)
        #expect(!imported.hasErrors, "\(imported.diagnostics)")
        let again = Generator.exportJSONSchema(
            [SchemaSource(path: "Imported.fcschema", text: imported.text)], options: options)
        #expect(
            again.diagnostics.filter { $0.severity == .error }.isEmpty, "\(again.diagnostics)\n\(imported.text)")
        let before = Dictionary(uniqueKeysWithValues: exported.files.map { ($0.name, $0.contents) })
        let after = Dictionary(uniqueKeysWithValues: again.files.map { ($0.name, $0.contents) })
        #expect(Set(before.keys) == Set(after.keys))
        var versioned: [String] = []
        for (name, text) in before.sorted(by: { $0.key < $1.key }) {
            guard let otherText = after[name] else { continue }
            var original = try Self.parsed(text)
            let roundTripped = try Self.parsed(otherText)
            if let vendor = original["x-forward-codable"] as? [String: Any], let version = vendor["version"] as? Int {
                // The current shape, as an unversioned record writes it.
                versioned.append(name)
                let shape = try #require((original["$defs"] as? [String: Any])?["v\(version)"] as? [String: Any])
                var properties = try #require(shape["properties"] as? [String: Any])
                let stamp = vendor["stamp"] as? String ?? ""
                properties[stamp] = nil
                original = shape.merging(["title": original["title"] as Any]) { $1 }
                original["properties"] = properties
                // A closed shape requires its stamp; an unversioned record has none.
                if let required = shape["required"] as? [String] {
                    original["required"] = required.filter { $0 != stamp }
                }
                original["description"] = (try Self.parsed(text))["description"]
                var shapeVendor = shape["x-forward-codable"] as? [String: Any] ?? [:]
                shapeVendor["kind"] = "record"
                original["x-forward-codable"] = shapeVendor
                for key in ["$id", "$schema"] { original[key] = roundTripped[key] }
            }
            #expect(
                try Self.canonical(original) == Self.canonical(roundTripped),
                "\(folder)/\(name) changed through export and import:\n\(text)\n---\n\(otherText)")
        }
        let warned = imported.diagnostics.filter { $0.message.contains("its history is not in JSON Schema") }
        #expect(warned.count == versioned.count, "one warning per versioned record: \(versioned)")
    }
}
