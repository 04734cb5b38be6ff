import Foundation
import Testing

@testable import ForwardCodableGenerator

/// A schema type named like a public type of ForwardCodable's runtime generates code that names the
/// runtime's through its module, and is a warning (FC211), since the app's files that import both
/// modules find the name ambiguous.
@Suite struct RuntimeTypeNameWarningTests {
    @Test func aRecordNamedLikeARuntimeTypeWarnsWithASuggestion() throws {
        let result = generate("record JSONValue {\n    x: Int\n}\n", path: "Schemas/Feeds.fcschema")
        #expect(!result.hasErrors)
        let warning = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1 && warning.id == .typeNameShadowsLibraryType)
        #expect(
            warning.message
                == "record 'JSONValue' has the name of a type of ForwardCodable's runtime: generated code names the "
                + "runtime's through its module (ForwardCodable.JSONValue), but in a file of the app that imports "
                + "both ForwardCodable and the generated module, 'JSONValue' is ambiguous for type lookup; rename it, "
                + "such as to 'FeedJSONValue' (and move its golden fixtures, if any, from Fixtures/JSONValue/ to "
                + "Fixtures/FeedJSONValue/): a type's name is not written to the wire, so documents stay the same")
        #expect(result.files.first?.contents.contains("unknownFields: [String: ForwardCodable.JSONValue]") == true)
    }

    /// The list is the runtime's public top-level types, read from its sources: those without
    /// `@_spi(ForwardCodableGenerated)`, which apps do not see, and without `CalendarDate`, a
    /// type of the schema language.
    @Test func theListIsTheRuntimesPublicTypes() throws {
        let sources = repositoryRoot.appending(path: "Sources/ForwardCodable")
        var names: Set<String> = []
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        let declaration =
            #/^(?:@\w+(?:\([^)]*\))? )*public (?:final )?(?:struct|enum|protocol|class|actor|typealias) ([A-Z]\w*)/#
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                guard let match = line.firstMatch(of: declaration) else { continue }
                var attributes = index - 1
                while attributes >= 0, lines[attributes].hasPrefix("///") || lines[attributes].hasPrefix("@") {
                    if lines[attributes].hasPrefix("@_spi") { break }
                    attributes -= 1
                }
                let isSPI = line.contains("@_spi") || (attributes >= 0 && lines[attributes].hasPrefix("@_spi"))
                if !isSPI { names.insert(String(match.1)) }
            }
        }
        #expect(!names.isEmpty)
        #expect(LibraryTypeNames.runtime == names.subtracting(Names.reservedTypeNames))
    }
}
