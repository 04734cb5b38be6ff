import ForwardCodable
import Foundation

/// Element edits through typed collection views: every element of an array edited once, by
/// index, against the same loop over a plain Swift array of the synthesized baseline (a).
///
/// Each edit through a view writes one wire element in place, so the loop is linear; a view that
/// rebuilt or diffed the array on every write would make it quadratic.
enum EditThroughput {
    static func measure(count: Int, runs: Int) -> EditResult {
        var result = EditResult(count: count)
        let uuid = UUID(uuidString: "9F1C3B8E-5A7D-4C2B-8E1F-0A1B2C3D4E5F")!
        let hosts = (0..<count).map { SSHHost(id: uuid, name: "host-\($0)", hostname: "h\($0).example.com") }
        let plainHosts = hosts.map {
            Synthesized.Host(
                id: $0.id, name: $0.name, hostname: $0.hostname, port: 22, user: nil, connectionMethod: .ssh,
                keyType: .ed25519, jump: nil, tags: [], environment: [:], favorite: false)
        }
        let methods: [ConnectionMethod] = (0..<count).map { $0.isMultiple(of: 2) ? .ssh : .mosh }
        let plainMethods: [Synthesized.ConnectionMethod] = methods.map { $0 == .ssh ? .ssh : .mosh }
        for _ in 0..<runs {
            var rack = Rack(name: "r", hosts: WireArray(hosts))
            measuredEdit(&result.records) { for i in rack.hosts.indices { rack.hosts[i].name = "edited" } }
            var plainRack = plainHosts
            measuredEdit(&result.plainRecords) { for i in plainRack.indices { plainRack[i].name = "edited" } }
            var view = WireArray(methods)
            measuredEdit(&result.enums) { for i in view.indices { view[i] = .et } }
            var plain = plainMethods
            measuredEdit(&result.plainEnums) { for i in plain.indices { plain[i] = .mosh } }
            precondition(
                rack.hosts.allSatisfy { $0.name == "edited" } && view.wire.allSatisfy { $0 == "eternal-terminal" })
            precondition(plainRack.allSatisfy { $0.name == "edited" } && plain.allSatisfy { $0 == .mosh })
        }
        return result
    }
}

/// The times of the edit loops, one entry per run.
struct EditResult: Sendable {
    let count: Int
    var records = Timing()
    var plainRecords = Timing()
    var enums = Timing()
    var plainEnums = Timing()
}

/// Times one edit loop, never inlined so a profiler can pick it out.
@inline(never)
func measuredEdit(_ timing: inout Timing, _ body: () -> Void) {
    measured(&timing, body)
}

extension Report {
    /// The edit loops as a table: median time per loop and per edit, and the ratio to (a).
    static func editTable(_ edits: EditResult) -> [String] {
        func row(_ name: String, _ timing: Timing, _ baseline: Timing) -> String {
            let perEdit = timing.median / Double(edits.count) * 1e9
            return "| \(name) | \(fixed(timing.median * 1000, 2)) ms | \(fixed(perEdit, 0)) ns | "
                + "\(fixed(baseline.median * 1000, 2)) ms | \(fixed(timing.median / baseline.median, 2))x |"
        }
        return [
            "### Edits through typed views",
            "",
            "Every element of a \(edits.count)-element array edited once, by index (median of the runs).",
            "",
            "| Loop | (c) view | per edit | (a) plain array | (c)/(a) |",
            "|---|---|---|---|---|",
            row("`rack.hosts[i].name = …` (records)", edits.records, edits.plainRecords),
            row("`colors[i] = …` (enums)", edits.enums, edits.plainEnums),
        ]
    }
}
