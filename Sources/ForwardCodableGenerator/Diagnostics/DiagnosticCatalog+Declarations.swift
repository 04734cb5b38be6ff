// The catalog entries of names, declarations, types, fields and attributes: FC2xx to FC4xx.

extension DiagnosticMessage {
    /// `kind` is "record", "enum", "union" or "external"; `suggestion` is a free name, such as
    /// `TestType`, or `nil` for an external type (the app's own, which the app renames).
    static func typeNameIsKeyword(_ name: String, kind: String, suggestion: String?) -> Self {
        let reason =
            name == "Self"
            ? "Swift would take every 'Self' in the module's types for this type"
            : "after a dot Swift reads '\(name)' as a metatype, so generated code cannot qualify or alias the type"
        guard let suggestion else {
            return Self(.typeNameIsKeyword, "'\(name)' cannot name a type, even in backticks: \(reason); rename it")
        }
        let fixtures =
            kind == "record"
            ? " (and move its golden fixtures, if any, from Fixtures/\(name)/ to Fixtures/\(suggestion)/)" : ""
        return Self(
            .typeNameIsKeyword,
            "'\(name)' cannot name a type, even in backticks: \(reason); rename \(kind) '\(name)', such as to "
                + "'\(suggestion)'\(fixtures): a type's name is not written to the wire, so documents stay the same")
    }

    static func typeNameShadowsGeneratedType(_ name: String) -> Self {
        Self(
            .typeNameShadowsGeneratedType, "'\(name)' would shadow a type that generated code uses; choose another name"
        )
    }

    static func typeNameNotUppercase(_ name: String) -> Self {
        Self(
            .typeNameNotUppercase,
            "type name '\(name)' must start with an uppercase letter, as in '\(name.capitalizedFirst)'")
    }

    /// `kind` is "field", "case" or "variant"; `spelledOut` says the case's raw value or the
    /// variant's tag is already written, so renaming keeps it.
    static func memberNameIsGenerated(_ name: String, kind: String, spelledOut: Bool = false) -> Self {
        Self(
            .memberNameIsGenerated,
            "\(kind) name '\(name)' collides with a member that ForwardCodable generates; choose another name"
                + (spelledOut ? "" : keepKey(name, kind: kind)))
    }

    /// `kind` is "field" or "variant"; `owner` is "record 'Post'" or "union 'Block'".
    static func memberNameIsUsedType(_ name: String, kind: String, owner: String) -> Self {
        Self(
            .memberNameIsUsedType,
            "\(kind) '\(name)' has the name of a type that the generated code of \(owner) names, and inside \(owner) "
                + "Swift would take '\(name)' for the \(kind); choose another name" + keepKey(name, kind: kind))
    }

    static func memberNameIsSnapshot(_ name: String, kind: String) -> Self {
        Self(
            .memberNameIsSnapshot,
            "\(kind) name '\(name)' collides with the snapshot types of versioned records; choose another name")
    }

    /// How the renamed member keeps what the wire holds: a field its key, a case its raw value,
    /// a variant its tag.
    private static func keepKey(_ name: String, kind: String) -> String {
        switch kind {
        case "field": " and keep the wire key with @key(\"\(name)\")"
        case "case": " and keep the raw value with = \"\(name)\""
        case "variant": " and keep the tag with @tag(\"\(name)\")"
        default: ""
        }
    }

    static func duplicateDeclaration(_ name: String, previous: SourceLocation) -> Self {
        Self(
            .duplicateDeclaration, "'\(name)' is already declared",
            notes: [DiagnosticNote("'\(name)' is first declared here", at: previous)])
    }

    static func outputFileNameCollision(_ first: String, _ second: String, output: String) -> Self {
        Self(
            .outputFileNameCollision,
            "schema files '\(first)' and '\(second)' would both generate '\(output).swift'; rename one",
            notes: [DiagnosticNote("'\(first)' generates '\(output).swift'", at: .start(of: first))])
    }

    static func invalidSchemaFileName(_ name: String) -> Self {
        Self(
            .invalidSchemaFileName,
            "the schema file name '\(name)' must be a valid Swift identifier, because it names the generated "
                + "file and its test suite")
    }

