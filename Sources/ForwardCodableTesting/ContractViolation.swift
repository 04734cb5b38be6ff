/// A broken contract: which check, which record, and what exactly differs.
public struct ContractViolation: Error, CustomStringConvertible {
    /// The check that failed, such as `"future round trip"`.
    public var check: String
    /// The record type.
    public var record: String
    /// What went wrong, with the differing paths and values.
    public var message: String

    /// Creates a violation.
    public init(check: String, record: String, message: String) {
        self.check = check
        self.record = record
        self.message = message
    }

    /// `record: check: message`.
    public var description: String {
        "\(record): \(check) failed: \(message)"
    }
}
