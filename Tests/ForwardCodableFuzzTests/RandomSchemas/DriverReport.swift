import ForwardCodable
import Foundation

/// The driver's output: how many documents it checked, and each failure.
struct DriverReport {
    struct Failure {
        let line: Int
        let record: String
        let problem: String
        let output: String
    }

    var checked = 0
    var failures: [Failure] = []

    init(output: String) {
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if parts.first == "RESULT", parts.count == 3 {
                checked = Int(parts[1]) ?? 0
            } else if parts.first == "FAIL", parts.count == 5 {
                failures.append(
                    Failure(line: Int(parts[1]) ?? -1, record: parts[2], problem: parts[3], output: parts[4]))
            }
        }
    }

    /// The failures with their documents, where they differ, and their schemas.
    func describe(_ failures: ArraySlice<Failure>, batch: RandomSchemaBatch) -> String {
        failures.map { failure in
            guard batch.documents.indices.contains(failure.line) else { return "\(failure.record): \(failure.problem)" }
            let document = batch.documents[failure.line]
            let input = String(decoding: (try? JSONEncoder().encode(document.json)) ?? Data(), as: UTF8.self)
            let expected = (try? JSONDecoder().decode(JSONValue.self, from: Data(input.utf8))) ?? document.json
            let output = (try? JSONDecoder().decode(JSONValue.self, from: Data(failure.output.utf8)))
            let difference =
                output.map { JSONDifference.first(between: expected, and: $0) ?? "none in the tree" } ?? "-"
            return """
                \(failure.record) (schema \(document.schema)): \(failure.problem)
                  first difference: \(difference)
                  input:  \(input.prefix(1_500))
                  output: \(failure.output.prefix(1_500))
                \(batch.schemaText(document.schema))
                """
        }.joined(separator: "\n")
    }
}
