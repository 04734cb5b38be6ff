/// Writes JSON text byte by byte, for building the benchmark's data sets without going through
/// any of the codecs being measured.
struct JSONTextWriter {
    private(set) var bytes: [UInt8] = []
    /// Whether the next member or element needs a comma before it, one flag per open container.
    private var needsComma: [Bool] = []

    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma.append(false)
    }

    mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma.removeLast()
    }

    mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma.append(false)
    }

    mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma.removeLast()
    }

    /// Writes `"name":`; the member's value follows.
    mutating func key(_ name: String) {
        separate()
        appendString(name)
        bytes.append(UInt8(ascii: ":"))
        // The value that follows must not write a comma.
        needsComma[needsComma.count - 1] = false
    }

    mutating func string(_ value: String) {
        separate()
        appendString(value)
    }

    mutating func int(_ value: Int) {
        separate()
        bytes.append(contentsOf: String(value).utf8)
    }

    mutating func double(_ value: Double) {
        separate()
        bytes.append(contentsOf: value.description.utf8)
    }

    mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
    }

    /// Writes a comma if a sibling came before, and marks the current container as non-empty.
    private mutating func separate() {
        guard let last = needsComma.indices.last else { return }
        if needsComma[last] { bytes.append(UInt8(ascii: ",")) }
        needsComma[last] = true
    }

    /// The data sets only hold printable ASCII; quotes and backslashes are escaped anyway.
    private mutating func appendString(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { bytes.append(UInt8(ascii: "\\")) }
            precondition(byte >= 0x20, "the benchmark's data sets hold printable text only")
            bytes.append(byte)
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
