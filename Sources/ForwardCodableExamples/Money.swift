import Foundation

/// The app's own money type, used by `Schemas/Payloads.fcschema` as `external Money`: an amount
/// kept as its decimal text (`"12.30"` stays `"12.30"`) and an ISO 4217 currency code.
public struct Money: Codable, Hashable, Sendable {
    /// The amount as decimal text, such as `"12.30"`.
    public var amount: String
    /// The currency code, such as `"EUR"`.
    public var currency: String

    /// Creates an amount of money.
    public init(amount: String, currency: String) {
        self.amount = amount
        self.currency = currency
    }

    /// The amount as a `Decimal`, or `nil` when the text is not a number.
    public var decimalAmount: Decimal? {
        Decimal(string: amount, locale: Locale(identifier: "en_US_POSIX"))
    }
}
