@_spi(ForwardCodableGenerated) import ForwardCodable

extension Resolver {
    /// The format of a file's `Date`s without `@format`: its `dates name`, else the
    /// configuration's `"dateFormat"`; `nil` for the coder's strategy (or after reporting an
    /// unknown name).
    mutating func resolveDateFormat(of file: SchemaFileSyntax) -> WireFormatModel? {
        guard let syntax = file.dateFormat else {
            return file.defaultDateFormat.flatMap { WireFormatModel.named($0, for: .date) }
        }
        if syntax.text == WireFormatModel.coder { return nil }
        guard let format = WireFormatModel.named(syntax.text, for: .date) else {
            diagnostics.emit(
                .unknownFormat(syntax.text, type: "Date", known: WireFormatModel.names(for: .date)),
                at: syntax.location)
            return nil
        }
        return format
    }

    /// `type` with the field's `@format(name)` applied to the scalar inside it (`[Date]`'s
    /// `Date`), after reporting misuse; `type` unchanged when there is no `@format`.
    mutating func applyFormat(_ attributes: [AttributeSyntax], to type: FieldType, field: String) -> FieldType {
        guard let attribute = attributes.first(where: { $0.name.text == "format" }) else { return type }
        guard attribute.arguments.count == 1, case .string(let name, let location) = attribute.arguments[0] else {
            diagnostics.emit(.formatArguments, at: attribute.name.location)
            return type
        }
        let scalar = type.unformatted.layers.last ?? type
        let known = WireFormatModel.names(for: scalar)
        guard !known.isEmpty else {
            diagnostics.emit(
                .formatNotApplicable(field: field, type: type.unformatted.schemaText), at: attribute.name.location)
            return type
        }
        if name == WireFormatModel.coder { return type.replacingScalar(with: scalar) }
        guard let format = WireFormatModel.named(name, for: scalar) else {
            diagnostics.emit(.unknownFormat(name, type: scalar.schemaText, known: known), at: location)
            return type
        }
        return type.replacingScalar(with: .formatted(format))
    }

    /// Checks a default or sample of a formatted scalar, a `CalendarDate` or an external type;
    /// `nil` when `type` is none of them (or holds one only inside a collection), `.some(nil)`
    /// when the value is refused (the reason is reported at the literal).
    mutating func resolveFormattedValue(_ literal: LiteralSyntax, as type: FieldType, role: ValueRole, field: String)
        -> ValueModel??
    {
        switch (type, literal) {
        case (.formatted(let format), .string(let text, _)) where format.wireIsString:
            return .some(checkWireText(text, format.accepts, format.expectation, literal, role: role, field: field))
        case (.formatted(.string(let scalar)), .integer(let text, _)),
            (.formatted(.string(let scalar)), .float(let text, _)):
            // A number literal stands for its text on the wire, as without `@format(string)`.
            let format = WireFormatModel.string(scalar)
            return .some(checkWireText(text, format.accepts, format.expectation, literal, role: role, field: field))
        case (.formatted(let format), .integer(let text, _)) where !format.wireIsString,
            (.formatted(let format), .float(let text, _)) where !format.wireIsString:
            return .some(
                checkWireText(text, format.accepts, format.expectation, literal, role: role, field: field)
                    .map { _ in .double(text) })
        case (.formatted(let format), _):
            return .some(
                mismatch(literal, expected: format.expectation, type: type.schemaText, role: role, field: field))
        case (.calendarDate, .string(let text, _)):
            return .some(
                checkWireText(
                    text, { CalendarDate($0) != nil }, Self.calendarDateExpectation, literal, role: role, field: field))
        case (.calendarDate, _):
            return .some(
                mismatch(
                    literal, expected: Self.calendarDateExpectation, type: "CalendarDate", role: role, field: field))
        case (.external, _) where role == .sample:
            return .some(resolveValue(literal, as: .json, role: role, field: field))
        case (.external, _):
            diagnostics.emit(.typeHasNoDefault(type.schemaText), at: literal.location)
            return .some(nil)
        default:
            return nil
        }
    }

    /// What a `CalendarDate` literal must be, in the runtime's words.
    static let calendarDateExpectation = CalendarDate.expectation

    private mutating func checkWireText(
        _ text: String, _ accepts: (String) -> Bool, _ expectation: String, _ literal: LiteralSyntax,
        role: ValueRole, field: String
    ) -> ValueModel? {
        guard accepts(text) else {
            diagnostics.emit(
                .invalidFormattedValue(role: role.rawValue, field: field, expectation: expectation),
                at: literal.location)
            return nil
        }
        return .string(text)
    }

    private mutating func mismatch(
        _ literal: LiteralSyntax, expected: String, type: String, role: ValueRole, field: String
    ) -> ValueModel? {
        diagnostics.emit(
            .valueTypeMismatch(
                role: role.rawValue, field: field, expected: expected, type: type, found: Self.describe(literal)),
            at: literal.location)
        return nil
    }

    /// A required field of an external type needs its JSON as a sample: the contract tests
    /// cannot make up a value of a type they do not know.
    mutating func checkExternalSample(of field: FieldModel) {
        guard case .external(let name) = field.type, field.sample == nil else { return }
        diagnostics.emit(.externalFieldNeedsSample(field.name, type: name), at: field.location)
    }
}

extension FieldType {
    /// The type with the scalar inside it (under arrays, dictionaries and optionals) replaced.
    func replacingScalar(with scalar: FieldType) -> FieldType {
        switch self {
        case .array(let inner): .array(inner.replacingScalar(with: scalar))
        case .dictionary(let inner): .dictionary(inner.replacingScalar(with: scalar))
        case .optional(let inner): .optional(inner.replacingScalar(with: scalar))
        default: scalar
        }
    }
}
