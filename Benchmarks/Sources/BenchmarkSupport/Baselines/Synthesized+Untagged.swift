extension Synthesized {
    /// A charge as a team writes it with synthesized `Codable`: each untagged union a hand-written
    /// enum that tries its cases in turn (`try?`), the usual way to read "an ID or the object".
    /// Lossy, as (a) is: a value of none of its shapes fails the whole array.
    struct Charge: Codable, Hashable, Sendable {
        var id: String
        var amount: Amount
        var customer: CustomerRef
        var description: String?
    }

    struct Customer: Codable, Hashable, Sendable {
        var id: String
        var email: String
        var name: String?
        var balance: Int
    }

    enum CustomerRef: Codable, Hashable, Sendable {
        case id(String)
        case customer(Customer)

        init(from decoder: any Decoder) throws {
            if let id = try? decoder.singleValueContainer().decode(String.self) {
                self = .id(id)
            } else {
                self = .customer(try Customer(from: decoder))
            }
        }

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .id(let id): try id.encode(to: encoder)
            case .customer(let customer): try customer.encode(to: encoder)
            }
        }
    }

    enum Amount: Codable, Hashable, Sendable {
        case cents(Int)
        case units(Double)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let cents = try? container.decode(Int.self) {
                self = .cents(cents)
            } else {
                self = .units(try container.decode(Double.self))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .cents(let cents): try container.encode(cents)
            case .units(let units): try container.encode(units)
            }
        }
    }
}
