/// The schema of each field type, as the generated readers read it.
extension JSONSchemaExporter {
    /// The text of a UUID, in either case, as `UUID(uuidString:)` reads it.
    static let uuidPattern = "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$"
    /// RFC 3339 text as `ISO8601DateTime` reads it: a four-digit year or a sign and six digits, `T`
    /// or `t`, any fraction length, `Z`, `z` or an offset. The pattern checks the layout; the
    /// reader also checks each number's range.
    static let dateTimePattern =
        "^([0-9]{4}|[+-][0-9]{6})-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?([Zz]|[+-][0-9]{2}:[0-9]{2})$"
    /// `YYYY-MM-DD`, as `CalendarDate` reads it.
    static let calendarDatePattern = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    /// An integer as `IntegerString` reads it: digits, with a `-` for a negative one.
    static let integerStringPattern = "^-?[0-9]+$"
    /// A JSON number's text, as `DecimalString` reads it.
    static let numberStringPattern = "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"

    /// The schema of a value of `type`. `inCollection` says whether the value is an element of an
    /// array or a dictionary, where a record is resilient unless the field is `@strict`.
    func typeSchema(_ type: FieldType, strict: Bool, inCollection: Bool = false) -> ExportJSON {
        switch type {
        case .record(let name) where inCollection && !strict && !options.closed:
            // A `Resilient` element: one that does not decode is kept verbatim, never an error.
            return .object([
                "anyOf": .array([
                    Self.reference(name),
                    .object([
                        "description": .string(
                            "An element this version cannot read as \(name) is kept verbatim, never an error "
                                + "(a resilient collection; `@strict` fields refuse it).")
                    ]),
                ])
            ])
        case .record(let name), .enumeration(let name), .union(let name): return Self.reference(name)
        case .optional(let wrapped):
            return Self.nullable(typeSchema(wrapped, strict: strict, inCollection: inCollection))
        case .array(let element):
            return .object([
                "type": .string("array"), "items": typeSchema(element, strict: strict, inCollection: true),
            ])
        case .dictionary(let value):
            return .object([
                "type": .string("object"),
                "additionalProperties": typeSchema(value, strict: strict, inCollection: true),
            ])
        default: return scalarSchema(type)
        }
    }

    /// `schema` or `null`.
    static func nullable(_ schema: ExportJSON) -> ExportJSON {
        if schema == .object([:]) { return schema }
        return .object(["anyOf": .array([schema, .object(["type": .string("null")])])])
    }

    private func scalarSchema(_ type: FieldType) -> ExportJSON {
        switch type {
        case .string: Self.typed("string")
        case .bool: Self.typed("boolean")
        case .double, .float, .decimal: Self.typed("number")
        case .int, .int64: Self.integer(Int64.min, Int64.max)
        case .int32: Self.integer(Int32.min, Int32.max)
        case .uint64: Self.integer(UInt64.min, UInt64.max)
        case .uuid: Self.typed("string", ["format": .string("uuid"), "pattern": .string(Self.uuidPattern)])
        case .url: Self.typed("string", ["format": .string("uri-reference")])
        case .data: Self.typed("string", ["contentEncoding": .string("base64")])
        case .calendarDate:
            Self.typed("string", ["format": .string("date"), "pattern": .string(Self.calendarDatePattern)])
        case .date:
            .object([
                "type": .strings(["number", "string"]),
                "$comment": .string(
                    "A Date without @format: the coder's date strategy decides (JSONDecoder's default reads "
                        + "seconds since 2001 as a number; .iso8601 a string)."),
            ])
        case .formatted(let format): formattedSchema(format)
        case .external(let name):
            .object(["$comment": .string("\(name): the app's own type, read by its Codable conformance.")])
        case .json: .object([:])  // Any value.
        // Named and composite types: `typeSchema` writes them; no `default`, so that a new
        // `FieldType` case is a compile error here.
        case .record, .enumeration, .union, .array, .dictionary, .optional: typeSchema(type, strict: false)
        }
    }

    private func formattedSchema(_ format: WireFormatModel) -> ExportJSON {
        switch format {
        case .iso8601:
            Self.typed("string", ["format": .string("date-time"), "pattern": .string(Self.dateTimePattern)])
        case .epochSeconds: Self.typed("number", ["description": .string("Seconds since 1970-01-01T00:00:00Z.")])
        case .epochMilliseconds:
            Self.typed("number", ["description": .string("Milliseconds since 1970-01-01T00:00:00Z.")])
        case .string(.decimal): Self.typed("string", ["pattern": .string(Self.numberStringPattern)])
        case .string(let scalar):
            Self.typed(
                "string",
                [
                    "pattern": .string(Self.integerStringPattern),
                    "description": .string("The \(scalar.schemaText) as a string of decimal digits."),
                ])
        }
    }

    private static func typed(_ name: String, _ more: [String: ExportJSON] = [:]) -> ExportJSON {
        .object(more.merging(["type": .string(name)]) { _, new in new })
    }

    private static func integer(_ minimum: some BinaryInteger, _ maximum: some BinaryInteger) -> ExportJSON {
        typed("integer", ["minimum": .integer(minimum), "maximum": .integer(maximum)])
    }
}
