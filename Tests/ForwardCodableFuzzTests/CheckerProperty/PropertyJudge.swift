import ForwardCodable
import ForwardCodableGenerator
import Foundation

/// Reads the driver's output for one batch and holds each pair's verdicts to its outcomes.
struct PropertyJudge {
    /// One pair in one direction: the checker's verdict and what the documents did.
    struct Judged {
        var mutation: PropertyMutation
        var direction: CompatibilityDirection
        var verdict: CompatibilitySeverity
        var outcomes: [PropertyOutcome]

        var broke: Bool { outcomes.contains(where: \.breaks) }
    }

    let batch: PropertyBatch
    let seed: UInt64
    private(set) var judged: [Judged] = []
    /// Disagreements, and failures of the harness (a writer refusing its own document, the two
    /// decoders disagreeing), each with the pair's schemas.
    private(set) var problems: [String] = []

    init(batch: PropertyBatch, seed: UInt64) {
        self.batch = batch
        self.seed = seed
    }

    mutating func read(_ output: String) {
        var outcomes: [Int: [CompatibilityDirection: [PropertyOutcome]]] = [:]
        var seen = 0
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 8, parts[0] == "DOC", let number = Int(parts[1]),
                batch.documents.indices.contains(number)
            else { continue }
            seen += 1
            let document = batch.documents[number]
            let pair = batch.pairs.first { $0.index == document.pair }!
            let outcome: PropertyOutcome
            switch parts[2] {
            case "ok":
                let oracle = PropertyOracle(pair: pair, direction: document.direction)
                outcome = oracle.outcome(
                    document: Self.json(parts[6]), encoding: Self.json(parts[7]),
                    writerView: Self.json(parts[4]), readerView: Self.json(parts[5]))
            case "threw":
                outcome = .threw(parts[3])
            default:
                problems.append(
                    "pair \(pair.index) (\(pair.mutation.rawValue): \(pair.detail)), \(document.direction.rawValue) "
                        + "document \(number): \(parts[2]): \(parts[3])\n  document: \(parts[6])\n"
                        + batch.describe(pair.index))
                continue
            }
            outcomes[pair.index, default: [:]][document.direction, default: []].append(outcome)
        }
        if seen != batch.documents.count {
            problems.append(
                "the driver reported \(seen) of \(batch.documents.count) documents:\n\(output.prefix(3_000))")
        }
        for pair in batch.pairs {
            for direction in [CompatibilityDirection.backward, .forward] {
                let judgedPair = Judged(
                    mutation: pair.mutation, direction: direction, verdict: batch.verdict(pair.index, direction),
                    outcomes: outcomes[pair.index]?[direction] ?? [])
                judged.append(judgedPair)
                check(judgedPair, pair)
            }
        }
    }

    /// Safe breaks nothing; an error breaks something; a warning is only counted.
    private mutating func check(_ judged: Judged, _ pair: PropertyPair) {
        let subject =
            "pair \(pair.index) (\(pair.mutation.rawValue): \(pair.detail)), \(judged.direction.rawValue): the checker "
            + "says \(judged.verdict.rawValue) [\(batch.findingSummary(pair.index))]"
        switch judged.verdict {
        case .safe where judged.broke:
            let broken = judged.outcomes.enumerated().filter { $0.element.breaks }
            let examples = broken.prefix(3).map { "  document \($0.offset): \($0.element)" }.joined(separator: "\n")
            problems.append(
                "\(subject), but \(broken.count) of \(judged.outcomes.count) documents break:\n\(examples)\n"
                    + batch.describe(pair.index))
        case .error where !judged.broke:
            problems.append(
                "\(subject), but none of \(judged.outcomes.count) documents breaks\n" + batch.describe(pair.index))
        default:
            break
        }
    }

    private static func json(_ text: String) -> JSONValue {
        (try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))) ?? .string("unreadable: \(text)")
    }
}
