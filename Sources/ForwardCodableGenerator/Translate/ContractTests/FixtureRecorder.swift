import ForwardCodable
import Foundation

/// Computes golden fixtures from the schema: what each version of each record writes for its
/// sample, encoded exactly as `JSONEncoder` with `.sortedKeys` writes it. The generated golden
/// test then proves that the generated code writes the same bytes.
struct FixtureRecorder {
    var model: SchemaModel
    /// The committed fixtures, whose sample values a re-recorded fixture keeps.
    var committed: [FixtureSource] = []

    /// The fixture of the current version of every record; with `allVersions`, also those of
    /// older versions, built from their snapshots.
    func fixtures(allVersions: Bool) throws -> [RecordedFixture] {
        let documents = SampleDocuments(model: model, fixtures: committed)
        var result: [RecordedFixture] = []
        for file in model.files {
            for case .record(let record) in file.declarations {
                let current = record.versioning?.currentVersion ?? 1
                result.append(try fixture(record.name, current, documents.sample(of: record)))
                if allVersions, let versioning = record.versioning {
                    for snapshot in versioning.snapshots {
                        let sample = documents.sample(of: record, snapshot: snapshot, stampKey: versioning.stampKey)
                        result.append(try fixture(record.name, snapshot.version, sample))
                    }
                }
            }
        }
        return result
    }

    private func fixture(_ record: String, _ version: Int, _ sample: JSONValue) throws -> RecordedFixture {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(sample), as: UTF8.self)
        return RecordedFixture(record: record, version: version, text: text + "\n")
    }
}
