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
        expectSnippet(code.decoding("name", of: "R"), "self.name = try container.decodeField(String.self, .name)")
    }

    @Test func int() {
        let code = snippet("port: Int")
        expectSnippet(code.properties("port", of: "R"), "public var port: Int")
        expectSnippet(code.decoding("port", of: "R"), "self.port = try container.decodeField(Int.self, .port)")
    }

    @Test func double() {
        let code = snippet("ratio: Double")
        expectSnippet(code.properties("ratio", of: "R"), "public var ratio: Double")
        // Through the runtime, which reads the zeros JSONDecoder refuses as a Double (`0e1`).
        expectSnippet(
            code.decoding("ratio", of: "R"), "self.ratio = try container.decodeNumberField(Double.self, .ratio)")
    }

    @Test func doublesInCollections() {
        let code = snippet("samples: [Double] = []\n    byName: [String: Double]")
        expectSnippet(
            code.decoding("samples", of: "R"),
            "self.samples = try container.decodeNumberField([Double].self, .samples, or: [])")
        expectSnippet(
            code.decoding("byName", of: "R"),
            "self.byName = try container.decodeNumberField([String: Double].self, .byName)")
    }

    @Test func bool() {
        let code = snippet("done: Bool")
        expectSnippet(code.properties("done", of: "R"), "public var done: Bool")
        expectSnippet(code.decoding("done", of: "R"), "self.done = try container.decodeField(Bool.self, .done)")
    }

    @Test func optionalDate() {
        let code = snippet("seen: Date?")
        expectSnippet(code.properties("seen", of: "R"), "public var seen: Date?")
        expectSnippet(
            code.decoding("seen", of: "R"),
            "self.seen = try container.decodeOptionalField(Date.self, .seen, nulls: &self.explicitNulls)")
    }

    @Test func uuid() {
        let code = snippet("id: UUID")
        expectSnippet(code.properties("id", of: "R"), "public var id: UUID")
        expectSnippet(code.decoding("id", of: "R"), "self.id = try container.decodeField(UUID.self, .id)")
    }

    @Test func json() {
        let code = snippet("payload: JSON")
        expectSnippet(code.properties("payload", of: "R"), "public var payload: JSONValue")
        expectSnippet(
            code.decoding("payload", of: "R"), "self.payload = try container.decodeField(JSONValue.self, .payload)")
    }

    @Test func optional() {
        let code = snippet("note: String?")
        expectSnippet(code.properties("note", of: "R"), "public var note: String?")
        expectSnippet(
            code.decoding("note", of: "R"),
            "self.note = try container.decodeOptionalField(String.self, .note, nulls: &self.explicitNulls)")
    }

    @Test func array() {
        let code = snippet("tags: [String]")
        expectSnippet(code.properties("tags", of: "R"), "public var tags: [String]")
        expectSnippet(code.decoding("tags", of: "R"), "self.tags = try container.decodeField([String].self, .tags)")
    }

    @Test func dictionary() {
        let code = snippet("counts: [String: Int]")
        expectSnippet(code.properties("counts", of: "R"), "public var counts: [String: Int]")
        expectSnippet(
            code.decoding("counts", of: "R"), "self.counts = try container.decodeField([String: Int].self, .counts)")
    }

    @Test func nestedRecord() {
        let code = snippet("jump: Jump")
        expectSnippet(code.properties("jump", of: "R"), "public var jump: Jump")
        expectSnippet(code.decoding("jump", of: "R"), "self.jump = try container.decodeField(Jump.self, .jump)")
    }

    @Test func arrayOfRecords() {
        let code = snippet("hops: [Jump]")
        expectSnippet(code.properties("hops", of: "R"), "public var hops: WireArray<Jump>")
        expectSnippet(
            code.decoding("hops", of: "R"), "self.hops = try container.decodeField(WireArray<Jump>.self, .hops)")
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
            code.decoding("method", of: "R"), "self.methodRaw = try container.decodeField(String.self, .method)")
    }

    @Test func arrayOfEnums() {
        let code = snippet("modes: [Mode]")
        expectSnippet(code.properties("modes", of: "R"), "public var modes: WireArray<Mode>")
        expectSnippet(
            code.decoding("modes", of: "R"), "self.modes = try container.decodeField(WireArray<Mode>.self, .modes)")
    }
}
