@_spi(ForwardCodableGenerated) import ForwardCodable

/// How a probe type is deliberately broken.
protocol Flaw {
    static var dropsBag: Bool { get }
    static var writesFallback: Bool { get }
    static var leaksInternalKey: Bool { get }
    static var lowersNewerStamp: Bool { get }
    static var keepsOldStamp: Bool { get }
}

extension Flaw {
    static var dropsBag: Bool { false }
    static var writesFallback: Bool { false }
    static var leaksInternalKey: Bool { false }
    static var lowersNewerStamp: Bool { false }
    static var keepsOldStamp: Bool { false }
}

/// Keeps the contract.
enum Faithful: Flaw {}
/// Forgets the unknown fields when encoding.
enum DropsBag: Flaw { static var dropsBag: Bool { true } }
/// Writes the enum's fallback instead of the raw value it read.
enum WritesFallback: Flaw { static var writesFallback: Bool { true } }
/// Writes its raw storage under its Swift name.
enum LeaksInternalKey: Flaw { static var leaksInternalKey: Bool { true } }
/// Writes the current version over a newer stamp.
enum LowersNewerStamp: Flaw { static var lowersNewerStamp: Bool { true } }
/// Writes a migrated document with the version it was read at.
enum KeepsOldStamp: Flaw { static var keepsOldStamp: Bool { true } }

enum Method: String, ForwardEnum {
    case ssh, mosh
    static var fallback: Method { .ssh }
    init(wire: String) { self = Method(rawValue: wire) ?? .fallback }
}

/// A hand-written record in the shape the generator emits, with a switchable flaw.
struct ProbeHost<F: Flaw>: ForwardRecord {
    var name: String
    private(set) var methodRaw: String
    var unknownFields: [String: JSONValue] = [:]

    var method: Method {
        get { Method(wire: methodRaw) }
        set { methodRaw = newValue.rawValue }
    }

    enum CodingKeys: RecordCodingKey {
        case name, method, undeclared(String)

        init(stringValue: String) {
            switch stringValue {
            case "name": self = .name
            case "method": self = .method
            default: self = .undeclared(stringValue)
            }
        }

        var stringValue: String {
            switch self {
            case .name: "name"
            case .method: "method"
            case .undeclared(let name): name
            }
        }

        var unknownName: String? {
            if case .undeclared(let name) = self { return name }
            return nil
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        methodRaw = try container.decode(String.self, forKey: .method)
        unknownFields = try container.decodeUnknownFields()
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(F.writesFallback ? method.rawValue : methodRaw, forKey: .method)
        if F.leaksInternalKey { try container.encode(methodRaw, forKey: .undeclared("methodRaw")) }
        if !F.dropsBag { try container.encodeUnknownFields(unknownFields) }
    }
}

/// A hand-written versioned record: version 2 adds `build`, computed from the text.
struct ProbeNote<F: Flaw>: VersionedRecord {
    static var currentVersion: Int { 2 }
    static var oldestVersion: Int { 1 }
    static var versionKey: String { "schema" }

    var text: String
    var build: Int
    var unknownFields: [String: JSONValue] = [:]
    private(set) var wireVersion: Int = 2
    private var readVersion = 2

    enum CodingKeys: RecordCodingKey {
        case schema, text, build, undeclared(String)

        init(stringValue: String) {
            switch stringValue {
            case "schema": self = .schema
            case "text": self = .text
            case "build": self = .build
            default: self = .undeclared(stringValue)
            }
        }

        var stringValue: String {
            switch self {
            case .schema: "schema"
            case .text: "text"
            case .build: "build"
            case .undeclared(let name): name
            }
        }

        var unknownName: String? {
            if case .undeclared(let name) = self { return name }
            return nil
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decodeVersionStamp(
            forKey: .schema, record: "ProbeNote", supportedVersions: 1...2, unstamped: 1)
        text = try container.decode(String.self, forKey: .text)
        if version == 1 {
            build = Int(text.split(separator: " ").last ?? "") ?? 0
        } else {
            build = try container.decode(Int.self, forKey: .build)
        }
        unknownFields = try container.decodeUnknownFields()
        readVersion = version
        wireVersion = max(version, Self.currentVersion)
    }

    /// Equality ignores the version the value was read at, which only the flawed encoding uses.
    static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs.text, lhs.build, lhs.unknownFields, lhs.wireVersion) == (
            rhs.text, rhs.build, rhs.unknownFields, rhs.wireVersion
        )
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(build)
        hasher.combine(unknownFields)
        hasher.combine(wireVersion)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let stamp = F.lowersNewerStamp ? Self.currentVersion : F.keepsOldStamp ? readVersion : wireVersion
        try container.encode(stamp, forKey: .schema)
        try container.encode(text, forKey: .text)
        try container.encode(build, forKey: .build)
        try container.encodeUnknownFields(unknownFields)
    }
}
