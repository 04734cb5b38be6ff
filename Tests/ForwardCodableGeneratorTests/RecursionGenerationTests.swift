import ForwardCodable
import Foundation
import Testing

@testable import ForwardCodableGenerator

/// Records that hold themselves: which fields are stored out of line (`@Indirect`), the cycles
/// that stay an error (`FC210`, with a fix that works), the generated declarations, and samples
/// that end.
@Suite struct RecursionGenerationTests {
    // MARK: The storage decision, against an oracle

    /// Every schema of two records in which each record may hold each record (itself included),
    /// and every schema of three records in which each may hold each other one, through a required
    /// field, an optional one, or none: 3^4 + 3^6 schemas. The oracle decides by reachability (a
    /// transitive closure, not the resolver's strongly connected components): an optional field
    /// `i -> j` is boxed when `j` reaches `i` back; a required one is an error when `j` reaches `i`
    /// back through required fields alone.
    @Test func boxedFieldsAndRefusedCyclesMatchAnOracleOnEverySmallGraph() throws {
        let two = (0..<2).flatMap { from in (0..<2).map { (from, $0) } }
        let three = (0..<3).flatMap { from in (0..<3).filter { $0 != from }.map { (from, $0) } }
        #expect(Self.checkEveryGraph(records: 2, pairs: two) == 81)
        #expect(Self.checkEveryGraph(records: 3, pairs: three) == 729)
    }

    /// Checks every schema whose `pairs` of records each hold through nothing, `R` or `R?`;
    /// returns how many.
    static func checkEveryGraph(records count: Int, pairs: [(Int, Int)]) -> Int {
        var checked = 0
        for code in 0..<Int(pow(3, Double(pairs.count))) {
            // 0: no field, 1: required `R`, 2: optional `R?`.
            var edges = Array(repeating: Array(repeating: 0, count: count), count: count)
            var rest = code
            for pair in pairs {
                edges[pair.0][pair.1] = rest % 3
                rest /= 3
            }
            let text = (0..<count).map { from in
                let fields = (0..<count).compactMap { to -> String? in
                    switch edges[from][to] {
                    case 1: "    f\(from)\(to): R\(to)"
                    case 2: "    f\(from)\(to): R\(to)?"
                    default: nil
                    }
                }
                return (["record R\(from) {", "    id: String"] + fields + ["}"]).joined(separator: "\n")
            }.joined(separator: "\n")
            let (syntax, parseDiagnostics) = Parser.parse(file: "G.fcschema", text: text)
            #expect(parseDiagnostics.isEmpty)
            let (model, diagnostics) = Resolver.resolve([syntax])

            let any = closure(edges.map { $0.map { $0 != 0 } })
            let required = closure(edges.map { $0.map { $0 == 1 } })
            var expectedBoxed: [String: Set<String>] = [:]
            var expectedErrors: Set<String> = []
            for from in 0..<count {
                for to in 0..<count {
                    if edges[from][to] == 2, from == to || any[to][from] {
                        expectedBoxed["R\(from)", default: []].insert("f\(from)\(to)")
                    }
                    if edges[from][to] == 1, from == to || required[to][from] {
                        expectedErrors.insert("record 'R\(from)' contains itself through 'f\(from)\(to)'")
                    }
                }
            }
            let errors = Set(diagnostics.map { String($0.message.prefix { $0 != "(" }.dropLast()) })
            #expect(errors == expectedErrors, "\(text)")
            #expect(diagnostics.allSatisfy { $0.id == .inlineRecursion }, "\(text)")
            #expect(model.indirectFields == expectedBoxed, "\(text)")
            checked += 1
        }
        return checked
    }

    /// `reach[i][j]`: `j` is reachable from `i` along one edge or more.
    static func closure(_ edges: [[Bool]]) -> [[Bool]] {
        var reach = edges
        for middle in reach.indices {
            for from in reach.indices where reach[from][middle] {
                for to in reach.indices where reach[middle][to] { reach[from][to] = true }
            }
        }
        return reach
    }

    @Test func collectionsUnionsAndRecordsOffTheCycleAreNotBoxed() throws {
        let text = """
            record Comment {
                parent: Comment?
                replies: [Comment] = []
                quotes: [String: Comment] = [:]
                maybe: [Comment?] = []
                embed: Embed?
                author: Author
            }
            record Author {
                handle: String
                moved: Author?
            }
            record Post {
                comment: Comment?
                embed: Embed
            }
            union Embed tag "type" {
                post: Post
                comment: Comment
            }
            """
        let (model, diagnostics) = Generator.resolve([SchemaSource(path: "T.fcschema", text: text)])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        // `Post.comment` holds a Comment, which holds a Post only through the union: no cycle of
        // inline records.
        #expect(model?.indirectFields == ["Comment": ["parent"], "Author": ["moved"]])
    }

    // MARK: Generated code

