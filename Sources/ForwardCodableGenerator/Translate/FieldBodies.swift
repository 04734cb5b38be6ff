/// The one field-reading body and the one field-writing body of a record or snapshot, written
/// against the runtime's `RecordFieldReader` and `RecordFieldWriter`, so that every codec (the
/// keyed containers of `Codable`, the JSON fast path) runs the same statements.
///
/// Reading is a local per field, one loop over the keys the reader names with a `switch` on them,
/// then the assignments that apply defaults and report a missing required field: a required
/// field throws when absent, a defaulted one takes its default when absent or `null`, an
/// optional one remembers an explicit `null`, a `JSON` field keeps `null` as a value, and every
/// undeclared key lands in the bag.
struct FieldBodies {
    var fields: [FieldModel]
    /// The model the fields' enums are looked up in (for their raw type).
    var model: SchemaModel
    /// Whether the object holds a version stamp, which the loop skips (it was read before) and
    /// the writer writes first.
    var stamped = false
    /// How the reading body names its own type: `Self`, or the type's name when a field named
    /// `Self` would hide it (``SwiftName/selfType(_:members:)``).
    var selfType = "Self"
    /// Whether the type keeps its bag in `_unknownFields` (`UnknownFieldsStorage`, a record's: on
    /// the fast path, the text of the undeclared members as read), rather than in `unknownFields`
    /// (a snapshot's, parsed).
    var keepsText = false

    /// The name of the reader or writer parameter, of the loop's key and of a versioned
    /// record's stamp parameter: unique against the fields' locals (a field named `fields` or
    /// `version` is allowed).
    struct LocalNames {
        var fields = "fields"
        var key = "key"
        var version = "version"
    }

    var names: LocalNames {
        let taken = Set(fields.map { local($0) })
        func unique(_ name: String) -> String {
            var name = name
            while taken.contains(name) { name += "_" }
            return name
        }
        return LocalNames(fields: unique("fields"), key: unique("key"), version: unique("version"))
    }

    /// The local of the reading body that holds `field`'s value: its storage name, spelled as an
    /// identifier (``SwiftName/local(_:avoiding:)``).
    func local(_ field: FieldModel) -> String {
        guard SwiftName.localIsRenamed(field.storageName) else { return SwiftName.identifier(field.storageName) }
        return SwiftName.local(field.storageName, avoiding: Set(fields.map(\.storageName)))
    }

    /// The body of `init(fastJSON:)`: the field-reading body on a copy of the reader, which then
    /// moves to where the copy stopped. A direct call, not a closure that returns the record:
    /// the record would be copied on its way out (an outlined copy of every field, measured).
    static func fastJSONReading(record: String, in model: SchemaModel) -> [Statement] {
        let reader = model.runtime("RecordFieldReader")
        return [
            .line("var fields = try \(reader)<CodingKeys>(&reader, record: \(SwiftLiterals.string(record)))"),
            .line("try self.init(fields: &fields)"),
            .line("reader.resume(after: fields)"),
        ]
    }

    /// The statements of `init(from:)` that run the field-reading body over `decoder`'s keyed
    /// container.
    static func keyedReading(record: String, in model: SchemaModel) -> [Statement] {
        let reader = model.runtime("RecordFieldReader")
        return [
            .line("var fields = try \(reader)<CodingKeys>(decoder, record: \(SwiftLiterals.string(record)))"),
            .line("try self.init(fields: &fields)"),
        ]
    }

    /// The statements of `encode(to:)` that run the field-writing body.
    static func keyedWriting(in model: SchemaModel) -> [Statement] {
        [
            .line("var fields = \(model.runtime("RecordFieldWriter"))<CodingKeys>(encoder)"),
            .line("try writeFields(to: &fields)"),
        ]
    }

