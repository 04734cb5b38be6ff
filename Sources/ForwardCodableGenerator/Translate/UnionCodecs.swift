/// The codec members every union has, tagged or untagged: `init(from:)` and `encode(to:)`, which
/// hand a keyed reader or writer to the union's one variant-reading and one variant-writing body,
/// and, with the fast path on, `init(fastJSON:)` and `write(fastJSON:)`, which hand the same
/// bodies a reader or writer over the JSON bytes. What differs between the two kinds of union
/// (the runtime types, how a variant is chosen and written, the docs) comes in as data.
struct UnionCodecs {
    /// The runtime types a kind of union reads and writes through.
    struct Runtime {
        /// `KeyedUnionReader`: what `init(from:)` reads through.
        var keyedReader: String
        /// `KeyedUnionWriter`: what `encode(to:)` writes through.
        var keyedWriter: String
        /// `JSONUnionReader`: what `init(fastJSON:)` reads through.
        var fastReader: String
        /// `UnionVariantReader`: the protocol the reading body takes on the fast path.
        var variantReader: String
        /// `UnionVariantWriter`: the protocol the writing body takes on the fast path.
        var variantWriter: String
        /// Whether the keyed writer is made with the union's coding (a tagged union's tag key).
        var writerTakesCoding: Bool
    }

    /// The doc comment of each member.
    struct Docs {
        var decode: String
        var encode: String
        var read: [String]
        var write: String
    }

    /// The variant-reading body: a `switch` over `subject` (`variants.tag`) with `cases`, inside a
    /// `do` whose `catch` keeps the value whole; and the variant-writing body's cases.
    struct Bodies {
        var subject: String
        var readingCases: [SwitchCase]
        var writingCases: [SwitchCase]
        /// `writer.writeUnion(Self.unionCoding) { … }`: how `write(fastJSON:)` opens the union.
        var fastWrite: String
        var fastWriteDocs: String
    }

    var context: TranslationContext
    var model: UnionModel
    var runtime: Runtime
    var docs: Docs

    /// The union's type, tagged or untagged: an `indirect enum`, `Hashable` and `Sendable`, with
    /// `members` (a case per variant, `unknown`, and what else the kind of union declares).
    static func enumeration(_ model: UnionModel, members: [Declaration], context: TranslationContext) -> Declaration {
        .enumeration(
            TypeDescription(
                docs: model.docs,
                access: context.access,
                name: SwiftName.type(model.name),
                inherits: [context.model.runtime("Hashable"), context.model.runtime("Sendable")],
                members: members,
                isIndirect: true
            )
        )
    }

    /// `Self`, or the union's name when a variant named `Self` would hide it.
    var selfType: String { SwiftName.selfType(model.name, members: model.variants.map(\.name)) }

    /// The `Codable` extension with `coding` (the static `unionCoding`), and the `FastJSONCodable`
    /// one when the fast path is on.
    func declarations(coding: PropertyDescription, bodies: Bodies) -> [Declaration] {
        var declarations: [Declaration] = [
            .extensionOf(
                ExtensionDescription(
                    type: SwiftName.type(model.name),
                    conformances: [context.model.runtime("Codable")],
                    members: [
                        .property(coding), .function(decodingInitializer()), .function(encodeFunction()),
                        .function(readingBody(bodies)), .function(writingBody(bodies)),
                    ]
                ))
        ]
        if context.options.fastJSON {
            declarations.append(
                .extensionOf(
                    ExtensionDescription(
                        type: SwiftName.type(model.name),
                        conformances: [context.model.runtime("FastJSONCodable")],
                        members: [.function(fastReadingInitializer()), .function(fastWriteFunction(bodies))]
                    )))
        }
        return declarations
    }

    private func decodingInitializer() -> FunctionDescription {
        FunctionDescription(
            docs: [docs.decode],
            access: context.access,
            kind: .initializer,
            parameters: [.init(label: "from", name: "decoder", type: "any \(context.model.runtime("Decoder"))")],
            isThrowing: true,
            body: [
                .line(
                    "var variants = try \(context.model.runtime(runtime.keyedReader))(decoder, \(selfType).unionCoding)"
                ),
                .line("try self.init(variants: &variants)"),
            ]
        )
    }

    private func encodeFunction() -> FunctionDescription {
        let coding = runtime.writerTakesCoding ? ", \(selfType).unionCoding" : ""
        return FunctionDescription(
            docs: [docs.encode],
            access: context.access,
            kind: .function(name: "encode"),
            parameters: [.init(label: "to", name: "encoder", type: "any \(context.model.runtime("Encoder"))")],
            isThrowing: true,
            body: [
                .line("var variants = \(context.model.runtime(runtime.keyedWriter))(encoder\(coding))"),
                .line("try writeVariant(to: &variants)"),
            ]
        )
    }

    /// `init(variants:)`, with either codec: the reader is generic on the fast path only.
    private func readingBody(_ bodies: Bodies) -> FunctionDescription {
        let reader =
            context.options.fastJSON
            ? "inout some \(context.model.runtime(runtime.variantReader))"
            : "inout \(context.model.runtime(runtime.keyedReader))"
        let cases =
            bodies.readingCases + [
                SwitchCase(pattern: nil, body: [.line("self = .unknown(try variants.unknown(failure: nil))")])
            ]
        return FunctionDescription(
            docs: docs.read,
            kind: .initializer,
            parameters: [.init(label: "variants", name: "variants", type: reader)],
            isThrowing: true,
            body: [
                .doCatch(
                    body: [.switchOf(subject: bodies.subject, cases: cases)],
                    catchPattern: nil,
                    handler: [.line("self = .unknown(try variants.unknown(failure: error))")]
                )
            ]
        )
    }

    /// `writeVariant(to:)`, with either codec.
    private func writingBody(_ bodies: Bodies) -> FunctionDescription {
        let writer =
            context.options.fastJSON
            ? "inout some \(context.model.runtime(runtime.variantWriter))"
            : "inout \(context.model.runtime(runtime.keyedWriter))"
        return FunctionDescription(
            docs: [docs.write],
            kind: .function(name: "writeVariant"),
            parameters: [.init(label: "to", name: "variants", type: writer)],
            isThrowing: true,
            body: [.switchOf(subject: "self", cases: bodies.writingCases)]
        )
    }

    private func fastReadingInitializer() -> FunctionDescription {
        FunctionDescription(
            docs: ["Reads the union straight from JSON bytes: the value `init(from:)` reads from the same document."],
            access: context.access,
            kind: .initializer,
            parameters: [
                .init(label: "fastJSON", name: "reader", type: "inout \(context.model.runtime("JSONReader"))")
            ],
            isThrowing: true,
            body: [
                .line(
                    "var variants = try \(context.model.runtime(runtime.fastReader))(&reader, \(selfType).unionCoding)"
                ),
                .line("try self.init(variants: &variants)"),
                .line("reader.resume(after: variants)"),
            ]
        )
    }

    private func fastWriteFunction(_ bodies: Bodies) -> FunctionDescription {
        FunctionDescription(
            docs: [bodies.fastWriteDocs],
            access: context.access,
            kind: .function(name: "write"),
            parameters: [
                .init(label: "fastJSON", name: "writer", type: "inout \(context.model.runtime("JSONWriter"))")
            ],
            isThrowing: true,
            body: [.line("try writer.\(bodies.fastWrite) { try writeVariant(to: &$0) }")]
        )
    }
}
