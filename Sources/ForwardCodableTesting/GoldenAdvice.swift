/// What a failed golden test tells its reader to do: which schema changed, and the two ways
/// forward (a new version, or re-recording the fixture with the exact command).
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

    /// The advice, one line per fact.
    var text: String {
        if !changedNested.isEmpty {
            return "The change is inside \(changedNested.joined(separator: "; ")), not in \(record) itself: "
                + "the golden test of that record names it and the ways forward; this test follows it "
                + "(re-record both with `\(recordCommand) --force` once it is settled)."
        }
        let location = schema.isEmpty ? "" : " in \(schema)"
        return """
            The wire format of \(record)\(location) changed. Two ways forward:
            - old apps must read what this build writes: declare `record \(record) version \(version + 1)` with a \
            `since \(version + 1)` block for the change, generate, then record the new fixture with `\(recordCommand)`;
            - the change is intended and nothing stored has the old shape: re-record with `\(recordCommand) --force`, \
            then commit the fixture.
            """
    }
}
