import Testing

@testable import ForwardCodableGenerator

/// The matching pass: which current type each baseline type is, found through the types that
/// hold it; the same whatever the order of declarations and files, and finite on recursive types.
@Suite struct TypeCorrespondenceTests {
    /// One side of a comparison, resolved from schema files.
    static func side(_ files: [(String, String)]) throws -> CompatibilitySide {
        let parsed = Generator.parse(files.map { SchemaSource(path: $0.0, text: $0.1) })
        let (model, diagnostics) = Generator.resolve(parsed)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return CompatibilitySide(model: try #require(model), locations: SyntaxLocations(parsed.syntax))
    }

    static func pairs(_ old: [(String, String)], _ new: [(String, String)]) throws -> [String] {
        TypeCorrespondence(old: try side(old), new: try side(new)).pairs.map { "\($0.old) -> \($0.new)" }
    }

    /// The declarations of a schema as separate texts, to be shuffled between files.
    static func declarations(_ text: String) -> [String] {
        text.components(separatedBy: "\n\n").filter { !$0.isEmpty }.map { $0 + "\n" }
    }

    @Test func holdersLeadToTheTypesTheyHoldBeforeNames() throws {
        let old =
            "record Site {\n    mode: Mode?\n    jump: Jump?\n}\n\nrecord Jump {\n    host: String\n}\n\n"
            + "enum Mode fallback ssh { ssh, mosh }\n"
        let new =
            "record Site {\n    mode: Method?\n    theme: Mode?\n    jump: Bastion?\n}\n\n"
            + "record Bastion {\n    host: String\n    port: Int?\n}\n\nrecord Jump {\n    id: Int\n}\n\n"
            + "enum Method fallback ssh { ssh, mosh }\n\nenum Mode fallback light { light, dark }\n"
        #expect(
            try Self.pairs([("A.fcschema", old)], [("A.fcschema", new)]) == [
                "Jump -> Bastion", "Mode -> Method", "Site -> Site",
            ])
    }

    /// A type no field holds (the app decodes it at the top) keeps its name, else is matched by its
    /// wire shape to a current type that no baseline type names; renamed and changed, it is gone.
    @Test func aTypeNoFieldHoldsIsMatchedByNameThenByShape() throws {
        let old = "record Top {\n    a: Int\n}\n\nrecord Other {\n    x: String\n}\n\nrecord Kept {\n    k: Int\n}\n"
        let new =
            "record Head {\n    a: Int\n}\n\nrecord Another {\n    x: String\n    y: Int?\n}\n\n"
            + "record Kept {\n    k: String\n}\n\nrecord Twin {\n    a: Int\n}\n"
        #expect(try Self.pairs([("A.fcschema", old)], [("A.fcschema", new)]) == ["Kept -> Kept", "Top -> Head"])
    }

