import SeededRandom

/// One single change of a schema, as the checker's property test applies it to a base schema.
///
/// Each case names the change, not its verdict: the verdict is the checker's, and the property
/// test compares it with what the generated code does with documents.
enum PropertyMutation: String, CaseIterable, Sendable {
    case addOptionalField, addDefaultedField, addRequiredField
    case removeOptionalField, removeDefaultedField, removeRequiredField
    case changeKey, renameField
    case widenNumber, narrowNumber, changeScalarType
    case scalarToEnum, enumToScalar
    case singleToList, listToSingle
    case makeOptional, makeRequired
    case addDefault, removeDefault, changeDefault
    case optionalElements, requiredElements
    case addEnumCase, removeEnumCase, changeRawValue, changeFallback, changeEnumRawType
    case addVariant, removeVariant, changeVariantTag, changeTagKey, changeContentKey, changePayload
    /// A type renamed and changed in one step (`PropertyRenameEditor`): a payload record renamed
    /// with a field added, an enum renamed with a case added, a union renamed with a variant
    /// added; two records that swap names; an enum's name given to a new enum.
    case renameRecord, renameEnum, renameUnion, swapRecordNames, reuseEnumName

    /// The number pairs of `widenNumber` (`narrowNumber` takes them reversed): every pair the
    /// checker's widening table names, and `Int`/`Int64`, which hold the same values.
    static var numberPairs: [(FuzzType, FuzzType)] {
        [
            (.int32, .int64), (.int32, .int), (.int32, .decimal), (.int32, .double), (.int, .decimal),
            (.int64, .decimal), (.uint64, .decimal), (.float, .double), (.int, .int64),
        ]
    }

    /// The pairs of `changeScalarType`: types of other kinds on the wire, and `String` with `UUID`,
    /// which always writes a string. Not `String` to `Data`: whether a `String` reads a `Data`
    /// depends on the coder's data strategy (base64 text by default, an array of numbers with
    /// `.deferredToData`), so the checker rightly calls it breaking both ways while the driver,
    /// with the default strategy, sees the forward direction read.
    static var scalarPairs: [(FuzzType, FuzzType)] {
        [
            (.string, .int), (.bool, .string), (.int, .bool), (.double, .string), (.data, .int),
            (.string, .uuid), (.uuid, .string),
        ]
    }
}

/// A base schema and the same schema after one mutation.
struct PropertyPair {
    var index: Int
    var mutation: PropertyMutation
    /// What exactly changed, for messages: `Int32 -> Int64 on 'port'`.
    var detail: String
    var old: FuzzSchema
    var new: FuzzSchema
    /// Fields renamed by the mutation, old Swift name to new.
    var renames: [String: String] = [:]
}

extension PropertyPair {
    /// Applies `mutation` to `base`; the old side may be adjusted first (a field given the type the
    /// change starts from).
    init(index: Int, base: FuzzSchema, mutation: PropertyMutation, random: inout SeededGenerator) {
        self.init(index: index, mutation: mutation, detail: "", old: base, new: base)
        var editor = PropertyMutationEditor(pair: self, random: random.split())
        editor.apply()
        self = editor.pair
    }
}