    static let threads = """
        record Message {
            text: String
            reply: Reply?
            replies: [Reply] = []
        }

        record Reply {
            text: String
            answers: Message
        }

        """

    @Test func onlyTheFieldsThatCloseACycleAreDeclaredIndirect() throws {
        let text = swift(Self.threads)
        #expect(text.contains("    @Indirect public var reply: Reply?\n"))
        #expect(text.contains("    public var answers: Message\n"))
        #expect(text.contains("    public var replies: WireArray<Reply> {\n"))
        #expect(text.components(separatedBy: "@Indirect").count == 2, "one boxed field")
        // The API takes and gives the plain type.
        #expect(text.contains("        reply: Reply? = nil,\n"))
        #expect(text.contains("        self.reply = reply\n"))
        let internalAccess = swift(Self.threads, options: GeneratorOptions(accessLevel: .internal))
        #expect(internalAccess.contains("    @Indirect var reply: Reply?\n"))
    }

    @Test func aDeprecatedFieldThatClosesACycleBoxesItsStorage() throws {
        let text = swift(
            """
            record Node {
                next: Node? @deprecated("use links")
            }
            """)
        #expect(text.contains("    @Indirect fileprivate var _next: Node?\n"))
        #expect(text.contains("@available(*, deprecated, message: \"use links\")\n    public var next: Node? {"))
    }

    /// A field that closes a cycle changes the lines any new optional record field changes, and
    /// its declaration gains `@Indirect`: nothing else moves.
    @Test func boxingAFieldTouchesOnlyThatFieldsLines() throws {
        let base = "record Node {\n    name: String\n}\nrecord Leaf {\n    name: String\n}\n"
        let withLeaf = base.replacingOccurrences(
            of: "    name: String\n}\nrecord Leaf", with: "    name: String\n    next: Leaf?\n}\nrecord Leaf")
        let withSelf = base.replacingOccurrences(
            of: "    name: String\n}\nrecord Leaf", with: "    name: String\n    next: Node?\n}\nrecord Leaf")
        let leafChange = changedLines(from: swift(base), to: swift(withLeaf))
        let selfChange = changedLines(from: swift(base), to: swift(withSelf))
        let expected = leafChange.inserted.map {
            $0 == "    public var next: Leaf?"
                ? "    @Indirect public var next: Node?" : $0.replacingOccurrences(of: "Leaf", with: "Node")
        }
        #expect(selfChange.removed == leafChange.removed)
        #expect(selfChange.inserted == expected)
        #expect(!selfChange.inserted.isEmpty)
    }

    // MARK: FC210's fix

    /// Each message names the field to make optional; doing so resolves the schema.
    @Test(arguments: [
        "record Node {\n    next: Node\n}",
        "record A {\n    b: B\n}\nrecord B {\n    a: A\n}",
        "record A {\n    b: B\n    self_: A?\n}\nrecord B {\n    c: C\n}\nrecord C {\n    a: A\n}",
    ])
    func theAdvisedFixResolvesTheSchema(_ text: String) throws {
        let result = generate(text)
        let first = try #require(result.diagnostics.first)
        #expect(first.id == .inlineRecursion)
        let advice = try #require(first.message.components(separatedBy: "such as '").last?.dropLast())
        let field = try #require(advice.components(separatedBy: ": ").first)
        var lines = text.components(separatedBy: "\n")
        let line = first.location.line - 1
        #expect(lines[line].trimmingCharacters(in: .whitespaces) + "?" == advice)
        lines[line] = "    " + advice
        #expect(lines[line].contains(field))
        let fixed = generate(lines.joined(separator: "\n"))
        #expect(fixed.diagnostics.isEmpty, "\(fixed.diagnostics)")
        #expect(fixed.files.first?.contents.contains("@Indirect public var \(field): ") == true)
    }

    // MARK: Samples

    @Test func samplesHoldASelfReferenceOneLevelDeepAndEnd() throws {
        let text = """
            record Comment {
                body: String
                parent: Comment?
                replies: [Comment] = []
            }
            \(Self.threads)
            """
        let model = try #require(Generator.resolve([SchemaSource(path: "T.fcschema", text: text)]).model)
        let documents = SampleDocuments(model: model)
        let comment = try #require(model.records["Comment"])
        let sample = documents.sample(of: comment)
        #expect(sample["parent"]?["body"] == "body sample")
        #expect(sample["parent"]?["parent"] == .null, "one level deep, then null")
        #expect(sample["replies"]?[0]?["parent"] == .null)
        let message = try #require(model.records["Message"])
        for document in [documents.sample(of: message), documents.future(of: message)] {
            #expect(Self.depth(of: document) < 12, "a cycle through a required field ends too")
        }
    }

    /// How deeply arrays and objects nest in `value`.
    static func depth(of value: JSONValue) -> Int {
        switch value {
        case .array(let elements): 1 + (elements.map(depth).max() ?? 0)
        case .object(let members): 1 + (members.values.map(depth).max() ?? 0)
        default: 0
        }
    }
}