    /// `init(fields:)`, with a trailing `version` parameter for a versioned record's current
    /// shape, which then writes the newer of the stamp and the current version.
    func readingInitializer(docs: [String], access: AccessModifier? = nil, version: Bool = false)
        -> FunctionDescription
    {
        let names = names
        let reader = "inout \(model.runtime("RecordFieldReader"))<CodingKeys>"
        var parameters: [FunctionDescription.Parameter] = [.init(label: "fields", name: names.fields, type: reader)]
        if version { parameters.append(.init(label: "version", name: names.version, type: "Int")) }
        return FunctionDescription(
            docs: docs,
            access: access,
            kind: .initializer,
            parameters: parameters,
            isThrowing: true,
            body: readingBody(
                extra: version ? [.line("self.wireVersion = \(max)(\(names.version), \(selfType).currentVersion)")] : []
            )
        )
    }

    /// The standard library's `max`, which a field named `max` would hide inside the type.
    private var max: String {
        fields.contains { $0.name == "max" || $0.storageName == "max" } ? "Swift.max" : "max"
    }

    private func readingBody(extra: [Statement]) -> [Statement] {
        let names = names
        var body: [Statement] = fields.map {
            .line("var \(local($0)): \(SwiftTypes.unwrapped(SwiftTypes.stored($0, in: model)))?")
        }
        if keepsText {
            body.append(.line("var unknownFields = \(model.unknownFieldsStorageType)()"))
        } else {
            body.append(.line("var unknownFields: \(model.unknownFieldsType) = [:]"))
        }
        let keepsAbsence = fields.contains(where: \.keepsAbsence)
        if keepsAbsence {
            body.append(.line("var absentDefaults = \(fields.absentDefaultsType(stamped: stamped, in: model))()"))
        }
        var cases: [SwitchCase] = []
        if stamped {
            cases.append(SwitchCase(pattern: ".wireVersion", body: [.line("try \(names.fields).skip()")]))
        }
        cases += fields.map {
            SwitchCase(pattern: ".\(SwiftName.member($0.name))", body: [read($0, names)] + check($0, names))
        }
        var loop: [Statement] = [
            .block(
                header: "while let \(names.key) = try \(names.fields).next(unknown: &unknownFields)",
                body: cases.isEmpty ? [.line("_ = \(names.key)")] : [.switchOf(subject: names.key, cases: cases)]
            )
        ]
        loop += fields.map { assign($0, names) }
        if keepsAbsence { loop.append(.line("self.absentDefaults = absentDefaults")) }
        loop += extra
        body.append(
            .doCatch(
                body: loop,
                catchPattern: nil,
                handler: [.line("throw \(names.fields).failure(error)")]
            ))
        body.append(.line("self.\(keepsText ? "_unknownFields" : "unknownFields") = unknownFields"))
        return body
    }

    /// The statements of `field` in the reading body: its read in the loop's `switch` (and its
    /// enum check), and its assignment after the loop.
    func statements(for field: FieldModel) -> [Statement] {
        [read(field, names)] + check(field, names) + [assign(field, names)]
    }

    /// `port = try fields.decodeIfPresent(Int.self)`: `null` means absent for every field but a
    /// required one (whose type decides) and a `JSON` one (where it is a value). Types that hold
    /// `Double`s go through `decodeNumbers`, which on the `Codable` path also reads the zeros
    /// `JSONDecoder` refuses (`0e1`). An app's own (external) type goes through
    /// `ExternalValue`, which bridges its `Codable` conformance onto the fast path.
    private func read(_ field: FieldModel, _ names: LocalNames) -> Statement {
        let stored = SwiftTypes.unwrapped(SwiftTypes.stored(field, in: model))
        let external = field.type.externalType != nil
        let type = external ? "\(model.runtime("ExternalValue"))<\(stored)>" : stored
        let reader = names.fields
        let numbers = field.type.containsDouble ? "Numbers" : ""
        var call: Expression
        if field.type.isOptional {
            call = .call(
                "try \(reader).decodeIfPresent",
                [.unlabeled("\(type).self"), Argument("nulls", "&self.explicitNulls")])
        } else if field.defaultValue == nil || field.type == .json {
            call = .call("try \(reader).decode\(numbers)", [.unlabeled("\(type).self")])
        } else {
            call = .call(
                "try \(reader).decode\(numbers == "" ? "IfPresent" : "NumbersIfPresent")", [.unlabeled("\(type).self")])
        }
        if external { call = .sequence([call, .text("?.value")]) }
        return .expression(.assignment(target: local(field), value: call))
    }

