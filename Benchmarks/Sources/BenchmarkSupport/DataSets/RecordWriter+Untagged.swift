extension RecordWriter {
    /// A charge of a payments API: its customer an ID (half of them) or the expanded customer,
    /// its amount a whole number of cents (60%) or a fraction of units.
    mutating func writeCharge(index: Int) {
        writer.beginObject()
        writer.key("id")
        writer.string("ch_\(index)")
        writer.key("amount")
        statistics.untaggedValues += 1
        let cents = Int.random(in: 100...500_000, using: &random)
        if random.chance(0.6) {
            writer.int(cents)
        } else {
            writer.double(Double(cents) / 100 + 0.005)
        }
        writer.key("customer")
        statistics.untaggedValues += 1
        let customer = "cus_\(Int.random(in: 1...99_999, using: &random))"
        if random.chance(0.5) {
            writer.string(customer)
        } else {
            statistics.untaggedObjects += 1
            let name = random.pick(Vocabulary.users)
            writer.beginObject()
            writer.key("id")
            writer.string(customer)
            writer.key("email")
            writer.string("\(name)@\(random.pick(Vocabulary.domains))")
            if random.chance(0.7) {
                writer.key("name")
                writer.string(name.capitalized)
            }
            writer.key("balance")
            writer.int(Int.random(in: -5_000...5_000, using: &random))
            writer.endObject()
        }
        writer.key("description")
        writer.string(random.pick(Vocabulary.eventMessages))
        writer.endObject()
    }
}
