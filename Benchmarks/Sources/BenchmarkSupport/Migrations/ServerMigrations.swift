// Hand-written, not generated: the migration hook that the generated `Server` migration calls.

extension Server {
    /// Version 3 labels servers "user@hostname:port"; older documents get the label computed from
    /// their fields.
    static func migrateLabel(from server: V2) throws -> String {
        "\(server.user ?? "root")@\(server.address):\(server.port)"
    }
}
