import Foundation

/// The sizes and seeds of the fuzz and property tests. The defaults keep `swift test` fast; set
/// the environment variables for a longer local run, as in
/// `FC_FUZZ_SCHEMAS=400 FC_FUZZ_PARSER_INPUTS=2000000 swift test --filter ForwardCodableFuzzTests`.
enum FuzzSettings {
    /// `FC_FUZZ_SEED`: the base seed of every generator. Printed by each test so a failure can be replayed.
    static var seed: UInt64 { value("FC_FUZZ_SEED", default: 0x00F0_C0DA_B1E5) }

    /// `FC_FUZZ_SCHEMAS`: how many random schemas to generate and compile.
    static var schemaCount: Int { Int(value("FC_FUZZ_SCHEMAS", default: 40)) }

    /// `FC_FUZZ_SCHEMAS_PER_COMPILE`: how many schemas one `swiftc` invocation compiles.
    static var schemasPerCompile: Int { max(1, Int(value("FC_FUZZ_SCHEMAS_PER_COMPILE", default: 40))) }

    /// `FC_FUZZ_DOCUMENTS`: how many random future documents to round-trip per record type.
    static var documentsPerRecord: Int { Int(value("FC_FUZZ_DOCUMENTS", default: 25)) }

    /// `FC_FUZZ_PARSER_INPUTS`: how many random and mutated schema texts the parser fuzz runs.
    static var parserInputs: Int { Int(value("FC_FUZZ_PARSER_INPUTS", default: 60_000)) }

    /// `FC_FLEET_STEPS`: how many read-edit-write steps each fleet simulation runs.
    static var fleetSteps: Int { Int(value("FC_FLEET_STEPS", default: 1_500)) }

    /// `FC_FLEET_SEEDS`: how many seeds the fleet simulation runs with.
    static var fleetSeeds: Int { Int(value("FC_FLEET_SEEDS", default: 2)) }

    private static func value(_ name: String, default fallback: UInt64) -> UInt64 {
        guard let text = ProcessInfo.processInfo.environment[name], !text.isEmpty else { return fallback }
        if text.hasPrefix("0x"), let hex = UInt64(text.dropFirst(2), radix: 16) { return hex }
        guard let number = UInt64(text) else {
            preconditionFailure("\(name)=\(text) is not a non-negative integer")
        }
        return number
    }
}
