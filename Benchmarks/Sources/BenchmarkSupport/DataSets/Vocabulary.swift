/// The words the data sets are made of.
enum Vocabulary {
    static let hostNames = ["harbor", "lighthouse", "quay", "anchor", "beacon", "pier", "dock", "buoy", "keel", "mast"]
    static let domains = ["example.com", "corp.example.net", "eu-west.example.org", "lab.example.io"]
    static let users = ["root", "deploy", "ada", "grace", "linus", "ops", "ci-runner"]
    static let tags = ["prod", "staging", "eu", "us", "db", "web", "cache", "edge", "gpu", "legacy"]
    static let environmentKeys = ["LANG", "TERM", "EDITOR", "TZ", "PAGER", "KUBECONFIG"]
    static let environmentValues = ["en_US.UTF-8", "xterm-256color", "vim", "UTC", "less", "/etc/kube/config"]
    static let regions = ["eu-west", "eu-central", "us-east", "us-west", "ap-south"]
    static let eventMessages = [
        "deploy finished", "disk 91% full", "login from a new key", "certificate renewed", "backup verified",
        "connection reset by peer", "kernel updated",
    ]
    /// Offsets east of UTC, in minutes, that hosts write their local times in.
    static let offsetMinutes = [60, 120, 0, -300, -240, 330, -210, 540, -480, 345]
    static let currencies = ["EUR", "USD", "GBP", "JPY", "CHF"]

    static let connectionMethods = ["ssh", "mosh", "eternal-terminal"]
    static let keyTypes = ["ed25519", "rsa", "ecdsa"]
    /// Values a newer app writes.
    static let newerConnectionMethods = ["quic", "tailscale", "webrtc"]
    /// Values a newer app writes.
    static let newerKeyTypes = ["sk-ed25519", "ml-kem-768"]

    /// Keys that no codec declares, as a newer app version adds them: mostly scalars, some
    /// arrays and nested objects. ``RecordWriter/writeUnknownValue(_:)`` writes each one's value.
    static let unknownMembers = [
        "notes", "color", "last_seen", "retries", "latency_ms", "pinned", "last_error", "aliases", "sync", "proxy",
    ]
}

extension RecordWriter {
    /// The value of `Vocabulary.unknownMembers[member]`: strings, numbers, Booleans, `null`,
    /// nested objects and arrays, as a newer app would write them.
    mutating func writeUnknownValue(_ member: Int) {
        switch Vocabulary.unknownMembers[member] {
        case "notes":
            writer.string(
                "Reached through \(random.pick(Vocabulary.domains)); rotate keys every \(Int.random(in: 2...12, using: &random)) months."
            )
        case "color":
            writer.string(random.pick(["#FF6B6B", "#4ECDC4", "#FFE66D", "#1A535C"]))
        case "last_seen":
            writer.string(
                "2026-\(Int.random(in: 10...12, using: &random))-\(Int.random(in: 10...28, using: &random))T08:\(Int.random(in: 10...59, using: &random)):00Z"
            )
        case "retries":
            writer.int(Int.random(in: 0...9, using: &random))
        case "latency_ms":
            writer.double(Double(Int.random(in: 1...4000, using: &random)) / 4)
        case "pinned":
            writer.bool(random.chance(0.5))
        case "last_error":
            if random.chance(0.5) { writer.null() } else { writer.string("connection reset by peer") }
        case "aliases":
            writer.beginArray()
            for _ in 0..<Int.random(in: 1...2, using: &random) { writer.string(random.pick(Vocabulary.hostNames)) }
            writer.endArray()
        case "sync":
            writer.beginObject()
            writer.key("device")
            writer.string("device-\(Int.random(in: 1...500, using: &random))")
            writer.key("revision")
            writer.int(Int.random(in: 1...100_000, using: &random))
            writer.endObject()
        case "proxy":
            writer.beginObject()
            writer.key("kind")
            writer.string("socks5")
            writer.key("port")
            writer.int(1080)
            writer.key("auth")
            writer.beginObject()
            writer.key("user")
            writer.string(random.pick(Vocabulary.users))
            writer.key("required")
            writer.bool(random.chance(0.5))
            writer.endObject()
            writer.endObject()
        default:
            preconditionFailure("no value for the unknown member \(Vocabulary.unknownMembers[member])")
        }
    }
}
