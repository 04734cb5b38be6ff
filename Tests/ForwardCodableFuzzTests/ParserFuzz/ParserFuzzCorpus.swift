import ForwardCodableGenerator
import Foundation
import SeededRandom

/// The inputs the parser fuzz mutates: the example schemas, a seed that covers the whole grammar,
/// a seed full of errors, and random valid schemas.
enum ParserFuzzCorpus {
    static func load(random: inout SeededGenerator) throws -> [String] {
        let schemas = PackagePaths.root.appendingPathComponent("Schemas")
        let examples = try FileManager.default.contentsOfDirectory(at: schemas, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "fcschema" }
            .sorted { $0.path < $1.path }
            .map { try String(contentsOf: $0, encoding: .utf8) }
        var builder = FuzzSchemaBuilder(random: random.split(), typeNames: NameAllocator(refusesSnapshotNames: false))
        var writer = SchemaTextWriter(random: random.split())
        let generated = (0..<20).flatMap { index in builder.schema(index: index).files.map { writer.text(of: $0) } }
        return examples + [grammar, errors] + generated
    }

    /// Every construct of the schema language, valid.
    static let grammar = #"""
        // Grammar coverage seed: every construct of the schema language.

        /// A record with every field type, attribute and change.
        record Alpha version 3 stamp "schema" unstamped 1 {
            /// Documented.
            id: UUID @sample("9F1C3B8E-5A7D-4C2B-8E1F-0A1B2C3D4E5F")
            name: String = "a\"b\\c\n\t\u{1F600}" @key("display_name") @sample("x")
            count: Int = -1_000
            ratio: Double = 1.5e-3
            flag: Bool = true
            when: Date? @sample(86400)
            link: URL?
            meta: JSON = ["k": [1, 2.5, nil, true, "s"], "e": [:], "n": null]
            kind: Kind = .b
            kinds: [Kind?] = [.a, nil,
                .c]
            byName: [String: Beta] = [:]
            beta: Beta?
            betas: [[Beta]] = [] @strict

            /// Version 2.
            since 2 {
                add kind
                rename oldName @key("old_name") -> name
                remove gone: [String: Int] @key("g")
                add case Kind.c
                rename case Kind "bee" -> "bee2"
            }
            since 3 {
                change count from String hook
                add ratio hook
            }
        }

        record Beta version 2 stamp "v" unstamped reject {
            value: Int = 0
            since 2 { add value }
        }

        /// An enum.
        enum Kind fallback a {
            /// First.
            case a
            b = "bee2", c
        }
        """#

    /// Most of the errors the resolver reports, in one file.
    static let errors = #"""
        record lower version 0 stamp "" unstamped 9 {
            a: Unknown = 3
            b: [Int: String]
            c: Int??
            d: UUID = "x"
            e: Kind = .zzz
            self: Int
            fRaw: Int
            f: Kind
            g: Int @key("a") @key("b") @nope
            since 1 { add zzz }
            since 5 { rename a -> b }
        }
        enum Kind { }
        enum Kind fallback q { a, a, b = "a" }
        record String {}
        """#
}
