import Testing

@testable import ForwardCodableGenerator

/// Field attributes and defaults: where each shows in the generated code.
@Suite struct AttributeSnippets {
    private let code = Snippet(
        """
        record K {
            name: String = "x" @key("display_name") @sample("Ada")
        }
        """)

    @Test func keyNamesTheWireKeyInCodingKeys() {
        expectSnippet(
            code.nestedType("CodingKeys", of: "K"),
            """
            enum CodingKeys: DeclaredKeys {
                case name

                /// The wire keys, in the order of the cases: what both codecs match a key against.
                static let _table = DeclaredKeyTable<Self>([
                    "display_name",
                ])
            }
            """)
    }

    @Test func sampleIsTheValueOfTheContractSample() {
        expectSnippet(code.contractData("kSample"), #"static let kSample: JSONValue = ["display_name": "Ada"]"#)
    }

    @Test func defaultIsTheInitializerDefaultAndTheValueOfAnAbsentKey() {
        expectSnippet(
            code.functions("init", of: "K"),
            """
            /// Creates a value; `unknownFields` are written back after the declared fields.
            public init(
                name: String = "x",
                unknownFields: [String: JSONValue] = [:]
            ) {
                self.name = name
                self._unknownFields = UnknownFieldsStorage(unknownFields)
            }

            /// Decodes the declared fields, then keeps every other key in `unknownFields`.
            public init(from decoder: any Decoder) throws {
                var fields = try RecordFieldReader<CodingKeys>(decoder, record: "K")
                try self.init(fields: &fields)
            }

            /// Reads the declared fields, with either codec, then keeps every other key in `unknownFields`.
            init(fields: inout RecordFieldReader<CodingKeys>) throws {
                var name: String?
                var unknownFields = UnknownFieldsStorage()
                var absentDefaults = AbsentDefaults()
                do {
                    while let key = try fields.next(unknown: &unknownFields) {
                        switch key {
                        case .name: name = try fields.decodeIfPresent(String.self)
                        }
                    }
                    self.name = name ?? fields.defaulted("x", .name, absent: &absentDefaults)
                    self.absentDefaults = absentDefaults
                } catch {
                    throw fields.failure(error)
                }
                self._unknownFields = unknownFields
            }

            /// Reads the record straight from JSON bytes: the value `init(from:)` reads from the same document.
            public init(fastJSON reader: inout JSONReader) throws {
                var fields = try RecordFieldReader<CodingKeys>(&reader, record: "K")
                try self.init(fields: &fields)
                reader.resume(after: fields)
            }
            """)
    }
}
