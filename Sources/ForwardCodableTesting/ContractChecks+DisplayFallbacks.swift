import ForwardCodable
import Foundation

/// A position of a newer version's document that holds a raw value this version does not know, in
/// an enum with a display-only fallback: what the typed view must show there, and a set of the
/// view to what it shows, which must write the raw value back.
public struct DisplayedFallback<Record>: CustomStringConvertible {
    /// Where the raw value sits in the document.
    public var path: [JSONPathComponent]
    /// Whether the typed view shows the fallback with the raw value: `.unsupported("x")`.
    public var isShown: (Record) -> Bool
    /// Sets the view to what it shows, `.unsupported("x")`.
    public var setShown: (inout Record) -> Void

    /// Creates a position.
    public init(
        path: [JSONPathComponent],
        isShown: @escaping (Record) -> Bool,
        setShown: @escaping (inout Record) -> Void
    ) {
        self.path = path
        self.isShown = isShown
        self.setShown = setShown
    }

    /// The path, such as `.account.type`.
    public var description: String {
        path.map(\.description).joined()
    }
}

extension ContractChecks {
    /// 8. A display-only fallback carries the raw value it stands for: read on either codec, each
    /// unknown value of a newer version's document shows as the fallback with that raw value
    /// (`.unsupported("x")`), and setting the view to what it shows writes the document back
    /// unchanged, so that a read and a write of the typed view lose nothing.
    public static func displayFallbacks<Record: ForwardRecord>(
        _ type: Record.Type,
        document: JSONValue,
        fallbacks: [DisplayedFallback<Record>]
    ) throws {
        let check = "display fallback"
        let input = Data(try CanonicalJSON.string(document).utf8)
        var readers: [(String, () throws -> Record)] = [
            ("JSONDecoder", { try JSONDecoder().decode(Record.self, from: input) })
        ]
        if let fast = type as? any (ForwardRecord & FastJSONCodable).Type {
            readers.append(("ForwardJSONDecoder", { try fastDecode(fast, input) as! Record }))
        }
        for (codec, read) in readers {
            for fallback in fallbacks {
                var record: Record
                do {
                    record = try read()
                } catch {
                    throw ContractViolation(check: check, record: "\(type)", message: "\(codec) threw: \(error)")
                }
                guard fallback.isShown(record) else {
                    throw ContractViolation(
                        check: check, record: "\(type)",
                        message: "read by \(codec), \(fallback) does not show the fallback with its raw value")
                }
                fallback.setShown(&record)
                let tree = try CanonicalJSON.tree(of: record)
                guard tree == document else {
                    throw ContractViolation(
                        check: check, record: "\(type)",
                        message: "read by \(codec), setting \(fallback) to what it shows changed the document:\n"
                            + JSONTreeDiff.lines(expected: document, actual: tree).joined(separator: "\n"))
                }
            }
        }
    }

    private static func fastDecode<Fast: ForwardRecord & FastJSONCodable>(_ type: Fast.Type, _ input: Data) throws
        -> Any
    {
        try ForwardJSONDecoder().decode(Fast.self, from: input)
    }
}
