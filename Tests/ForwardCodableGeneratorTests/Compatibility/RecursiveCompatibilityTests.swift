import Testing

@testable import ForwardCodableGenerator

/// The breaking-change checker on records that hold themselves: every walk ends, a field that
/// becomes stored out of line (`@Indirect`) is no change on the wire, and a change inside a cycle
/// is judged as anywhere else.
@Suite struct RecursiveCompatibilityTests {
    static func findings(_ old: String, _ new: String) -> [String] {
        let report = CompatibilityChecker.check(
            baseline: [SchemaSource(path: "Old.fcschema", text: old)],
            current: [SchemaSource(path: "New.fcschema", text: new)])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        return report.findings.map(CorpusCase.line)
    }

    static let thread = """
        record Comment {
            body: String
            replies: [Comment] = []
            author: Author
        }

        record Author {
            handle: String
        }

        """

    /// Adding `parent: Comment?` boxes it, and adding `moved: Author?` to the record that
    /// `Comment` holds inline boxes that: both are optional fields added, which older readers keep
    /// as unknown keys.
    @Test func fieldsThatBecomeBoxedAreNoWireChange() {
        let new = Self.thread
            .replacingOccurrences(of: "    replies:", with: "    parent: Comment?\n    replies:")
            .replacingOccurrences(of: "    handle: String\n", with: "    handle: String\n    moved: Author?\n")
        #expect(Self.findings(Self.thread, new) == ["FIELD_ADDED safe safe 3:5", "FIELD_ADDED safe safe 10:5"])
    }

    /// A record that holds itself, renamed: the same type at any depth, judged by its changes.
    @Test func aRenamedRecordThatHoldsItselfIsTheSameType() {
        let old =
            "record Holder {\n    node: Node?\n}\nrecord Node {\n    name: String\n    next: Node?\n    all: [Node] = []\n}\n"
        let renamed = old.replacingOccurrences(of: "Node", with: "Link")
        #expect(Self.findings(old, renamed) == ["TYPE_REMOVED safe safe - was 4:8"])
        let changed = renamed.replacingOccurrences(of: "    name: String", with: "    name: Int")
        #expect(
            Self.findings(old, changed).contains("FIELD_TYPE_CHANGED error backward+forward 5:5 was 5:5"),
            "a renamed record is followed through its holder and judged by its own change")
    }

    /// A type change two records deep in a cycle (`A -> B? -> A?`) is found at its field, once.
    @Test func aChangeInsideACycleIsFoundAtItsField() {
        let old = "record A {\n    b: B?\n}\nrecord B {\n    a: A?\n    n: Int\n}\n"
        let new = old.replacingOccurrences(of: "n: Int", with: "n: String")
        let findings = Self.findings(old, new)
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first?.hasPrefix("FIELD_TYPE_CHANGED error") == true, "\(findings)")
        #expect(findings.first?.hasSuffix(" 6:5 was 6:5") == true, "\(findings)")
    }
}
