import Testing

@testable import ForwardCodableGenerator

/// Whole declarations: an enum with its fallback, and the access levels of a record.
@Suite struct DeclarationSnippets {
    @Test func enumWithFallback() {
        expectSnippet(
            Snippet("enum Mode fallback ssh {\n    ssh\n    mosh\n    et = \"eternal-terminal\"\n}").type("Mode"),
            """
            public enum Mode: String, ForwardEnum {
                case ssh
                case mosh
                case et = "eternal-terminal"

                /// The case shown for a raw value this version does not know. For display only: records keep
                /// the raw value.
                public static var fallback: Mode { .ssh }

                /// The case of `wire`, or ``fallback`` for a raw value this version does not know.
                public init(wire: String) {
                    self = Self(rawValue: wire) ?? .fallback
                }
            }
            """)
    }

    private let record = "record Site {\n    name: String\n}"

    @Test func publicAccess() {
        expectSnippet(
            Snippet(record).type("Site"),
            """
            public struct Site: ForwardRecord {
                public var name: String

                /// Every key this version does not declare, written back unchanged by `encode(to:)`.
                public var unknownFields: [String: JSONValue] {
                    get { _unknownFields.fields }
                    set { _unknownFields = UnknownFieldsStorage(newValue) }
                }

                /// The bag as stored: as read on the JSON fast path (the text of its members, parsed when
                /// `unknownFields` is read and written back as it came), or as set.
                private var _unknownFields: UnknownFieldsStorage

                /// Creates a value; `unknownFields` are written back after the declared fields.
                public init(
                    name: String,
                    unknownFields: [String: JSONValue] = [:]
                ) {
                    self.name = name
                    self._unknownFields = UnknownFieldsStorage(unknownFields)
                }
            }
            """)
    }

    @Test func internalAccess() {
        expectSnippet(
            Snippet(record, options: GeneratorOptions(accessLevel: .internal)).type("Site"),
            """
            struct Site: ForwardRecord {
                var name: String

                /// Every key this version does not declare, written back unchanged by `encode(to:)`.
                var unknownFields: [String: JSONValue] {
                    get { _unknownFields.fields }
                    set { _unknownFields = UnknownFieldsStorage(newValue) }
                }

                /// The bag as stored: as read on the JSON fast path (the text of its members, parsed when
                /// `unknownFields` is read and written back as it came), or as set.
                private var _unknownFields: UnknownFieldsStorage

                /// Creates a value; `unknownFields` are written back after the declared fields.
                init(
                    name: String,
                    unknownFields: [String: JSONValue] = [:]
                ) {
                    self.name = name
                    self._unknownFields = UnknownFieldsStorage(unknownFields)
                }
            }
            """)
    }
}
