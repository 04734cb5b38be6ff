import SeededRandom

/// Writes the records of the data sets: hosts, fleets that nest them, and version 1 servers.
///
/// Every host carries the same declared keys as the three record types the benchmark compares,
/// so each codec reads the same values; the options add what only some of them can keep.
struct RecordWriter {
    struct Options {
        /// The share of keys in each host and jump-host object that no codec declares.
        var unknownKeyShare = 0.0
        /// The share of enum values that this version does not know.
        var unknownEnumShare = 0.0
    }

    var writer: JSONTextWriter
    var random: SeededGenerator
    let options: Options
    /// What was written, counted as it is written (here and in RecordWriter+Timestamps.swift).
    var statistics = DataSetStatistics()

    init(writer: JSONTextWriter, random: SeededGenerator, options: Options) {
        self.writer = writer
        self.random = random
        self.options = options
    }

    // MARK: Records

    /// A host: eleven declared keys, some of them optional.
    mutating func writeHost(index: Int) {
        let name = "\(random.pick(Vocabulary.hostNames))-\(index)"
        var members: [(String, (inout RecordWriter) -> Void)] = [
            ("id", { $0.writer.string($0.uuid()) }),
            ("name", { $0.writer.string(name) }),
            ("hostname", { $0.writer.string("\(name).\($0.random.pick(Vocabulary.domains))") }),
            ("port", { $0.writer.int($0.port()) }),
        ]
        appendOptional(to: &members, "user", present: 0.7, null: 0.1) {
            $0.writer.string($0.random.pick(Vocabulary.users))
        }
        members.append(
            (
                "connectionMethod",
                { $0.writeEnum(Vocabulary.connectionMethods, unknown: Vocabulary.newerConnectionMethods) }
            ))
        members.append(("key_type", { $0.writeEnum(Vocabulary.keyTypes, unknown: Vocabulary.newerKeyTypes) }))
        appendOptional(to: &members, "jump", present: 0.4, null: 0.1) { $0.writeJumpHost() }
        members.append(("tags", { $0.writeTags() }))
        members.append(("environment", { $0.writeEnvironment() }))
        members.append(("favorite", { $0.writer.bool($0.random.chance(0.2)) }))
        writeRecord(members)
    }

    /// A jump host: four declared keys.
    private mutating func writeJumpHost() {
        var members: [(String, (inout RecordWriter) -> Void)] = [
            (
                "hostname",
                {
                    $0.writer.string(
                        "bastion-\(Int.random(in: 1...40, using: &$0.random)).\($0.random.pick(Vocabulary.domains))")
                }
            ),
            ("port", { $0.writer.int($0.port()) }),
        ]
        appendOptional(to: &members, "user", present: 0.6, null: 0.1) {
            $0.writer.string($0.random.pick(Vocabulary.users))
        }
        members.append(
            (
                "connectionMethod",
                { $0.writeEnum(Vocabulary.connectionMethods, unknown: Vocabulary.newerConnectionMethods) }
            ))
        writeRecord(members)
    }

    /// A fleet that holds one host four records deep: fleet, region, zone, rack, host.
    mutating func writeFleet(index: Int) {
        writer.beginObject()
        writer.key("name")
        writer.string("fleet-\(index % 97)")
        writer.key("region")
        writer.beginObject()
        writer.key("name")
        writer.string(random.pick(Vocabulary.regions))
        writer.key("code")
        writer.int(Int.random(in: 1...64, using: &random))
        writer.key("zone")
        writer.beginObject()
        writer.key("name")
        writer.string("zone-\(Int.random(in: 1...6, using: &random))")
        writer.key("primary")
        writer.bool(random.chance(0.5))
        writer.key("rack")
        writer.beginObject()
        writer.key("name")
        writer.string("rack-\(Int.random(in: 1...400, using: &random))")
        writer.key("position")
        writer.int(Int.random(in: 0...41, using: &random))
        writer.key("hosts")
        writer.beginArray()
        writeHost(index: index)
        writer.endArray()
        writer.endObject()
        writer.endObject()
        writer.endObject()
        writer.endObject()
    }

