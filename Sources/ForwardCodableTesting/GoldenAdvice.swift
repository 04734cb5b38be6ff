import ForwardCodable

/// What a failed golden test tells its reader to do, fitted to the change that caused it: which
/// schema changed and the ways forward that fit the difference between fixture and output.
struct GoldenAdvice {
    /// The record whose golden test failed.
    var record: String
    /// The version its fixture was recorded at.
    var version: Int
    /// The schema file that declares the record.
    var schema: String
    /// The command that records fixtures in the project the tests run in.
    var recordCommand: String
    /// The nested records, with their schemas, that hold every difference; empty when the
    /// record's own fields changed.
    var changedNested: [String]
    /// The fixture and the output, as trees; `nil` when either is not JSON.
    var expected: JSONValue?
    var actual: JSONValue?

    /// The advice, one line per fact.
    var text: String {
        if !changedNested.isEmpty {
            return "The change is inside \(changedNested.joined(separator: "; ")), not in \(record) itself: "
                + "the golden test of that record names it and the ways forward; this test follows it "
                + "(re-record both with `\(recordCommand) --force` once it is settled)."
        }
        let location = schema.isEmpty ? "" : " in \(schema)"
        let rerecord = "re-record with `\(recordCommand) --force`, then commit the fixture"
        if case .object(let old)? = expected, case .object(let new)? = actual, Set(old.keys) == Set(new.keys) {
            let changed = old.keys.filter { old[$0] != new[$0] }.sorted()
            if !changed.isEmpty, changed.allSatisfy({ Self.sameShape(old[$0]!, new[$0]!) }) {
                return """
                    Only values changed (\(Self.list(changed))), not the wire shape of \(record)\(location):
                    - a changed `@sample` (or a sample made differently): nothing stored needs a new version; \(rerecord);
                    - a changed enum raw value or wire text: that is a wire change, which `forward-codable breaking` \
                    reports with its fix.
                    """
            }
        }
        if case .object(let old)? = expected, case .object(let new)? = actual,
            Set(old.keys).isSubset(of: new.keys), old.allSatisfy({ new[$0.key] == $0.value })
        {
            let added = Set(new.keys).subtracting(old.keys).sorted()
            let next = version + 1
            return """
                Keys were added (\(Self.list(added))) to \(record)\(location): documents older versions wrote lack them.
                - each new field is optional or has a default: they still read, and older versions keep the new keys \
                in their bag; \(rerecord);
                - a new field is required: give it a default, or declare `record \(record) version \(next)` with \
                \(added.map { "`add \($0) hook`" }.joined(separator: ", ")) in `since \(next)`, generate, then record \
                the new fixture with `\(recordCommand)`.
                """
        }
        return """
            The wire format of \(record)\(location) changed. Two ways forward:
            - old apps must read what this build writes: declare `record \(record) version \(version + 1)` with a \
            `since \(version + 1)` block for the change, generate, then record the new fixture with `\(recordCommand)`;
            - the change is intended and nothing stored has the old shape: \(rerecord).
            """
    }

    private static func list(_ keys: [String]) -> String {
        keys.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// Whether two values have one shape: the same kind of scalar, objects with the same keys of
    /// the same shapes, arrays whose elements share the shape of the first.
    static func sameShape(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)):
            return Set(x.keys) == Set(y.keys) && x.allSatisfy { sameShape($0.value, y[$0.key]!) }
        case (.array(let x), .array(let y)):
            guard let first = x.first ?? y.first else { return true }
            return (x + y).allSatisfy { sameShape(first, $0) }
        case (.string, .string), (.bool, .bool), (.null, .null): return true
        case (.int, .int), (.int, .double), (.int, .exactNumber), (.double, .int), (.double, .double),
            (.double, .exactNumber), (.exactNumber, .int), (.exactNumber, .double), (.exactNumber, .exactNumber):
            return true
        default: return false
        }
    }
}
