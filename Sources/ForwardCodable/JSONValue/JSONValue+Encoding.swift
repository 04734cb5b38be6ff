import Foundation

extension JSONValue: Encodable {
    /// Writes this value to any encoder.
    ///
    /// Nested arrays and objects are written with an explicit stack instead of recursion, so a
    /// deep value built in code cannot overflow the call stack.
    ///
    /// - Throws: `EncodingError.invalidValue` when the value, counted from the root of the
    ///   document, nests deeper than ``maximumDepth``, or holds an ``exactNumber(_:)`` that is not a number.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .array, .object:
            let path = encoder.codingPath
            let level = JSONValue.level(openedBy: path)
            guard level <= JSONValue.maximumDepth else {
                throw JSONValue.depthError(self, level: level, at: path)
            }
            try encodeNested(to: encoder, path: path)
        default:
            var sink = SingleValueSink(container: encoder.singleValueContainer())
            try encodeScalar(into: &sink)
        }
    }

    /// Writes an array or an object, with an explicit stack.
    private func encodeNested(to encoder: any Encoder, path: [any CodingKey]) throws {
        switch self {
        case .array(let elements):
            var writer = NestedWriter()
            writer.push(.array(encoder.unkeyedContainer(), elements[...]), value: self, path: path)
            try writer.run()
        case .object(let members):
            var writer = NestedWriter()
            let container = encoder.container(keyedBy: AnyCodingKey.self)
            writer.push(.object(container, Array(members)[...]), value: self, path: path)
            try writer.run()
        default:
            preconditionFailure("encodeNested(to:) is only called for arrays and objects")
        }
    }

    /// Writes a scalar through `sink`; arrays and objects are handled by the caller.
    fileprivate func encodeScalar(into sink: inout some ScalarSink) throws {
        switch self {
        case .null: try sink.encodeNil()
        case .bool(let value): try sink.encode(value)
        case .int(let value): try sink.encode(value)
        case .double(let value): try sink.encode(value)
        case .string(let value): try sink.encode(value)
        case .exactNumber(let text):
            if let integer = UInt64(text) {
                try sink.encode(integer)
            } else if JSONValue.isNumberText(text), let decimal = Decimal(string: text) {
                try sink.encode(decimal)
            } else {
                throw EncodingError.invalidValue(
                    self,
                    EncodingError.Context(
                        codingPath: sink.codingPath,
                        debugDescription: "JSONValue.exactNumber(\"\(text)\") does not hold a number."
                    )
                )
            }
        case .array, .object:
            preconditionFailure("encodeScalar(into:) is only called for scalars")
        }
    }
}

extension KeyedEncodingContainer {
    /// Writes `value` for `key`; scalars through the container's own methods, which encoders
    /// implement without the nested encoder that an `Encodable` value needs.
    mutating func encodeJSONValue(_ value: JSONValue, forKey key: Key) throws {
        switch value {
        case .array, .object:
            try encode(value, forKey: key)
        case .null, .bool, .int, .double, .string, .exactNumber:
            var sink = KeyedSink(container: self, key: key)
            try value.encodeScalar(into: &sink)
            self = sink.container
        }
    }
}

extension JSONValue {
    /// Whether `text` is a JSON number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    static func isNumberText(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        func digits(_ bytes: inout Substring.UTF8View.SubSequence) -> Int {
            let count = bytes.prefix(while: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }).count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let first = bytes.first
        let integerDigits = digits(&bytes)
        guard integerDigits > 0, first != UInt8(ascii: "0") || integerDigits == 1 else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits(&bytes) > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits(&bytes) > 0 else { return false }
        }
        return bytes.isEmpty
    }
}

/// The one place scalars are written, whatever container holds them.
private protocol ScalarSink {
    var codingPath: [any CodingKey] { get }
    mutating func encodeNil() throws
    mutating func encode<T: Encodable>(_ value: T) throws
    mutating func encode(_ value: Bool) throws
    mutating func encode(_ value: Int64) throws
    mutating func encode(_ value: UInt64) throws
    mutating func encode(_ value: Double) throws
    mutating func encode(_ value: String) throws
}

extension SingleValueSink: ScalarSink {}
extension UnkeyedSink: ScalarSink {}
extension KeyedSink: ScalarSink {}

private struct SingleValueSink {
    var container: any SingleValueEncodingContainer
    var codingPath: [any CodingKey] { container.codingPath }
    mutating func encodeNil() throws { try container.encodeNil() }
    mutating func encode<T: Encodable>(_ value: T) throws { try container.encode(value) }
    mutating func encode(_ value: Bool) throws { try container.encode(value) }
    mutating func encode(_ value: Int64) throws { try container.encode(value) }
    mutating func encode(_ value: UInt64) throws { try container.encode(value) }
    mutating func encode(_ value: Double) throws { try container.encode(value) }
    mutating func encode(_ value: String) throws { try container.encode(value) }
}