    /// A server as version 1 wrote it: stamped 1, `address` instead of `hostname`, no key type
    /// and no label.
    mutating func writeVersion1Server(index: Int) {
        let name = "\(random.pick(Vocabulary.hostNames))-\(index)"
        var members: [(String, (inout RecordWriter) -> Void)] = [
            ("schemaVersion", { $0.writer.int(1) }),
            ("id", { $0.writer.string($0.uuid()) }),
            ("name", { $0.writer.string(name) }),
            ("address", { $0.writer.string("\(name).\($0.random.pick(Vocabulary.domains))") }),
            ("port", { $0.writer.int($0.port()) }),
        ]
        appendOptional(to: &members, "user", present: 0.7, null: 0.1) {
            $0.writer.string($0.random.pick(Vocabulary.users))
        }
        members.append(("connectionMethod", { $0.writeEnum(Vocabulary.connectionMethods, unknown: []) }))
        members.append(("tags", { $0.writeTags() }))
        members.append(("environment", { $0.writeEnvironment() }))
        writeRecord(members, countsKeys: false)
    }

    // MARK: Parts

    /// Writes an object of declared members, mixing in undeclared ones when the options ask.
    private mutating func writeRecord(_ declared: [(String, (inout RecordWriter) -> Void)], countsKeys: Bool = true) {
        let unknown = unknownMemberCount(declared: declared.count)
        var slots = (0..<unknown).map { _ in Int.random(in: 0...declared.count, using: &random) }.sorted()[...]
        var names = Vocabulary.unknownMembers.indices.shuffled(using: &random)[...]
        writer.beginObject()
        for position in 0...declared.count {
            while slots.first == position, let member = names.popFirst() {
                slots.removeFirst()
                let start = writer.bytes.count
                writer.key(Vocabulary.unknownMembers[member])
                writeUnknownValue(member)
                if countsKeys { statistics.unknownBytes += writer.bytes.count - start + 1 }
            }
            guard position < declared.count else { break }
            writer.key(declared[position].0)
            declared[position].1(&self)
        }
        writer.endObject()
        if countsKeys {
            statistics.recordKeys += declared.count + unknown
            statistics.unknownKeys += unknown
        }
    }

    /// How many undeclared keys give the configured share next to `declared` declared ones.
    private mutating func unknownMemberCount(declared: Int) -> Int {
        guard options.unknownKeyShare > 0 else { return 0 }
        let expected = Double(declared) * options.unknownKeyShare / (1 - options.unknownKeyShare)
        let whole = Int(expected)
        return min(whole + (random.chance(expected - Double(whole)) ? 1 : 0), Vocabulary.unknownMembers.count)
    }

    private mutating func appendOptional(
        to members: inout [(String, (inout RecordWriter) -> Void)],
        _ key: String,
        present: Double,
        null: Double,
        _ value: @escaping (inout RecordWriter) -> Void
    ) {
        let roll = Double.random(in: 0..<1, using: &random)
        if roll < present {
            members.append((key, value))
        } else if roll < present + null {
            members.append((key, { $0.writer.null() }))
        }
    }

    /// Draws the same random numbers whatever the share, so the data set with unknown enum
    /// values differs from the plain one in its enum values only.
    private mutating func writeEnum(_ known: [String], unknown: [String]) {
        statistics.enumValues += 1
        let isUnknown = random.chance(options.unknownEnumShare) && !unknown.isEmpty
        let index = Int.random(in: 0..<6, using: &random)
        if isUnknown {
            statistics.unknownEnumValues += 1
            writer.string(unknown[index % unknown.count])
        } else {
            writer.string(known[index % known.count])
        }
    }

    private mutating func writeTags() {
        writer.beginArray()
        for _ in 0..<Int.random(in: 0...4, using: &random) { writer.string(random.pick(Vocabulary.tags)) }
        writer.endArray()
    }

    private mutating func writeEnvironment() {
        writer.beginObject()
        let count = Int.random(in: 0...3, using: &random)
        for key in Vocabulary.environmentKeys.shuffled(using: &random).prefix(count) {
            writer.key(key)
            writer.string(random.pick(Vocabulary.environmentValues))
        }
        writer.endObject()
    }

    private mutating func port() -> Int {
        random.chance(0.7) ? 22 : Int.random(in: 1024...65535, using: &random)
    }

    /// A version 4 UUID in upper case, as `UUID.uuidString` writes it.
    mutating func uuid() -> String {
        let high = random.next() & 0xFFFF_FFFF_FFFF_0FFF | 0x4000
        let low = random.next() & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000
        func hex(_ value: UInt64, _ digits: Int) -> String {
            let text = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: digits - text.count) + text
        }
        return "\(hex(high >> 32, 8))-\(hex(high >> 16 & 0xFFFF, 4))-\(hex(high & 0xFFFF, 4))-"
            + "\(hex(low >> 48, 4))-\(hex(low & 0xFFFF_FFFF_FFFF, 12))"
    }
}
