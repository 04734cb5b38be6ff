@_spi(ForwardCodableGenerated) import ForwardCodable

/// A scalar's own wire format, `@format(...)`: how a `Date` or a number is written on the wire,
/// whatever the coder's strategy. Each is one runtime `WireFormat`, and a field of it stores a
/// `Formatted` value that keeps the wire text exactly.
enum WireFormatModel: Hashable, Sendable {
    /// RFC 3339 text: `"2026-12-03T10:00:00.123Z"`.
    case iso8601
    /// Seconds since 1970 as a JSON number, fraction allowed.
    case epochSeconds
    /// Milliseconds since 1970 as a JSON number.
    case epochMilliseconds
    /// A number written as a JSON string: the scalar (`Int`, `Int32`, `Int64`, `UInt64`, `Decimal`).
    case string(FieldType)

    /// The formats of a `Date`, by their schema names.
    static let dateFormats: [(name: String, format: WireFormatModel)] = [
        ("iso8601", .iso8601), ("epochSeconds", .epochSeconds), ("epochMilliseconds", .epochMilliseconds),
    ]

    /// The scalars `@format(string)` applies to.
    static let stringScalars: [FieldType] = [.int, .int32, .int64, .uint64, .decimal]

    /// The name `@format(...)` and `"dateFormat"` take to mean the coder's own strategy: no format.
    static let coder = "coder"

    /// The format called `name` for `scalar`; `nil` when `scalar` has no format of that name.
    static func named(_ name: String, for scalar: FieldType) -> WireFormatModel? {
        if scalar == .date { return dateFormats.first { $0.name == name }?.format }
        return name == "string" && stringScalars.contains(scalar) ? .string(scalar) : nil
    }

    /// The names of the formats `scalar` takes, `coder` included; empty when it takes none.
    static func names(for scalar: FieldType) -> [String] {
        if scalar == .date { return dateFormats.map(\.name) + [coder] }
        return stringScalars.contains(scalar) ? ["string", coder] : []
    }

    /// The name in schemas: `iso8601`.
    var name: String {
        switch self {
        case .iso8601: "iso8601"
        case .epochSeconds: "epochSeconds"
        case .epochMilliseconds: "epochMilliseconds"
        case .string: "string"
        }
    }

    /// The scalar the format writes: `Date`, or the number type.
    var scalar: FieldType {
        if case .string(let scalar) = self { return scalar }
        return .date
    }

    /// The runtime's format type, as Swift spells it: `ISO8601DateTime`, `IntegerString<Int64>`.
    var runtimeType: String {
        String(describing: runtimeFormat)
    }

    /// The stored Swift type: `Formatted<ISO8601DateTime>`.
    var swiftType: String { "Formatted<\(runtimeType)>" }

    /// Whether the wire holds a JSON string (otherwise a number).
    var wireIsString: Bool { runtimeFormat.wireIsString }

    /// What the wire holds, from the runtime, for messages.
    var expectation: String {
        runtimeFormat.expectation
    }

    /// Whether `text` (string contents, or a number's text) is a valid wire text of the format:
    /// the runtime's own parser decides, so a sample the generator accepts is one the app reads.
    func accepts(_ text: String) -> Bool {
        runtimeFormat.accepts(text)
    }

    /// The runtime format: it names the stored type, checks literals and writes canonical text.
    private var runtimeFormat: any WireFormat.Type {
        switch self {
        case .iso8601: ISO8601DateTime.self
        case .epochSeconds: EpochSeconds.self
        case .epochMilliseconds: EpochMilliseconds.self
        case .string(.int): IntegerString<Int>.self
        case .string(.int32): IntegerString<Int32>.self
        case .string(.int64): IntegerString<Int64>.self
        case .string(.uint64): IntegerString<UInt64>.self
        default: DecimalString.self
        }
    }
}

extension WireFormatModel {
    /// The canonical text the runtime's format writes for `value` (a `Date` for the date formats,
    /// the number for `string`); `nil` when `value` is not of the format's type.
    func canonicalText(of value: Any) -> String? {
        Self.canonicalText(runtimeFormat, of: value)
    }

    private static func canonicalText<Format: WireFormat>(_: Format.Type, of value: Any) -> String? {
        (value as? Format.Value).map(Format.wireText(of:))
    }
}

extension WireFormat {
    /// Whether `text` has a typed value: a valid wire text.
    static func accepts(_ text: String) -> Bool {
        value(ofWire: text) != nil
    }
}
