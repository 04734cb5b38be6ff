/// The words the data sets are made of.
enum Vocabulary {
    static let hostNames = ["harbor", "lighthouse", "quay", "anchor", "beacon", "pier", "dock", "buoy", "keel", "mast"]
    static let domains = ["example.com", "corp.example.net", "eu-west.example.org", "lab.example.io"]
    static let users = ["root", "deploy", "ada", "grace", "linus", "ops", "ci-runner"]
    static let tags = ["prod", "staging", "eu", "us", "db", "web", "cache", "edge", "gpu", "legacy"]
    static let environmentKeys = ["LANG", "TERM", "EDITOR", "TZ", "PAGER", "KUBECONFIG"]
    static let environmentValues = ["en_US.UTF-8", "xterm-256color", "vim", "UTC", "less", "/etc/kube/config"]
    static let regions = ["eu-west", "eu-central", "us-east", "us-west", "ap-south"]

    static let connectionMethods = ["ssh", "mosh", "eternal-terminal"]
    static let keyTypes = ["ed25519", "rsa", "ecdsa"]
    /// Values a newer app writes.
    static let newerConnectionMethods = ["quic", "tailscale", "webrtc"]
    /// Values a newer app writes.
    static let newerKeyTypes = ["sk-ed25519", "ml-kem-768"]

    /// Keys that no codec declares; ``RecordWriter/writeUnknownValue(_:)`` writes each one's value.
    static let unknownMembers = [
        "notes", "retries", "latency_ms", "pinned", "sync", "aliases", "forwards", "last_error", "color", "proxy",
    ]
}

extension RecordWriter {
    /// The value of `Vocabulary.unknownMembers[member]`: strings, numbers, Booleans, `null`,
    /// nested objects and arrays, as a newer app would write them.
    mutating func writeUnknownValue(_ member: Int) {
        switch Vocabulary.unknownMembers[member] {
        case "notes":
            writer.string("Reached through \(random.pick(Vocabulary.domains)); rotate keys every \(Int.random(in: 2...12, using: &random)) months.")
        case "retries":
            writer.int(Int.random(in: 0...9, using: &random))
        case "latency_ms":
            writer.double(Double(Int.random(in: 1...4000, using: &random)) / 4)
        case "pinned":
            writer.bool(random.chance(0.5))
        case "sync":
            writer.beginObject()
            writer.key("device")
            writer.string("device-\(Int.random(in: 1...500, using: &random))")
            writer.key("revision")
            writer.int(Int.random(in: 1...100_000, using: &random))
            writer.key("vector")
            writer.beginObject()
            for replica in ["a1", "b7", "c3"] {
                writer.key(replica)
                writer.int(Int.random(in: 0...9999, using: &random))
            }
            writer.endObject()
            writer.endObject()
        case "aliases":
            writer.beginArray()
            for _ in 0..<Int.random(in: 1...3, using: &random) { writer.string(random.pick(Vocabulary.hostNames)) }
            writer.endArray()
        case "forwards":
            writer.beginArray()
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                writer.beginObject()
                writer.key("local")
                writer.int(Int.random(in: 1024...9999, using: &random))
                writer.key("remote")
                writer.int(random.pick([80, 443, 5432, 6379]))
                writer.key("bind")
                writer.string("127.0.0.1")
                writer.endObject()
            }
            writer.endArray()
        case "last_error":
            if random.chance(0.5) { writer.null() } else { writer.string("connection reset by peer") }
        case "color":
            writer.string(random.pick(["#FF6B6B", "#4ECDC4", "#FFE66D", "#1A535C"]))
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
