import ForwardCodable
import Foundation

extension ContractChecks {
    /// 4. Every committed golden fixture of an older version loads through the migrations into
    /// the current type, re-encodes stamped with the current version, and reads back as the same
    /// value.
    ///
    /// - Parameter fixtures: the fixtures by version; versions at or above the current one are
    ///   skipped (the golden check covers the current one).
    public static func history<Record: VersionedRecord>(_ type: Record.Type, fixtures: [Int: String]) throws {
        for (version, fixture) in fixtures.sorted(by: { $0.key < $1.key }) where version < Record.currentVersion {
            let record: Record
            do {
                record = try JSONDecoder().decode(Record.self, from: Data(fixture.utf8))
            } catch {
                throw ContractViolation(
                    check: "history", record: "\(type)",
                    message: "the version \(version) fixture no longer loads: \(error)")
            }
            try fastPathAgrees(type, input: fixture, codable: record, check: "history")
            let output = try CanonicalJSON.string(record)
            let stamp = try CanonicalJSON.tree(output)[Record.versionKey]
            guard stamp == .int(Int64(Record.currentVersion)), record.wireVersion == Record.currentVersion else {
                throw ContractViolation(
                    check: "history",
                    record: "\(type)",
                    message: "the version \(version) fixture re-encodes stamped \(stamp?.description ?? "nothing"), "
                        + "not \(Record.currentVersion): \(output)"
                )
            }
            let reread = try JSONDecoder().decode(Record.self, from: Data(output.utf8))
            guard reread == record else {
                throw ContractViolation(
                    check: "history",
                    record: "\(type)",
                    message: "the migrated version \(version) fixture does not read back as the same value: \(output)"
                )
            }
        }
    }
}
