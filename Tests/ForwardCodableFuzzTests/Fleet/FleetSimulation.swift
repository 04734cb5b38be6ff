import ForwardCodable
import Foundation
import SeededRandom

/// A mixed-version fleet sharing one stored document, last writer wins.
///
/// Each step a random client acts. In the atomic mode it reads the stored document, edits one of
/// its own fields and writes back at once. With stale reads, a client may read now and write
/// later, after others wrote: its write then replaces theirs, as last-writer-wins storage does.
///
/// Two checks:
/// - After every write, the stored JSON equals what the writer read with exactly its edit
///   applied (the edit is described as an operation on the JSON read, independently of the
///   generated code; see ``FleetEdit/effect(on:)``). A default the writer's generation declares
///   for a key the document lacks adds nothing: generation 1 appends phones without `primary`,
///   which generations 2 and 3 declare with the default `false`, and they write those phones
///   back without it.
/// - At the end (atomic mode), every leaf generation 3 wrote (the seed, and generation 3's
///   edits) is still present and equal, unless an edit addressed it: removals and overwrites
///   remove exactly what they address, and moves (inserts, removals, swaps, reversals, sorts)
///   carry every leaf of an element to its new position.
struct FleetSimulation {
    struct Failure: CustomStringConvertible {
        let step: Int
        let message: String
        var description: String { "step \(step): \(message)" }
    }

    struct Report {
        var steps = 0
        var writesByGeneration = [1: 0, 2: 0, 3: 0]
        /// Edits of `updatedAt` and `seenAt`, by generation (4: the newer app).
        var dateEditsByGeneration: [Int: Int] = [:]
        var staleWrites = 0
        /// Generation-3 leaves checked at the end.
        var preservedLeaves = 0
        /// The leaves among them in `updatedAt` and `seenAt`.
        var preservedDateLeaves = 0
        var failures: [Failure] = []
        /// Writes that differ from what their writer read plus its edit.
        var wrongWrites = 0
        /// Leaves generation 3 or a newer app wrote, not found at the end where they belong.
        var lostLeaves = 0
        /// Wrong writes in which a value the writer read and did not replace is nowhere in the document.
        var lossyWrites = 0
    }

    static var clients: [any FleetClient.Type] { [Gen1Client.self, Gen2Client.self, Gen3Client.self] }

    /// Runs `steps` steps with a fleet of clients of the given generations; `observe` sees each
    /// document written, with its writer's generation (4: the newer app).
    static func run(
        seed: UInt64, steps: Int, generations: [Int], staleReads: Bool, observe: (Data, Int) -> Void = { _, _ in }
    ) throws -> Report {
        var random = SeededGenerator(seed: seed)
        var stored = try FleetValues.encoder.encode(FleetSeed.document)
        var storedJSON = try FleetValues.decoder.decode(JSONValue.self, from: stored)
        var pending: [Int: (data: Data, json: JSONValue, step: Int)] = [:]
        var newest = Dictionary(
            storedJSON.leaves().map { ($0.path, $0.value) }, uniquingKeysWith: { first, _ in first })
        var report = Report()

        for step in 0..<steps {
            report.steps += 1
            let read: JSONValue
            let written: Data
            let edit: FleetEdit
            if generations.contains(3), random.chance(FleetNewerWriter.share) {
                // A newer app adds what no generation of the fleet understands.
                (read, edit) = (storedJSON, FleetNewerWriter.edit(of: storedJSON, random: &random))
                written = try FleetValues.encoder.encode(edit.effect(on: read)?.document ?? read)
            } else {
                let member = random.int(0...(generations.count - 1))
                let client = clients[generations[member] - 1]
                if pending[member] == nil { pending[member] = (stored, storedJSON, step) }
                if staleReads, random.chance(0.5) { continue }
                guard let pendingRead = pending.removeValue(forKey: member) else { continue }
                if pendingRead.step != step { report.staleWrites += 1 }
                read = pendingRead.json
                (written, edit) = try client.edit(pendingRead.data, random: &random)
            }
            report.writesByGeneration[edit.generation, default: 0] += 1
            if FleetDates.isDate(edit.path) { report.dateEditsByGeneration[edit.generation, default: 0] += 1 }
            guard let effect = edit.effect(on: read) else {
                report.failures.append(
                    Failure(step: step, message: "\(edit): the path does not exist in the document read"))
                break
            }
            let expected = effect.document
            let actual = try FleetValues.decoder.decode(JSONValue.self, from: written)
            if actual != expected {
                // Recorded, and the run goes on from what was written, as the storage would.
                let difference = JSONDifference.first(between: expected, and: actual) ?? "?"
                report.failures.append(Failure(step: step, message: "\(edit); first difference: \(difference)"))
                report.wrongWrites += 1
                if lostValues(expected: expected, actual: actual, written: effect.written.map(\.value)) {
                    report.lossyWrites += 1
                }
            }
            stored = written
            storedJSON = actual
            observe(written, edit.generation)

            // Generation 3's leaves follow the edit: what it removed or overwrote goes, what it
            // moved moves, and what generation 3 wrote joins them.
            newest = Dictionary(
                newest.compactMap { path, value in effect.relocate(path).map { ($0, value) } },
                uniquingKeysWith: { first, _ in first })
            if edit.generation >= 3 {
                for leaf in effect.written { newest[leaf.path] = leaf.value }
            }
        }
        if !staleReads {
            for (path, value) in newest.sorted(by: { "\($0.key)" < "\($1.key)" }) {
                report.preservedLeaves += 1
                if FleetDates.isDate(path) { report.preservedDateLeaves += 1 }
                if storedJSON[path: path] != value {
                    report.lostLeaves += 1
                    let found = storedJSON[path: path].map { "\($0)" } ?? "nothing"
                    report.failures.append(
                        Failure(
                            step: steps,
                            message:
                                "generation 3 or a newer app wrote \(value) at \(path.map(\.description).joined()); found \(found)"
                        )
                    )
                }
            }
        }
        return report
    }

    /// Whether a value the writer read and did not replace is nowhere in what it wrote: whether
    /// some leaf value of `expected`, apart from the `written` ones, occurs fewer times in `actual`.
    static func lostValues(expected: JSONValue, actual: JSONValue, written: [JSONValue]) -> Bool {
        var counts: [JSONValue: Int] = [:]
        for leaf in actual.leaves() { counts[leaf.value, default: 0] += 1 }
        for value in written { counts[value, default: 0] += 1 }
        for leaf in expected.leaves() {
            counts[leaf.value, default: 0] -= 1
            if counts[leaf.value]! < 0 { return true }
        }
        return false
    }

    /// Whether one path is a prefix of the other.
    static func overlaps(_ a: [FleetPathComponent], _ b: [FleetPathComponent]) -> Bool {
        let common = min(a.count, b.count)
        return a.prefix(common) == b.prefix(common)
    }
}
