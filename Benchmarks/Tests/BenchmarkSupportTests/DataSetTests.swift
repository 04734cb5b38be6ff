import ForwardCodable
import Foundation
import Testing

@testable import BenchmarkSupport

@Suite("Data sets")
struct DataSetTests {
    @Test("The same seed builds the same bytes; another seed builds others", arguments: DataSet.Kind.allCases)
    func deterministic(kind: DataSet.Kind) {
        #expect(DataSet(kind, count: 50).bytes == DataSet(kind, count: 50).bytes)
        #expect(DataSet(kind, count: 50).bytes != DataSet(kind, count: 50, seed: 7).bytes)
    }

    @Test("Every data set is a JSON array of the requested length", arguments: DataSet.Kind.allCases)
    func shape(kind: DataSet.Kind) throws {
        let elements = try JSONDecoder().decode([JSONValue].self, from: DataSet(kind, count: 40).bytes)
        #expect(elements.count == 40)
    }

    @Test("About 30% of the keys are undeclared, some of them nested objects and arrays")
    func unknownKeyShare() throws {
        let dataSet = DataSet(.unknownKeys, count: 2_000)
        #expect(abs(dataSet.statistics.unknownKeyShare - 0.3) < 0.02)
        let undeclared = try UndeclaredMembers(of: dataSet.bytes).hosts.flatMap(\.values)
        #expect(undeclared.contains { $0.objectValue?.values.contains { $0.objectValue != nil } == true })
        #expect(undeclared.contains { $0.arrayValue != nil })
        #expect(DataSet(.plain, count: 2_000).statistics.unknownKeys == 0)
    }

    @Test("About 20% of the enum values are unknown")
    func unknownEnumShare() {
        let share = DataSet(.unknownEnums, count: 2_000).statistics.unknownEnumShare
        #expect(abs(share - 0.2) < 0.02)
        #expect(DataSet(.plain, count: 2_000).statistics.unknownEnumValues == 0)
    }

    @Test("Versioned documents are all stamped 1")
    func versionOne() throws {
        let documents = try JSONDecoder().decode([JSONValue].self, from: DataSet(.versioned, count: 40).bytes)
        #expect(
            documents.allSatisfy { $0["schemaVersion"] == .int(1) && $0["address"] != nil && $0["hostname"] == nil })
    }
}