private struct UnkeyedSink {
    var container: any UnkeyedEncodingContainer
    var codingPath: [any CodingKey] { container.codingPath }
    mutating func encodeNil() throws { try container.encodeNil() }
    mutating func encode<T: Encodable>(_ value: T) throws { try container.encode(value) }
    mutating func encode(_ value: Bool) throws { try container.encode(value) }
    mutating func encode(_ value: Int64) throws { try container.encode(value) }
    mutating func encode(_ value: UInt64) throws { try container.encode(value) }
    mutating func encode(_ value: Double) throws { try container.encode(value) }
    mutating func encode(_ value: String) throws { try container.encode(value) }
}

private struct KeyedSink<Key: CodingKey> {
    var container: KeyedEncodingContainer<Key>
    let key: Key
    var codingPath: [any CodingKey] { container.codingPath + [key] }
    mutating func encodeNil() throws { try container.encodeNil(forKey: key) }
    mutating func encode<T: Encodable>(_ value: T) throws { try container.encode(value, forKey: key) }
    mutating func encode(_ value: Bool) throws { try container.encode(value, forKey: key) }
    mutating func encode(_ value: Int64) throws { try container.encode(value, forKey: key) }
    mutating func encode(_ value: UInt64) throws { try container.encode(value, forKey: key) }
    mutating func encode(_ value: Double) throws { try container.encode(value, forKey: key) }
    mutating func encode(_ value: String) throws { try container.encode(value, forKey: key) }
}

/// Writes nested arrays and objects with an explicit stack of containers.
private struct NestedWriter {
    enum Frame {
        case array(any UnkeyedEncodingContainer, ArraySlice<JSONValue>)
        case object(KeyedEncodingContainer<AnyCodingKey>, ArraySlice<(key: String, value: JSONValue)>)
    }

    private var stack: [Frame] = []
    private var root: JSONValue = .null
    private var rootPath: [any CodingKey] = []

    mutating func push(_ frame: Frame, value: JSONValue, path: [any CodingKey]) {
        if stack.isEmpty {
            root = value
            rootPath = path
        }
        stack.append(frame)
    }

    mutating func run() throws {
        while var frame = stack.popLast() {
            switch frame {
            case .array(var container, var pending):
                guard let next = pending.popFirst() else { continue }
                if let child = try nestedFrame(for: next, in: &container) {
                    stack.append(.array(container, pending))
                    try checkDepth()
                    stack.append(child)
                } else {
                    var sink = UnkeyedSink(container: container)
                    try next.encodeScalar(into: &sink)
                    frame = .array(sink.container, pending)
                    stack.append(frame)
                }
            case .object(var container, var pending):
                guard let (key, next) = pending.popFirst() else { continue }
                let codingKey = AnyCodingKey(key)
                if let child = try nestedFrame(for: next, forKey: codingKey, in: &container) {
                    stack.append(.object(container, pending))
                    try checkDepth()
                    stack.append(child)
                } else {
                    var sink = KeyedSink(container: container, key: codingKey)
                    try next.encodeScalar(into: &sink)
                    frame = .object(sink.container, pending)
                    stack.append(frame)
                }
            }
        }
    }

    private func nestedFrame(for value: JSONValue, in container: inout any UnkeyedEncodingContainer) throws -> Frame? {
        switch value {
        case .array(let elements): .array(container.nestedUnkeyedContainer(), elements[...])
        case .object(let members):
            .object(container.nestedContainer(keyedBy: AnyCodingKey.self), Array(members)[...])
        default: nil
        }
    }

    private func nestedFrame(
        for value: JSONValue,
        forKey key: AnyCodingKey,
        in container: inout KeyedEncodingContainer<AnyCodingKey>
    ) throws -> Frame? {
        switch value {
        case .array(let elements): .array(container.nestedUnkeyedContainer(forKey: key), elements[...])
        case .object(let members):
            .object(container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key), Array(members)[...])
        default: nil
        }
    }

    /// Throws before a child container is opened beyond ``JSONValue/maximumDepth``, counted from
    /// the root of the document: the root value's coding path, its own level, and the stack.
    private func checkDepth() throws {
        let level = JSONValue.level(openedBy: rootPath) + stack.count
        guard level > JSONValue.maximumDepth else { return }
        throw JSONValue.depthError(root, level: level, at: rootPath)
    }
}