    static func inlineRecursion(_ record: String, field: String, cycle: String, target: String) -> Self {
        Self(
            .inlineRecursion,
            "record '\(record)' contains itself through '\(field)' (\(cycle)), and every field on that cycle is "
                + "required, so no finite document holds one; make one of them optional, such as "
                + "'\(field): \(target)?'")
    }

    static func indirectStorageCollision(_ field: String, storageOf owner: String, wireKey: String) -> Self {
        Self(
            .indirectStorageCollision,
            "field '\(field)' collides with the storage that ForwardCodable generates for '\(owner)', which holds "
                + "its record out of line (@Indirect); choose another name and keep the wire key with "
                + "@key(\"\(wireKey)\")")
    }

    /// `suggestion` is `; did you mean 'x'?` or empty.
    static func unknownType(_ name: String, suggestion: String) -> Self {
        Self(.unknownType, "unknown type '\(name)'" + suggestion)
    }

    static func dictionaryKeyNotString(_ key: String) -> Self {
        Self(.dictionaryKeyNotString, "dictionary keys must be String (JSON object keys are strings), found '\(key)'")
    }

    static func doubleOptional(_ type: String) -> Self {
        Self(.doubleOptional, "a type can be optional only once: '\(type)'")
    }

    static func duplicateField(_ name: String, record: String, previous: SourceLocation) -> Self {
        Self(
            .duplicateField, "duplicate field '\(name)' in record '\(record)'",
            notes: [DiagnosticNote("'\(name)' is first declared here", at: previous)])
    }

    /// `owner` is who has the key first: "field 'id'" or "the version stamp".
    static func duplicateWireKey(field: String, key: String, owner: String, previous: SourceLocation) -> Self {
        Self(
            .duplicateWireKey, "field '\(field)' uses the wire key \"\(key)\", which \(owner) already uses",
            notes: [DiagnosticNote("\(owner) uses \"\(key)\" here", at: previous)])
    }

    static func rawStorageCollision(_ field: String, storageOf owner: String, wireKey: String) -> Self {
        Self(
            .rawStorageCollision,
            "field '\(field)' collides with the raw storage that ForwardCodable generates for '\(owner)'; "
                + "choose another name and keep the wire key with @key(\"\(wireKey)\")")
    }

    static func duplicateAttribute(_ name: String, field: String, previous: SourceLocation) -> Self {
        Self(
            .duplicateAttribute, "@\(name) is given twice on field '\(field)'",
            notes: [DiagnosticNote("@\(name) is first given here", at: previous)])
    }

    static var keyAttributeArguments: Self {
        Self(.keyAttributeArguments, "@key takes one string: the wire key, as in @key(\"display_name\")")
    }

    static func emptyWireKey(_ field: String) -> Self {
        Self(.emptyWireKey, "the wire key of '\(field)' cannot be empty")
    }

    static var strictTakesNoArguments: Self {
        Self(.strictTakesNoArguments, "@strict takes no arguments")
    }

    static func strictWithoutRecords(_ field: String, type: String) -> Self {
        Self(
            .strictWithoutRecords,
            "@strict applies to collections of records; '\(field)' of type \(type) has no records to keep verbatim")
    }

    static var sampleArguments: Self {
        Self(.sampleArguments, "@sample takes one value, as in @sample(\"Harbor build 418\")")
    }

    static func unknownAttribute(_ name: String, suggestion: String) -> Self {
        Self(
            .unknownAttribute,
            "unknown attribute '@\(name)'; fields accept @key, @strict, @sample and @deprecated" + suggestion)
    }

    static func optionalFieldDefault(_ field: String) -> Self {
        Self(
            .optionalFieldDefault,
            "an optional field defaults to nil: an absent key reads as nil and is written back absent; remove "
                + "the default, or make '\(field)' non-optional so that an absent key reads as the default")
    }

    static func sampleEqualsDefault(_ field: String, defaultAt location: SourceLocation) -> Self {
        Self(
            .sampleEqualsDefault,
            "the sample of '\(field)' equals its default, so golden fixtures cannot tell a decoded value from an "
                + "absent key; choose a sample that differs from the default",
            notes: [DiagnosticNote("the default of '\(field)' is given here", at: location)])
    }
}

extension SourceLocation {
    /// Line 1, column 1 of `file`.
    static func start(of file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }
}
