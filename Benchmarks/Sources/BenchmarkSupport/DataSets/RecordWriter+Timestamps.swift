import SeededRandom

extension RecordWriter {
    // MARK: Timestamps

    /// An event with four to eight RFC 3339 date-times, as three writers spell them: a
    /// JavaScript client's `toISOString()` (milliseconds, `Z`), a server in UTC (mostly
    /// microseconds, else milliseconds or whole seconds) and the host itself, in its own offset
    /// (whole seconds or milliseconds, `±hh:mm`).
    mutating func writeHostEvent(index: Int) {
        // An instant in 2024 through 2026, in microseconds since 1970.
        let occurred = Int64.random(in: 1_704_067_200_000_000..<1_798_761_600_000_000, using: &random)
        let recorded = occurred + Int64.random(in: 1_000...2_000_000, using: &random)
        let offset = random.pick(Vocabulary.offsetMinutes)
        writer.beginObject()
        writer.key("id")
        writer.string(uuid())
        writer.key("host")
        writer.string("\(random.pick(Vocabulary.hostNames))-\(index % 500)")
        writer.key("message")
        writer.string(random.pick(Vocabulary.eventMessages))
        writer.key("occurredAt")
        writeTimestamp(occurred, digits: 3)
        writer.key("recordedAt")
        writeTimestamp(recorded, digits: random.pick([6, 6, 6, 6, 6, 6, 6, 3, 3, 0]))
        writer.key("updatedAt")
        let updated = recorded + Int64.random(in: 0...86_400_000_000, using: &random)
        writeTimestamp(updated, digits: random.chance(0.5) ? 0 : 3, offsetMinutes: offset)
        let roll = Double.random(in: 0..<1, using: &random)
        if roll < 0.5 {
            writer.key("acknowledgedAt")
            writeTimestamp(updated + Int64.random(in: 1_000...3_600_000_000, using: &random), digits: 3)
        } else if roll < 0.6 {
            writer.key("acknowledgedAt")
            writer.null()
        }
        writer.key("repeats")
        writer.beginArray()
        var again = occurred
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            again += Int64.random(in: 1_000_000...600_000_000_000, using: &random)
            if random.chance(0.5) {
                writeTimestamp(again, digits: random.pick([0, 3, 6]))
            } else {
                writeTimestamp(again, digits: random.pick([0, 3]), offsetMinutes: offset)
            }
        }
        writer.endArray()
        writer.endObject()
    }

    /// Writes the instant `microseconds` after 1970 as RFC 3339 text with `digits` (0, 3 or 6)
    /// fraction digits, truncated, in UTC with `Z` when `offsetMinutes` is `nil`, otherwise at
    /// that offset (`+00:00` for 0).
    private mutating func writeTimestamp(_ microseconds: Int64, digits: Int, offsetMinutes: Int? = nil) {
        statistics.timestamps += 1
        let local = microseconds + Int64(offsetMinutes ?? 0) * 60_000_000
        let seconds = local.floorDivided(by: 1_000_000)
        let micros = local - seconds * 1_000_000
        let days = seconds.floorDivided(by: 86_400)
        let time = seconds - days * 86_400
        let (year, month, day) = Self.civil(fromDays: days)
        var text =
            "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))"
            + "T\(Self.padded(time / 3600, 2)):\(Self.padded(time / 60 % 60, 2)):\(Self.padded(time % 60, 2))"
        switch digits {
        case 0: break
        case 3: text += ".\(Self.padded(micros / 1000, 3))"
        case 6: text += ".\(Self.padded(micros, 6))"
        default: preconditionFailure("0, 3 or 6 fraction digits, not \(digits)")
        }
        if let offsetMinutes {
            let magnitude = Int64(abs(offsetMinutes))
            text +=
                "\(offsetMinutes < 0 ? "-" : "+")\(Self.padded(magnitude / 60, 2)):\(Self.padded(magnitude % 60, 2))"
        } else {
            text += "Z"
        }
        writer.string(text)
    }

    /// `value` in decimal, with leading zeros to `width` digits.
    private static func padded(_ value: Int64, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// The proleptic Gregorian year, month and day of the day `days` after 1970-01-01 (Howard
    /// Hinnant's `civil_from_days`).
    private static func civil(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = days + 719_468
        let era = z.floorDivided(by: 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    // MARK: External types

    /// A payment: an ID and two amounts of money in one currency.
    mutating func writePayment(index: Int) {
        let currency = random.pick(Vocabulary.currencies)
        writer.beginObject()
        writer.key("id")
        writer.string("pay-\(index)")
        writer.key("total")
        writeMoney(cents: Int.random(in: 100...500_000, using: &random), currency: currency)
        writer.key("fee")
        writeMoney(cents: Int.random(in: 1...2_000, using: &random), currency: currency)
        writer.endObject()
    }

    /// `{"amount":"12.30","currency":"EUR"}`.
    private mutating func writeMoney(cents: Int, currency: String) {
        statistics.externalValues += 1
        writer.beginObject()
        writer.key("amount")
        writer.string("\(cents / 100).\(Self.padded(Int64(cents % 100), 2))")
        writer.key("currency")
        writer.string(currency)
        writer.endObject()
    }
}

extension Int64 {
    /// The quotient rounded toward negative infinity.
    fileprivate func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
