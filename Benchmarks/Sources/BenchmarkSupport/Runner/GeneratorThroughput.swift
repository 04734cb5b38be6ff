import ForwardCodableGenerator

/// The generator's throughput: a synthetic project of schemas through the generator core, in
/// memory, as one run of the CLI would do without the file I/O.
enum GeneratorThroughput {
    static func measure(schemas: Int, runs: Int) -> GeneratorResult {
        let project = SyntheticProject.sources(count: schemas)
        var output = _GeneratorForBenchmarks.generate(project)
        precondition(!output.hasErrors, "the synthetic project does not resolve: \(output.diagnostics.first!)")
        var result = GeneratorResult(
            schemas: schemas,
            generatedBytes: output.files.reduce(0) { $0 + $1.contents.utf8.count },
            generatedLines: output.files.reduce(0) { $0 + $1.contents.utf8.lazy.filter { $0 == 10 }.count }
        )
        for _ in 0..<runs {
            output = measured(&result.timing) { _GeneratorForBenchmarks.generate(project) }
        }
        return result
    }
}

/// A synthetic project: one schema file per index, each with a record, an enum and, every
/// tenth file, a versioned record. Records refer to the record of the previous file, so the
/// resolver checks references across files.
enum SyntheticProject {
    static func sources(count: Int) -> [(path: String, text: String)] {
        (0..<count).map { index in
            (path: "Schemas/Item\(index).fcschema", text: schema(index))
        }
    }

    static func schema(_ index: Int) -> String {
        var text = """
            // Synthetic schema \(index).

            /// Item \(index).
            record Item\(index) {
                id: UUID
                name: String @sample("item \(index)")
                count: Int = 0
                ratio: Double?
                state: State\(index) = .active
                tags: [String] = []
                attributes: [String: String] = [:] @key("attrs")
                note: String?

            """
        if index > 0 {
            text += """
                    previous: Item\(index - 1)?
                    children: [Item\(index - 1)] = []

                """
        }
        text += """
            }

            /// The state of item \(index).
            enum State\(index) fallback active {
                active
                paused
                retired = "retired-v2"
            }

            """
        if index.isMultiple(of: 10) {
            text += """

                /// A versioned document \(index).
                record Document\(index) version 3 stamp "v" {
                    id: UUID
                    title: String
                    body: String = ""
                    state: State\(index) = .active

                    since 2 {
                        add state
                    }
                    since 3 {
                        rename heading -> title
                    }
                }

                """
        }
        return text
    }
}
