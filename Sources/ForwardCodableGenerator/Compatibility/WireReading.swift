/// Whether a generated reader of one field type reads every document a writer of another type
/// writes: the rule behind a type change's directions. A widened number is read in one
/// direction only (`Int32` reads into `Int64`, not every `Int64` into `Int32`); a string enum and
/// `String` write the same bytes and each reads the other's (an unknown raw value is kept), so
/// `[Color]` to `[String]` is no change on the wire. A `String` reads every `UUID` (always written
/// as its text), but a `UUID` reads only the strings that are UUIDs.
extension TypeCompatibility {
    /// Whether a field of type `reader` reads every value a field of type `writer` writes.
    func reads(_ reader: FieldType, documentsOf writer: FieldType) -> Bool {
        reads(reader, writer, depth: 0)
    }

    private func reads(_ reader: FieldType, _ writer: FieldType, depth: Int) -> Bool {
        // `compatible` looks its first type up in the baseline and its second in the current
        // schemas; the reader is on either side.
        if compatible(writer, reader) || compatible(reader, writer) { return true }
        switch (reader, writer) {
        case (.optional(let a), .optional(let b)), (.array(let a), .array(let b)),
            (.dictionary(let a), .dictionary(let b)):
            return reads(a, b, depth: depth)
        // An optional reads every value of its type, and the type does not read `null`.
        case (.optional(let a), _):
            return reads(a, writer, depth: depth)
        case (.string, .enumeration(let name)), (.enumeration(let name), .string):
            return rawType(of: name) == .string
        case (.int, .enumeration(let name)), (.int64, .enumeration(let name)), (.enumeration(let name), .int),
            (.enumeration(let name), .int64):
            return rawType(of: name) == .int
        // Not `Data` or `Date`: the coder's strategy decides whether they are strings.
        case (.string, .uuid):
            return true
        default:
            return Self.widens(from: writer, to: reader)
        }
    }

    /// The raw type of the enum `name`, on whichever side declares it.
    private func rawType(of name: String) -> EnumRawType? {
        (new.enums[name] ?? old.enums[name])?.rawType
    }

    /// The scalars whose every value the wider type reads exactly: the integers into wider
    /// integers and `Decimal`, `Int32` and `Float` into `Double`.
    static func widens(from narrow: FieldType, to wide: FieldType) -> Bool {
        switch (narrow, wide) {
        case (.int32, .int), (.int32, .int64), (.int, .int64), (.int64, .int): true
        case (.int32, .decimal), (.int, .decimal), (.int64, .decimal), (.uint64, .decimal): true
        case (.int32, .double), (.float, .double): true
        default: false
        }
    }
}
