/// The committed example documents of a record (`Fixtures/<Record>/examples/*.json`): one test
/// that reads each and writes it back, on both codecs, and the documents themselves, by name.
extension ContractTestTranslator {
    /// The examples of `record`, by name.
    private func examples(of record: RecordModel) -> [ExampleSource] {
        examples.filter { $0.record == record.name }.sorted { $0.name < $1.name }
    }

    /// The test of `record`'s examples; none when it has none.
    func exampleTests(for record: RecordModel) -> [Declaration] {
        guard !examples(of: record).isEmpty else { return [] }
        let variable = record.name.lowercasedFirst
        return [
            test(
                "\(variable)Examples",
                "\(record.name): every committed example reads and writes back exactly, on both codecs",
                [
                    .expression(
                        .call(
                            "try \(context.model.runtime("ContractChecks")).examples",
                            [
                                .unlabeled("\(SwiftName.type(record.name)).self"),
                                .unlabeled("GoldenFixtures.\(variable)Examples"),
                            ]))
                ])
        ]
    }

    /// The documents of `record`'s examples, by name; nothing when it has none.
    func exampleMembers(for record: RecordModel) -> [Declaration] {
        let documents = examples(of: record)
        guard !documents.isEmpty else { return [] }
        let entries = documents.map { example in
            DictionaryEntry(
                SwiftLiterals.string(example.name),
                .jsonText(example.text.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        return [staticLet("\(record.name.lowercasedFirst)Examples", "[String: String]", .dictionaryLiteral(entries))]
    }
}
