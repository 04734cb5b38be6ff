import ForwardCodable

/// The benchmark's own money type, an external type of the schema (`external Money`): an amount
/// kept as decimal text and a currency code. It is `Codable` only, so the fast path bridges it
/// through `JSONDecoder` and `JSONEncoder`; (a) uses it as a plain field too.
struct Money: Codable, Hashable, Sendable {
    /// The amount as decimal text, such as `"12.30"`.
    var amount: String
    /// The currency code, such as `"EUR"`.
    var currency: String
}

/// ``Money`` adopting ``FastJSONCodable`` by hand, as the documentation shows for an app's own
/// type: the fast path reads and writes it directly, without the bridge.
struct FastMoney: Codable, Hashable, Sendable, FastJSONCodable {
    /// The amount as decimal text, such as `"12.30"`.
    var amount: String
    /// The currency code, such as `"EUR"`.
    var currency: String

    init(amount: String, currency: String) {
        self.amount = amount
        self.currency = currency
    }

    /// Reads `{"amount": "…", "currency": "…"}`, skipping any other key.
    init(fastJSON reader: inout JSONReader) throws {
        try reader.beginObject()
        var amount: String?
        var currency: String?
        while let key = try reader.nextKey() {
            switch reader.string(of: key) {
            case "amount": amount = try reader.decode(String.self)
            case "currency": currency = try reader.decode(String.self)
            default: try reader.skipValue()
            }
        }
        guard let amount, let currency else {
            throw reader.error(
                .keyNotFound, "No value for \"\(amount == nil ? "amount" : "currency")\" in a money value")
        }
        self.amount = amount
        self.currency = currency
    }

    /// Writes the two members in the order `JSONEncoder` writes them.
    func write(fastJSON writer: inout JSONWriter) throws {
        writer.beginObject()
        writer.writeKey("amount")
        try writer.encode(amount)
        writer.writeKey("currency")
        try writer.encode(currency)
        writer.endObject()
    }
}
