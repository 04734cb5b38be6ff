import Foundation

/// The sizes and seeds of the fuzz and property tests.
///
/// Two sets of defaults: short ones that keep `swift test` under a minute and a half on 2 cores,
/// and the long ones (`FORWARD_CODABLE_LONG_TESTS=1`) that CI runs in a step of its own. Each size
/// can also be set on its own, as in
/// `FC_FUZZ_SCHEMAS=400 FC_FUZZ_PARSER_INPUTS=2000000 swift test --filter ForwardCodableFuzzTests`.
enum FuzzSettings {
    /// `FORWARD_CODABLE_LONG_TESTS=1`: the long defaults below, instead of the short ones.
    static var isLongRun: Bool { ProcessInfo.processInfo.environment[longRunVariable] == "1" }

    /// The variable that selects the long defaults.
    static let longRunVariable = "FORWARD_CODABLE_LONG_TESTS"

    /// `FC_FUZZ_SEED`: the base seed of every generator. Printed by each test so a failure can be replayed.
    static var seed: UInt64 { value("FC_FUZZ_SEED", default: 0x00F0_C0DA_B1E5) }

    /// `FC_FUZZ_SCHEMAS`: how many random schemas to generate and compile (short 10, long 40).
    static var schemaCount: Int { Int(value("FC_FUZZ_SCHEMAS", short: 10, long: 40)) }

    /// `FC_FUZZ_SCHEMAS_PER_COMPILE`: how many schemas one `swiftc` invocation compiles.
    static var schemasPerCompile: Int { max(1, Int(value("FC_FUZZ_SCHEMAS_PER_COMPILE", default: 40))) }

    /// `FC_FUZZ_DOCUMENTS`: how many random future documents to round-trip per record type
    /// (short 10, long 25). The driver, compiled without optimization, takes most of the short
    /// run's time: about 0.13 s a document on 2 cores.
    static var documentsPerRecord: Int { Int(value("FC_FUZZ_DOCUMENTS", short: 10, long: 25)) }

    /// `FC_FUZZ_PARSER_INPUTS`: how many random and mutated schema texts the parser fuzz runs
    /// (short 5,000, long 60,000).
    static var parserInputs: Int { Int(value("FC_FUZZ_PARSER_INPUTS", short: 5_000, long: 60_000)) }

    /// `FC_FLEET_STEPS`: how many read-edit-write steps each fleet simulation runs (short 500, long 1,500).
    static var fleetSteps: Int { Int(value("FC_FLEET_STEPS", short: 500, long: 1_500)) }

    /// `FC_FLEET_SEEDS`: how many seeds the fleet simulation runs with.
    static var fleetSeeds: Int { Int(value("FC_FLEET_SEEDS", default: 2)) }

    /// `FC_PROPERTY_PAIRS`: how many schema pairs the checker's property test judges (short 12,
    /// long 99: every mutation three times).
    static var propertyPairs: Int { Int(value("FC_PROPERTY_PAIRS", short: 12, long: 99)) }

    /// `FC_PROPERTY_PAIRS_PER_COMPILE`: how many pairs one driver compiles.
    static var propertyPairsPerCompile: Int { max(1, Int(value("FC_PROPERTY_PAIRS_PER_COMPILE", default: 45))) }

    /// `FC_PROPERTY_DOCUMENTS`: how many documents each side of a pair writes for the other.
    static var propertyDocuments: Int { Int(value("FC_PROPERTY_DOCUMENTS", default: 12)) }

    private static func value(_ name: String, short: UInt64, long: UInt64) -> UInt64 {
        value(name, default: isLongRun ? long : short)
    }

    private static func value(_ name: String, default fallback: UInt64) -> UInt64 {
        guard let text = ProcessInfo.processInfo.environment[name], !text.isEmpty else { return fallback }
        if text.hasPrefix("0x"), let hex = UInt64(text.dropFirst(2), radix: 16) { return hex }
        guard let number = UInt64(text) else {
            preconditionFailure("\(name)=\(text) is not a non-negative integer")
        }
        return number
    }
}
