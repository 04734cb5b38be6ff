/// Locations the resolved model does not keep: enum cases, `since` blocks, version clauses and
/// the keys and tags of unions, read from the syntax trees the model was resolved from (each side
/// of a comparison is parsed once).
struct SyntaxLocations {
    private var caseLocations: [String: SourceLocation] = [:]
    private var unionKeyLocations: [String: (tag: SourceLocation, content: SourceLocation?)] = [:]
    private var variantTagLocations: [String: SourceLocation] = [:]
    private var sinceLocations: [String: SourceLocation] = [:]
    /// `remove field: T` steps, by `Record.field`: the latest step that removes the name.
    private var removalLocations: [String: SourceLocation] = [:]
    private var versionLocations: [String: (version: SourceLocation, stamp: SourceLocation)] = [:]
    /// The records of files whose `Date`s have a format unless they say `@format(coder)`.
    private var recordsWithDateFormat: Set<String> = []

    init(_ files: [SchemaFileSyntax]) {
        for file in files {
            let datesHaveFormat =
                file.dateFormat.map { $0.text != WireFormatModel.coder } ?? (file.defaultDateFormat != nil)
            for declaration in file.declarations {
                switch declaration {
                case .enumeration(let syntax):
                    for item in syntax.cases {
                        caseLocations["\(syntax.name.text).\(item.name.text)"] = item.name.location
                    }
                case .union(let syntax):
                    unionKeyLocations[syntax.name.text] = (syntax.tagLocation, syntax.contentKey?.location)
                    for variant in syntax.variants {
                        let tag = variant.attributes.last { $0.name.text == "tag" }
                        let written = tag.flatMap(\.arguments.first).map(\.location)
                        variantTagLocations["\(syntax.name.text).\(variant.name.text)"] =
                            written ?? variant.name.location
                    }
                case .record(let syntax):
                    if datesHaveFormat { recordsWithDateFormat.insert(syntax.name.text) }
                    for block in syntax.history {
                        sinceLocations["\(syntax.name.text).\(block.version)"] = block.location
                        for case .remove(let field, _, _, _) in block.changes {
                            removalLocations["\(syntax.name.text).\(field.text)"] = field.location
                        }
                    }
                    if let clause = syntax.version {
                        versionLocations[syntax.name.text] = (clause.location, clause.stampLocation)
                    }
                }
            }
        }
    }

    /// How fixes spell the fields of `record`.
    func spelling(of record: String) -> SchemaSpelling {
        SchemaSpelling(datesHaveFormat: recordsWithDateFormat.contains(record))
    }

    /// Where the tag key of `union` is written.
    func unionTag(_ union: String) -> SourceLocation? {
        unionKeyLocations[union]?.tag
    }

    /// Where the content key of `union` is written; `nil` for an internally tagged union.
    func unionContent(_ union: String) -> SourceLocation? {
        unionKeyLocations[union]?.content
    }

    /// Where the tag of `union.variant` is written: its `@tag("...")`, else its name.
    func variantTag(_ union: String, _ variant: String) -> SourceLocation? {
        variantTagLocations["\(union).\(variant)"]
    }

    /// Where `enumeration.caseName` is declared.
    func enumCase(_ enumeration: String, _ caseName: String) -> SourceLocation? {
        caseLocations["\(enumeration).\(caseName)"]
    }

    /// Where `since version` of `record` starts.
    func since(_ record: String, _ version: Int) -> SourceLocation? {
        sinceLocations["\(record).\(version)"]
    }

    /// Where the latest `remove field: T` step of `record` names the field.
    func removal(_ record: String, _ field: String) -> SourceLocation? {
        removalLocations["\(record).\(field)"]
    }

    /// Where the version number of `record` is written.
    func version(_ record: String) -> SourceLocation? {
        versionLocations[record]?.version
    }

    /// Where the stamp key of `record` is written.
    func stamp(_ record: String) -> SourceLocation? {
        versionLocations[record]?.stamp
    }
}

/// One side of a comparison: the resolved model and the locations it lacks.
struct CompatibilitySide {
    var model: SchemaModel
    var locations: SyntaxLocations

    /// Every record field that uses `typeName`, anywhere in its type.
    func users(of typeName: String) -> [(record: RecordModel, field: FieldModel)] {
        model.records.values.sorted { $0.name < $1.name }.flatMap { record in
            record.fields.filter { $0.type.namedType == typeName }.map { (record, $0) }
        }
    }
}

extension FieldType {
    /// The type without its outer `?`.
    var unwrapped: FieldType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }
}

extension FieldModel {
    /// Whether a reader fails when the key is absent: no default, not optional.
    var isRequired: Bool { defaultValue == nil && !type.isOptional }

    /// How the presence of the key reads in messages.
    var presenceText: String {
        if type.isOptional { return "optional" }
        return defaultValue == nil ? "required" : "defaulted"
    }
}