    /// `fields.checkEnum(methodRaw, ConnectionMethod.self)` after the read of an enum field, and
    /// `fields.checkEnums(colors)` after a collection that holds enums: a decode report counts the
    /// values this version does not know (nothing happens without a report).
    private func check(_ field: FieldModel, _ names: LocalNames) -> [Statement] {
        guard field.type.containsEnum, field.type.format == nil else { return [] }
        let local = local(field)
        switch field.type {
        case .enumeration(let name), .optional(.enumeration(let name)):
            return [.line("\(names.fields).checkEnum(\(local), \(SwiftName.type(name)).self)")]
        default:
            return [.line("\(names.fields).checkEnums(\(local))")]
        }
    }

    /// `self.port = port ?? fields.defaulted(22, .port, absent: &absentDefaults)` (a decode report
    /// counts the default taken, and the reader notes in the local `absentDefaults` whether the
    /// key was absent, or held `null`), or the required field's check.
    private func assign(_ field: FieldModel, _ names: LocalNames) -> Statement {
        let local = local(field)
        let key = "." + SwiftName.member(field.name)
        let value: Expression
        if field.type.isOptional {
            value = .text(local)
        } else if let defaultValue = field.defaultValue {
            let stored = SwiftLiterals.stored(defaultValue, for: field, in: model)
            value = .sequence([
                .text("\(local) ?? "),
                .call(
                    "\(names.fields).defaulted",
                    [.unlabeled(stored), .unlabeled(key), Argument("absent", "&absentDefaults")]),
            ])
        } else {
            value = .call("try \(names.fields).required", [.unlabeled(local), .unlabeled(key)])
        }
        return .expression(.assignment(target: "self.\(SwiftName.member(field.storageName))", value: value))
    }

    /// The value a field writes: its storage, through `ExternalValue` for an app's own type.
    private func written(_ field: FieldModel) -> String {
        let stored = "self.\(SwiftName.member(field.storageName))"
        guard field.type.externalType != nil else { return stored }
        let external = model.runtime("ExternalValue")
        return field.type.isOptional ? "\(stored).map { \(external)($0) }" : "\(external)(\(stored))"
    }

    /// `writeFields(to:)`: the stamp, the declared fields, then every entry of `unknownFields` whose
    /// key is not declared.
    func writingFunction() -> FunctionDescription {
        let writer = names.fields
        var body: [Statement] = []
        if stamped {
            body.append(.line("try \(writer).encode(self.wireVersion, .wireVersion)"))
        }
        for field in fields {
            let value = Argument.unlabeled(written(field))
            let key = Argument.unlabeled("." + SwiftName.member(field.name))
            if field.type.isOptional {
                body.append(
                    .expression(
                        .call("try \(writer).encodeIfPresent", [value, key, Argument("nulls", "self.explicitNulls")])))
            } else if field.keepsAbsence {
                body.append(
                    .expression(.call("try \(writer).encode", [value, key, Argument("absent", "self.absentDefaults")])))
            } else {
                body.append(.expression(.call("try \(writer).encode", [value, key])))
            }
        }
        body.append(.line("try \(writer).encodeUnknownFields(self.\(keepsText ? "_unknownFields" : "unknownFields"))"))
        let type = "inout \(model.runtime("RecordFieldWriter"))<CodingKeys>"
        return FunctionDescription(
            docs: [
                "Writes the declared fields, with either codec, then every entry of `unknownFields` whose key is not declared."
            ],
            kind: .function(name: "writeFields"),
            parameters: [.init(label: "to", name: writer, type: type)],
            isThrowing: true,
            body: body
        )
    }
}
