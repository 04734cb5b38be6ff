import ForwardCodable
import ForwardCodableGenerator
import Foundation

/// What the generated code did with one document that one side wrote and the other read: the
/// oracle the checker's verdicts are held to.
///
/// - `threw`: both decoders of the reader threw.
/// - `lost`: the reader's encoding does not hold every key and value of the document.
/// - `changed`: the reader read it without loss but shows something else than the writer for a
///   thing both sides know: a field of the same Swift name (or the one it was renamed to), an
///   enum case the reader declares, a union variant the reader declares. What only one side
///   knows (an added field, a case or variant the reader lacks) has nothing to compare with, and
///   an enum read from a plain value (or the reverse) is compared by the wire value.
enum PropertyOutcome: Equatable {
    case ok
    case threw(String)
    case lost(String)
    case changed(String)

    var breaks: Bool { self != .ok }

    /// The kind, for tallies.
    var kind: String {
        switch self {
        case .ok: "ok"
        case .threw: "threw"
        case .lost: "lost"
        case .changed: "changed"
        }
    }
}

/// Judges one document of a pair in one direction.
struct PropertyOracle {
    /// Writer's field names to the reader's, for renamed fields.
    var renames: [String: String]
    /// The enum cases and union variants the reader declares.
    var readerCases: Set<String>
    var readerVariants: Set<String>

    init(pair: PropertyPair, direction: CompatibilityDirection) {
        let reader = direction == .backward ? pair.new : pair.old
        renames =
            direction == .backward
            ? pair.renames : Dictionary(uniqueKeysWithValues: pair.renames.map { ($0.value, $0.key) })
        readerCases = Set(reader.enums.flatMap { $0.cases.map(\.name) })
        readerVariants = Set(reader.unions.flatMap { $0.variants.map(\.name) })
    }

    /// The outcome for `document`, given the reader's encoding of it and both views.
    func outcome(document: JSONValue, encoding: JSONValue, writerView: JSONValue, readerView: JSONValue)
        -> PropertyOutcome
    {
        if let loss = Self.missing(document, in: encoding, path: "$") { return .lost(loss) }
        if let change = changed(writerView, readerView, path: "$") { return .changed(change) }
        return .ok
    }

    /// Where `expected` holds something `actual` does not (extra keys in `actual` are fine).
    static func missing(_ expected: JSONValue, in actual: JSONValue, path: String) -> String? {
        switch (expected, actual) {
        case (.object(let left), .object(let right)):
            for (key, value) in left.sorted(by: { $0.key < $1.key }) {
                guard let other = right[key] else { return "\(path).\(key): \(value) was lost" }
                if let loss = missing(value, in: other, path: "\(path).\(key)") { return loss }
            }
            return nil
        case (.array(let left), .array(let right)) where left.count == right.count:
            for (index, (l, r)) in zip(left, right).enumerated() {
                if let loss = missing(l, in: r, path: "\(path)[\(index)]") { return loss }
            }
            return nil
        default:
            return same(expected, actual) ? nil : "\(path): \(expected) became \(actual)"
        }
    }

    /// Where the reader's view differs from the writer's on something both know.
    private func changed(_ writer: JSONValue, _ reader: JSONValue, path: String) -> String? {
        if Self.enumRaw(writer) != nil || Self.enumRaw(reader) != nil {
            guard let writerRaw = Self.enumRaw(writer), let readerRaw = Self.enumRaw(reader) else {
                // An enum on one side only: compared by the value on the wire.
                let (left, right) = (Self.enumRaw(writer) ?? writer, Self.enumRaw(reader) ?? reader)
                return Self.same(left, right) ? nil : "\(path): \(left) reads as \(right)"
            }
            guard case .string(let name)? = writer["$case"], readerCases.contains(name) else { return nil }
            return writer["$case"] == reader["$case"]
                ? nil : "\(path): case \(name) (\(writerRaw)) shows as \(reader["$case"] ?? .null) (\(readerRaw))"
        }
        switch (writer, reader) {
        case (.object(let w), .object(let r)) where w["$variant"] != nil:
            guard case .string(let name)? = w["$variant"], readerVariants.contains(name) else { return nil }
            guard w["$variant"] == r["$variant"] else {
                return "\(path): variant \(name) shows as \(r["$variant"] ?? .null)"
            }
            guard let left = w["$payload"], let right = r["$payload"] else { return nil }
            return changed(left, right, path: path + "." + name)
        case (.object(let w), .object(let r)):
            for (key, value) in w.sorted(by: { $0.key < $1.key }) {
                let readerKey = path == "$" ? (renames[key] ?? key) : key
                guard let other = r[readerKey] else { continue }
                if let change = changed(value, other, path: "\(path).\(readerKey)") { return change }
            }
            return nil
        case (.array(let w), .array(let r)) where w.count == r.count:
            for (index, (left, right)) in zip(w, r).enumerated() {
                if let change = changed(left, right, path: "\(path)[\(index)]") { return change }
            }
            return nil
        default:
            return Self.same(writer, reader) ? nil : "\(path): \(writer) shows as \(reader)"
        }
    }

    /// The wire value of an enum's view, or `nil` for any other view.
    private static func enumRaw(_ view: JSONValue) -> JSONValue? {
        guard case .object(let members) = view, members["$case"] != nil else { return nil }
        return members["$raw"]
    }

    /// Equal JSON, numbers compared by value (`5` is `5.0`, `0.5` as a `Float` is `0.5`).
    static func same(_ left: JSONValue, _ right: JSONValue) -> Bool {
        switch (left, right) {
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)):
            return Double(a) == b && Int64(exactly: b) == a
        case (.exactNumber(let a), .int), (.exactNumber(let a), .double), (.exactNumber(let a), .exactNumber):
            return Decimal(string: a) == decimal(right)
        case (.int, .exactNumber), (.double, .exactNumber):
            return same(right, left)
        default:
            return left == right
        }
    }

    private static func decimal(_ value: JSONValue) -> Decimal? {
        switch value {
        case .int(let number): Decimal(number)
        case .double(let number): Decimal(string: "\(number)")
        case .exactNumber(let text): Decimal(string: text)
        default: nil
        }
    }
}
