import ForwardCodable
import Foundation

/// The checks that pin the forward-compatibility contract of a record. Each throws a
/// ``ContractViolation`` that says what differs, so generated tests stay one line each and the
/// checks work from Swift Testing and XCTest alike.
///
/// ```swift
/// @Test func hostFutureRoundTrip() throws {
///     try ContractChecks.futureRoundTrip(Host.self, document: hostFuture)
/// }
/// ```
public enum ContractChecks {
    /// 1. A document from a newer version decodes without error and re-encodes with every key
    /// and value intact: equal as a `JSONValue` tree and byte-identical under the canonical
    /// encoder.
    ///
    /// For a ``VersionedRecord`` the document is also read stamped one version newer than this
    /// app knows, and must keep that stamp: re-encoding never lowers it.
    public static func futureRoundTrip<Record: ForwardRecord>(_ type: Record.Type, document: JSONValue) throws {
        try roundTrip(type, document: document, check: "future round trip")
        if let versioned = type as? any VersionedRecord.Type {
            let newer = JSONValue.int(Int64(versioned.currentVersion + 1))
            guard let stamped = document.replacing(at: [.key(versioned.versionKey)], with: newer) else {
                throw ContractViolation(
                    check: "future round trip",
                    record: "\(type)",
                    message: "the document has no version stamp \"\(versioned.versionKey)\""
                )
            }
            try roundTrip(type, document: stamped, check: "future round trip (stamped newer)")
        }
    }

    static func roundTrip<Record: ForwardRecord>(_ type: Record.Type, document: JSONValue, check: String) throws {
        let input = try CanonicalJSON.string(document)
        let record: Record
        do {
            record = try JSONDecoder().decode(Record.self, from: Data(input.utf8))
        } catch {
            throw ContractViolation(check: check, record: "\(type)", message: "decoding threw: \(error)")
        }
        try fastPathAgrees(type, input: input, codable: record, check: check)
        let output = try CanonicalJSON.string(record)
        let tree = try CanonicalJSON.tree(output)
        guard tree == document else {
            let differences = JSONTreeDiff.lines(expected: document, actual: tree)
            throw ContractViolation(
                check: check, record: "\(type)",
                message: "data was lost or changed:\n" + differences.joined(separator: "\n"))
        }
        guard output == input else {
            throw ContractViolation(
                check: check, record: "\(type)",
                message: "re-encoding is not byte-identical:\nread  \(input)\nwrote \(output)")
        }
    }

    /// 3. The known-only sample decodes and encodes byte-identically to the committed golden
    /// fixture, and the encoding contains none of the record's internal names (such as
    /// `unknownFields` or `connectionMethodRaw`).
    ///
    /// A failure names the schema that changed and the ways forward that fit the difference: for
    /// values only, re-recording the fixture with the exact command; for keys added, a new
    /// version only when a new field is required; otherwise a new version, or re-recording.
    ///
    /// - Parameters:
    ///   - fixture: the fixture's text, or `nil` if none is recorded yet (which fails, saying how
    ///     to record it).
    ///   - schema: the schema file that declares the record, as the failure names it.
    ///   - recordCommand: the command that records the fixtures in the project the tests run in.
    ///   - nestedRecords: for each wire key whose value holds other records, those records and
    ///     their schemas (`"JumpHost (Schemas/Hosts.fcschema)"`): a difference only there is that
    ///     record's change, and the failure says so.
    public static func golden<Record: ForwardRecord>(
        _ type: Record.Type,
        sample: JSONValue,
        fixture: String?,
        version: Int,
        internalNames: [String],
        schema: String,
        recordCommand: String,
        nestedRecords: [String: String] = [:]
    ) throws {
        guard let fixture else {
            throw ContractViolation(
                check: "golden",
                record: "\(type)",
                message: "no golden fixture for version \(version) (\(schema)); record it with `\(recordCommand)`, "
                    + "then commit it"
            )
        }
        let record: Record
        do {
            record = try JSONDecoder().decode(Record.self, from: Data(try CanonicalJSON.string(sample).utf8))
        } catch {
            throw ContractViolation(check: "golden", record: "\(type)", message: "the sample does not decode: \(error)")
        }
        try fastPathAgrees(type, input: try CanonicalJSON.string(sample), codable: record, check: "golden")
        let output = try CanonicalJSON.string(record)
        let leaked = try CanonicalJSON.tree(output).allKeys().intersection(internalNames)
        guard leaked.isEmpty else {
            throw ContractViolation(
                check: "golden", record: "\(type)", message: "internal names leak onto the wire: \(leaked.sorted())")
        }
        let expected = fixture.trimmingCharacters(in: .whitespacesAndNewlines)
        guard output == expected else {
            let expectedTree = try? CanonicalJSON.tree(expected)
            let actualTree = try? CanonicalJSON.tree(output)
            let differences = expectedTree.flatMap { e in actualTree.map { JSONTreeDiff.lines(expected: e, actual: $0) }
            }
            throw ContractViolation(
                check: "golden",
                record: "\(type)",
                message: "the encoding of version \(version) changed without a version bump:\nfixture \(expected)\n"
                    + "wrote   \(output)\n" + (differences ?? []).joined(separator: "\n") + "\n"
                    + GoldenAdvice(
                        record: "\(type)", version: version, schema: schema, recordCommand: recordCommand,
                        changedNested: changedNestedRecords(expectedTree, actualTree, nestedRecords),
                        expected: expectedTree, actual: actualTree
                    ).text
            )
        }
    }

    /// The nested records of `nestedRecords` whose keys differ, when every difference is inside
    /// one of them; empty when the record's own fields changed.
    private static func changedNestedRecords(
        _ expected: JSONValue?, _ actual: JSONValue?, _ nestedRecords: [String: String]
    ) -> [String] {
        guard case .object(let old)? = expected, case .object(let new)? = actual else { return [] }
        let changedKeys = Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }
        guard !changedKeys.isEmpty, changedKeys.allSatisfy({ nestedRecords[$0] != nil }) else { return [] }
        return Array(Set(changedKeys.compactMap { nestedRecords[$0] })).sorted()
    }
}
