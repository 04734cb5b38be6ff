import Testing

@testable import ForwardCodableGenerator

/// One field of each type: its declaration in the struct and the statement that decodes it.
@Suite struct FieldTypeSnippets {
    /// `record R { <field> }` plus the declarations the field refers to.
    private func snippet(_ field: String) -> Snippet {
        Snippet(
            """
            record R {
                \(field)
            }
            record Jump {
                host: String
            }
            enum Mode fallback ssh { ssh, mosh }
            """)
    }

    @Test func string() {
        let code = snippet("name: String")
        expectSnippet(code.properties("name", of: "R"), "public var name: String")
        expectSnippet(
            code.decoding("name", of: "R"),
            "name = try fields.decode(String.self)\nself.name = try fields.required(name, .name)")
    }

    @Test func int() {
        let code = snippet("port: Int")
        expectSnippet(code.properties("port", of: "R"), "public var port: Int")
        expectSnippet(
            code.decoding("port", of: "R"),
            "port = try fields.decode(Int.self)\nself.port = try fields.required(port, .port)")
    }

    @Test func double() {
        let code = snippet("ratio: Double")
        expectSnippet(code.properties("ratio", of: "R"), "public var ratio: Double")
        // Through the runtime, which reads the zeros JSONDecoder refuses as a Double (`0e1`).
        expectSnippet(
            code.decoding("ratio", of: "R"),
            "ratio = try fields.decodeNumbers(Double.self)\nself.ratio = try fields.required(ratio, .ratio)")
    }

    @Test func doublesInCollections() {
        let code = snippet("samples: [Double] = []\n    byName: [String: Double]")
        expectSnippet(
            code.decoding("samples", of: "R"),
            "samples = try fields.decodeNumbersIfPresent([Double].self)\nself.samples = samples ?? fields.defaulted([], .samples, absent: &absentDefaults)"
        )
        expectSnippet(
            code.decoding("byName", of: "R"),
            "byName = try fields.decodeNumbers([String: Double].self)\nself.byName = try fields.required(byName, .byName)"
        )
    }

    @Test func bool() {
        let code = snippet("done: Bool")
        expectSnippet(code.properties("done", of: "R"), "public var done: Bool")
        expectSnippet(
            code.decoding("done", of: "R"),
            "done = try fields.decode(Bool.self)\nself.done = try fields.required(done, .done)")
    }

    @Test func optionalDate() {
        let code = snippet("seen: Date?")
        expectSnippet(code.properties("seen", of: "R"), "public var seen: Date?")
        expectSnippet(
            code.decoding("seen", of: "R"),
            "seen = try fields.decodeIfPresent(Date.self, nulls: &self.explicitNulls)\nself.seen = seen")
    }

    @Test func uuid() {
        let code = snippet("id: UUID")
        expectSnippet(code.properties("id", of: "R"), "public var id: UUID")
        expectSnippet(
            code.decoding("id", of: "R"), "id = try fields.decode(UUID.self)\nself.id = try fields.required(id, .id)")
    }

    @Test func json() {
        let code = snippet("payload: JSON")
        expectSnippet(code.properties("payload", of: "R"), "public var payload: JSONValue")
        expectSnippet(
            code.decoding("payload", of: "R"),
            "payload = try fields.decode(JSONValue.self)\nself.payload = try fields.required(payload, .payload)")
    }

    @Test func optional() {
        let code = snippet("note: String?")
        expectSnippet(code.properties("note", of: "R"), "public var note: String?")
        expectSnippet(
            code.decoding("note", of: "R"),
            "note = try fields.decodeIfPresent(String.self, nulls: &self.explicitNulls)\nself.note = note")
    }

    @Test func array() {
        let code = snippet("tags: [String]")
        expectSnippet(code.properties("tags", of: "R"), "public var tags: [String]")
        expectSnippet(
            code.decoding("tags", of: "R"),
            "tags = try fields.decode([String].self)\nself.tags = try fields.required(tags, .tags)")
    }

    @Test func dictionary() {
        let code = snippet("counts: [String: Int]")
        expectSnippet(code.properties("counts", of: "R"), "public var counts: [String: Int]")
        expectSnippet(
            code.decoding("counts", of: "R"),
            "counts = try fields.decode([String: Int].self)\nself.counts = try fields.required(counts, .counts)")
    }

    @Test func nestedRecord() {
        let code = snippet("jump: Jump")
        expectSnippet(code.properties("jump", of: "R"), "public var jump: Jump")
        expectSnippet(
            code.decoding("jump", of: "R"),
            "jump = try fields.decode(Jump.self)\nself.jump = try fields.required(jump, .jump)")
    }

    @Test func arrayOfRecords() {
        let code = snippet("hops: [Jump]")
        expectSnippet(code.properties("hops", of: "R"), "public var hops: WireArray<Jump>")
        expectSnippet(
            code.decoding("hops", of: "R"),
            "hops = try fields.decode(WireArray<Jump>.self)\nself.hops = try fields.required(hops, .hops)")
    }

    @Test func enumeration() {
        let code = snippet("method: Mode")
        expectSnippet(
            code.properties("method", "methodRaw", of: "R"),
            """
            /// A raw value this version does not know shows as the fallback and stays in ``methodRaw``.
            public var method: Mode {
                get { Mode(wire: methodRaw) }
                set { methodRaw = newValue.rawValue }
            }

            /// The wire form of ``method``, exactly as read, including values this version does not know.
            /// Change it through ``method``.
            public private(set) var methodRaw: String
            """)
        expectSnippet(
            code.decoding("method", of: "R"),
            "methodRaw = try fields.decode(String.self)\nfields.checkEnum(methodRaw, Mode.self)\nself.methodRaw = try fields.required(methodRaw, .method)"
        )
    }

    @Test func arrayOfEnums() {
        let code = snippet("modes: [Mode]")
        expectSnippet(code.properties("modes", of: "R"), "public var modes: WireArray<Mode>")
        expectSnippet(
            code.decoding("modes", of: "R"),
            "modes = try fields.decode(WireArray<Mode>.self)\nfields.checkEnums(modes)\nself.modes = try fields.required(modes, .modes)"
        )
    }

    /// A record that holds itself through an optional: the field is stored out of line, its type,
    /// its reading and its writing unchanged.
    @Test func recordThatHoldsItself() {
        let code = Snippet("record Node {\n    name: String\n    next: Node?\n}")
        expectSnippet(code.properties("next", of: "Node"), "@Indirect public var next: Node?")
        expectSnippet(
            code.decoding("next", of: "Node"),
            "next = try fields.decodeIfPresent(Node.self, nulls: &self.explicitNulls)\nself.next = next")
    }
}
