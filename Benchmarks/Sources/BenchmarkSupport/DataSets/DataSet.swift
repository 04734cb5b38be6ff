import Foundation
import SeededRandom

/// One of the benchmark's data sets: a JSON array of records built from a fixed seed.
public struct DataSet: Sendable {
    /// What the records look like.
    public enum Kind: String, CaseIterable, Sendable {
        /// Hosts with only the keys every codec declares, and known enum values.
        case plain = "plain"
        /// Hosts where about 30% of the keys are undeclared, including nested objects and arrays.
        case unknownKeys = "unknown-keys"
        /// Hosts where about 20% of the enum values come from a newer version.
        case unknownEnums = "unknown-enums"
        /// Each element wraps one host four records deep (fleet, region, zone, rack).
        case deepNesting = "deep-nesting"
        /// Version 1 documents of a record on version 3: each one migrates in two steps.
        case versioned = "versioned"
        /// Events with RFC 3339 timestamps: 0, 3 or 6 fraction digits, in UTC or with an offset.
        case timestamps = "timestamps"
        /// Payments with two amounts of money each, an external type of the schema: bridged,
        /// adopting `FastJSONCodable`, or a generated record, on the fast path.
        case externalMoney = "external-money"
        /// Charges whose customer is an ID or the expanded object, and whose amount is a whole
        /// number of cents or a fraction of units: untagged unions, told apart by shape.
        case untagged = "untagged"

        /// The label in the report.
        public var title: String {
            switch self {
            case .plain: "no unknown keys"
            case .unknownKeys: "30% unknown keys"
            case .unknownEnums: "20% unknown enum values"
            case .deepNesting: "deeply nested records"
            case .versioned: "versioned, 2-step migration"
            case .timestamps: "RFC 3339 timestamps"
            case .externalMoney: "external type (Money)"
            case .untagged: "untagged unions"
            }
        }
    }

    /// The seed every data set is built from, unless a test asks for another.
    public static let defaultSeed: UInt64 = 0x5EED_F0C0_DA8E

    /// What the records look like.
    public let kind: Kind
    /// How many elements the top-level array holds.
    public let count: Int
    /// The JSON text.
    public let bytes: Data
    /// What the data set holds, counted while it was built.
    public let statistics: DataSetStatistics

    /// Builds a data set of `count` elements.
    public init(_ kind: Kind, count: Int, seed: UInt64 = DataSet.defaultSeed) {
        let options: RecordWriter.Options =
            switch kind {
            case .unknownKeys: RecordWriter.Options(unknownKeyShare: 0.3)
            case .unknownEnums: RecordWriter.Options(unknownEnumShare: 0.2)
            case .plain, .deepNesting, .versioned, .timestamps, .externalMoney, .untagged: RecordWriter.Options()
            }
        var builder = RecordWriter(
            writer: JSONTextWriter(reservingCapacity: count * 320),
            random: SeededGenerator(seed: seed ^ kind.salt),
            options: options
        )
        builder.writer.beginArray()
        for index in 0..<count {
            switch kind {
            case .plain, .unknownKeys, .unknownEnums: builder.writeHost(index: index)
            case .deepNesting: builder.writeFleet(index: index)
            case .versioned: builder.writeVersion1Server(index: index)
            case .timestamps: builder.writeHostEvent(index: index)
            case .externalMoney: builder.writePayment(index: index)
            case .untagged: builder.writeCharge(index: index)
            }
        }
        builder.writer.endArray()
        self.kind = kind
        self.count = count
        self.bytes = Data(builder.writer.bytes)
        self.statistics = builder.statistics
    }

    /// The size in megabytes (10^6 bytes).
    public var megabytes: Double {
        Double(bytes.count) / 1_000_000
    }
}

/// Counts taken while a data set is built, so the report can show what "30% unknown keys" means.
public struct DataSetStatistics: Hashable, Sendable {
    /// Keys of host and jump-host objects, declared or not.
    public var recordKeys = 0
    /// Of those, keys that no codec declares.
    public var unknownKeys = 0
    /// Bytes of the undeclared members, each with its key and a separating comma.
    public var unknownBytes = 0
    /// Enum values written.
    public var enumValues = 0
    /// Of those, values that this version does not know.
    public var unknownEnumValues = 0
    /// RFC 3339 date-times written.
    public var timestamps = 0
    /// Values of an external type (`Money`) written.
    public var externalValues = 0
    /// Values of untagged unions written.
    public var untaggedValues = 0
    /// Of those, objects (expanded customers).
    public var untaggedObjects = 0

    /// The share of undeclared keys, from 0 to 1.
    public var unknownKeyShare: Double {
        recordKeys == 0 ? 0 : Double(unknownKeys) / Double(recordKeys)
    }

    /// The share of unknown enum values, from 0 to 1.
    public var unknownEnumShare: Double {
        enumValues == 0 ? 0 : Double(unknownEnumValues) / Double(enumValues)
    }
}

extension DataSet.Kind {
    /// Keeps the data sets independent of each other while sharing one seed.
    /// The data set with unknown enum values shares the plain one's salt: the two hold the same
    /// records, apart from the enum values.
    fileprivate var salt: UInt64 {
        let kind = self == .unknownEnums ? .plain : self
        return UInt64(DataSet.Kind.allCases.firstIndex(of: kind)!) &* 0x1000_0001
    }
}
