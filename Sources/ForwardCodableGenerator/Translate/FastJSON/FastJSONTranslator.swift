/// The fast path of a record: `init(fastJSON:)` reads the declared fields straight from JSON bytes
/// in one pass, and `write(fastJSON:)` writes them back.
///
/// It is translated from the same model as the `Codable` extension, field by field: a required
/// field throws when absent, a defaulted one takes its default when absent or `null`, an optional
/// one remembers an explicit `null`, a `JSON` field keeps `null` as a value, and every undeclared
/// key lands in the bag. The tests decode every example both ways and compare.
struct FastJSONTranslator {
    var context: TranslationContext
    var record: RecordModel

    func translate() -> Declaration {
        var members: [Declaration] = []
        if let versioning = record.versioning {
            let versions = FastJSONVersionTranslator(context: context, record: record, versioning: versioning)
            members.append(.function(versions.readingInitializer()))
            members.append(.function(versions.currentShapeInitializer()))
        } else {
            members.append(.function(readingInitializer()))
        }
        members.append(.function(writeFunction()))
        members.append(.function(writeFieldsFunction()))
        return .extensionOf(
            ExtensionDescription(type: record.name, conformances: ["FastJSONCodable"], members: members))
    }

    private func readingInitializer() -> FunctionDescription {
        let reading = FastJSONFieldReading(record: record.name, fields: record.fields, model: context.model)
        return FunctionDescription(
            docs: [
                "Reads the declared fields straight from JSON bytes, then keeps every other key in",
                "`unknownFields`: the value `init(from:)` reads from the same document.",
            ],
            access: context.access,
            kind: .initializer,
            parameters: [.init(label: "fastJSON", name: reading.names.reader, type: "inout JSONReader")],
            isThrowing: true,
            body: reading.body(extra: [])
        )
    }

    private func writeFunction() -> FunctionDescription {
        FunctionDescription(
            docs: ["Writes the record as one JSON object: the same members as `encode(to:)`."],
            access: context.access,
            kind: .function(name: "write"),
            parameters: [.init(label: "fastJSON", name: "writer", type: "inout JSONWriter")],
            isThrowing: true,
            body: [
                .line("writer.beginObject()"),
                .line("try writeFields(fastJSON: &writer)"),
                .line("writer.endObject()"),
            ]
        )
    }

    /// The members without the braces, so that a union can write its tag beside them.
    private func writeFieldsFunction() -> FunctionDescription {
        var body: [Statement] = []
        if let versioning = record.versioning {
            body.append(.line("try writer.encode(self.wireVersion, key: \(Self.keyLiteral(versioning.stampKey)))"))
        }
        for field in record.fields {
            let key = Argument("key", Self.keyLiteral(field.wireKey))
            let value = Argument.unlabeled("self.\(field.storageName)")
            if field.type.isOptional {
                body.append(
                    .expression(
                        .call(
                            "try writer.encodeIfPresent",
                            [value, key, Argument("nulls", "self.explicitNulls")])))
            } else {
                body.append(.expression(.call("try writer.encode", [value, key])))
            }
        }
        body.append(.line("try writer.encodeUnknownFields(self.unknownFields, declares: CodingKeys.declares)"))
        return FunctionDescription(
            docs: ["Writes the declared fields, then every entry of `unknownFields` whose key is not declared."],
            kind: .function(name: "writeFields"),
            parameters: [.init(label: "fastJSON", name: "writer", type: "inout JSONWriter")],
            isThrowing: true,
            body: body
        )
    }

    /// A wire key as the writer takes it: JSON-escaped as `JSONEncoder` escapes it, in a Swift
    /// string literal. A `/` stays as is: the writer escapes it unless told not to.
    static func keyLiteral(_ key: String) -> String {
        var escaped = ""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\u{08}": escaped += "\\b"
            case "\u{0C}": escaped += "\\f"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return SwiftLiterals.string(escaped)
    }
}