    @Test func theCorrespondenceDoesNotDependOnTheOrderOfDeclarationsOrFiles() throws {
        let old =
            RenamedTypeCorpusTests.deep + "\nrecord Order {\n    billing: Address\n    shipping: Address\n}\n\n"
            + "record Address {\n    street: String\n}\n\nrecord Pair {\n    a: Box\n    b: Pin\n}\n\n"
            + "record Box {\n    width: Int\n}\n\nrecord Pin {\n    x: Int\n}\n"
        let new =
            RenamedTypeCorpusTests.deep.replacingOccurrences(of: "Jump", with: "Bastion")
            .replacingOccurrences(of: "Mode", with: "Method")
            + "\nrecord Order {\n    billing: Billing\n    shipping: Shipping\n}\n\nrecord Billing {\n    street: String\n}\n\n"
            + "record Shipping {\n    street: String\n    zip: String?\n}\n\nrecord Pair {\n    a: Pin\n    b: Box\n}\n\n"
            + "record Pin {\n    width: Int\n}\n\nrecord Box {\n    x: Int\n}\n"
        let expected = [
            "Address -> Billing", "Address -> Shipping", "Box -> Pin", "Hop -> Hop", "Jump -> Bastion",
            "Mode -> Method", "Order -> Order", "Pair -> Pair", "Pin -> Box", "Site -> Site",
        ]
        #expect(try Self.pairs([("A.fcschema", old)], [("A.fcschema", new)]) == expected)
        let (oldParts, newParts) = (Self.declarations(old), Self.declarations(new))
        let shuffled = try Self.pairs(
            oldParts.reversed().enumerated().map { ("F\($0.offset % 3).fcschema", $0.element) }
                .reduce(into: [(String, String)]()) { files, file in
                    if let index = files.firstIndex(where: { $0.0 == file.0 }) {
                        files[index].1 += "\n" + file.1
                    } else {
                        files.append(file)
                    }
                },
            [("Z.fcschema", newParts.reversed().joined(separator: "\n"))])
        #expect(shuffled == expected)
        let checked = CompatibilityChecker.check(
            baseline: [SchemaSource(path: "A.fcschema", text: oldParts.reversed().joined(separator: "\n"))],
            current: [SchemaSource(path: "A.fcschema", text: new)])
        let again = CompatibilityChecker.check(
            baseline: [SchemaSource(path: "A.fcschema", text: old)],
            current: [SchemaSource(path: "A.fcschema", text: newParts.reversed().joined(separator: "\n"))])
        #expect(
            Set(checked.findings.map { "\($0.rule.id) \($0.subject) \($0.message)" })
                == Set(again.findings.map { "\($0.rule.id) \($0.subject) \($0.message)" }))
    }

    /// A record that holds itself through an optional (recursion the language is about to allow):
    /// the walk ends, the renamed record is matched through its outer holder, and judged.
    @Test func aRecordThatHoldsItselfThroughAnOptionalIsFollowedAndTheWalkEnds() {
        func side(_ comment: String, extra: [FieldModel]) -> CompatibilitySide {
            let here = SourceLocation(file: "A.fcschema", line: 1, column: 1)
            func field(_ name: String, _ type: FieldType) -> FieldModel {
                FieldModel(
                    name: name, wireKey: name, docs: [], type: type, defaultValue: nil, isStrict: false, sample: nil,
                    location: here)
            }
            let records = [
                RecordModel(
                    name: "Thread", docs: [], fields: [field("first", .optional(.record(comment)))], versioning: nil,
                    location: here),
                RecordModel(
                    name: comment, docs: [],
                    fields: [field("text", .string), field("parent", .optional(.record(comment)))]
                        + extra.map { field($0.name, $0.type) },
                    versioning: nil, location: here),
            ]
            let model = SchemaModel(
                files: [], records: Dictionary(uniqueKeysWithValues: records.map { ($0.name, $0) }), enums: [:])
            return CompatibilitySide(model: model, locations: SyntaxLocations([]))
        }
        let likes = FieldModel(
            name: "likes", wireKey: "likes", docs: [], type: .optional(.int), defaultValue: nil, isStrict: false,
            sample: nil, location: SourceLocation(file: "A.fcschema", line: 1, column: 1))
        let (old, new) = (side("Comment", extra: []), side("Note", extra: [likes]))
        let correspondence = TypeCorrespondence(old: old, new: new)
        #expect(correspondence.pairs.map { "\($0.old) -> \($0.new)" } == ["Comment -> Note", "Thread -> Thread"])
        let types = TypeCompatibility(old: old.model, new: new.model, correspondence: correspondence)
        let findings = RecordRules(old: old, new: new, types: types).findings(directions: [.backward, .forward])
        #expect(findings.map(\.message) == ["optional field 'likes' was added to 'Note' (renamed from 'Comment')"])
        #expect(TypeCorrespondenceWalk.holdersFirst(old.model) == [["Thread"], ["Comment"]])
    }

    /// Holders come before the types they hold; a cycle is one component, in name order.
    @Test func componentsComeHoldersFirst() throws {
        let model = try Self.side([
            (
                "A.fcschema",
                "record Root {\n    a: [A] = []\n}\n\nrecord A {\n    b: [B] = []\n}\n\nrecord B {\n    a: [A] = []\n"
                    + "    leaf: Leaf?\n}\n\nrecord Leaf {\n    mode: Mode = .x\n}\n\nenum Mode fallback x { x }\n\n"
                    + "record Alone {\n    n: Int\n}\n"
            )
        ]).model
        #expect(
            TypeCorrespondenceWalk.holdersFirst(model) == [["Root"], ["Alone"], ["A", "B"], ["Leaf"], ["Mode"]])
    }
}
