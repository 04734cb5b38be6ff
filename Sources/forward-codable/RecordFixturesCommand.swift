/// `forward-codable record-fixtures`: see the contract tests issue.
enum RecordFixturesCommand {
    static func run(_ arguments: [String]) -> ExitStatus {
        Console.error("error: record-fixtures is not available yet")
        return .usageError
    }
}