/// The statements that read a record's or snapshot's fields on the fast path: a local per field,
/// one loop over the object's keys with a `switch` on the declared ones, then the assignments
/// that apply defaults and report a missing required field.
struct FastJSONFieldReading {
    var record: String
    var fields: [FieldModel]
    /// The model the fields' enums are looked up in (for their raw type).
    var model: SchemaModel
    /// Whether the object holds a version stamp, which the loop skips (it was read before).
    var stamped = false

    /// The names of the reader, the record cursor and the key, made unique against the fields'
    /// locals (a field named `reader` is allowed).
    struct LocalNames {
        var reader = "reader"
        var cursor = "fields"
        var key = "key"
    }

    var names: LocalNames {
        let taken = Set(fields.map(\.storageName))
        func unique(_ name: String) -> String {
            var name = name
            while taken.contains(name) { name += "_" }
            return name
        }
        return LocalNames(reader: unique("reader"), cursor: unique("fields"), key: unique("key"))
    }

    func body(extra: [Statement]) -> [Statement] {
        let names = names
        var body: [Statement] = fields.map {
            .line("var \($0.storageName): \(SwiftTypes.unwrapped(SwiftTypes.stored($0, in: model)))?")
        }
        body.append(.line("var unknownFields: [String: JSONValue] = [:]"))
        body.append(.line("var \(names.cursor) = try \(names.reader).beginRecord(CodingKeys._table)"))
        var cases: [SwitchCase] = []
        if stamped {
            cases.append(SwitchCase(pattern: ".wireVersion", body: [.line("try \(names.reader).skipValue()")]))
        }
        cases += fields.map { SwitchCase(pattern: ".\($0.name)", body: [read($0, names)]) }
        var loop: [Statement] = [
            .block(
                header: "while let \(names.key) = try \(names.cursor).next(&\(names.reader), unknown: &unknownFields)",
                body: cases.isEmpty ? [.line("_ = \(names.key)")] : [.switchOf(subject: names.key, cases: cases)]
            )
        ]
        loop += fields.map { assign($0, names) }
        loop += extra
        body.append(
            .doCatch(
                body: loop,
                catchPattern: nil,
                handler: [.line("throw \(names.cursor).failure(error, record: \(SwiftLiterals.string(record)))")]
            ))
        body.append(.line("self.unknownFields = unknownFields"))
        return body
    }

    /// `port = try reader.decodeIfPresent(Int.self)`: `null` means absent for every field but a
    /// required one (whose type decides) and a `JSON` one (where it is a value).
    private func read(_ field: FieldModel, _ names: LocalNames) -> Statement {
        let type = SwiftTypes.unwrapped(SwiftTypes.stored(field, in: model))
        let reader = names.reader
        let call: Expression
        if field.type.isOptional {
            call = .call(
                "try \(reader).decodeIfPresent",
                [.unlabeled("\(type).self"), .unlabeled(names.key), Argument("nulls", "&self.explicitNulls")])
        } else if field.defaultValue == nil || field.type == .json {
            call = .call("try \(reader).decode", [.unlabeled("\(type).self")])
        } else {
            call = .call("try \(reader).decodeIfPresent", [.unlabeled("\(type).self")])
        }
        return .expression(.assignment(target: field.storageName, value: call))
    }

    /// `self.port = port ?? 22`, or the required field's check.
    private func assign(_ field: FieldModel, _ names: LocalNames) -> Statement {
        let local = field.storageName
        let value: Expression
        if field.type.isOptional {
            value = .text(local)
        } else if let defaultValue = field.defaultValue {
            value = .text("\(local) ?? \(SwiftLiterals.stored(defaultValue, for: field))")
        } else {
            value = .call("try \(names.cursor).required", [.unlabeled(local), .unlabeled(".\(field.name)")])
        }
        return .expression(.assignment(target: "self.\(local)", value: value))
    }
}
