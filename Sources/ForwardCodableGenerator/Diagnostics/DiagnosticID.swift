/// The catalog of diagnostics: one stable id per kind of problem, `FC` and three digits.
///
/// The hundreds tell the stage: `FC0xx` characters, `FC1xx` grammar, `FC2xx` names and
/// declarations, `FC3xx` types, `FC4xx` fields and attributes, `FC5xx` values, `FC6xx` enums,
/// `FC7xx` versions and history, `FC8xx` configuration and lock files, `FC9xx` unions. An id is never reused for
/// another problem; its message may be reworded. Each id has one named constructor of
/// ``DiagnosticMessage``, in the `DiagnosticCatalog+*.swift` files, that builds its text.
package enum DiagnosticID: String, Hashable, Sendable, CaseIterable {
    /// A character that starts no token.
    case unexpectedCharacter = "FC001"
    /// A string literal without its closing quote on the same line.
    case unterminatedString = "FC002"
    /// A `\x` escape the schema language does not have.
    case unknownEscape = "FC003"
    /// `\u` not followed by `{`.
    case expectedUnicodeBrace = "FC004"
    /// `\u{...}` that is not a Unicode scalar.
    case invalidUnicodeEscape = "FC005"

    /// The grammar expected one thing and found another.
    case expected = "FC101"
    /// A record, enum or `since` block without its closing `}`.
    case missingClosingBrace = "FC102"
    /// Brackets nested deeper than the parser allows.
    case nestsTooDeep = "FC103"
    /// `stamp` or `unstamped` before `version N`.
    case stampBeforeVersion = "FC104"
    /// `version N` without `stamp "key"`.
    case missingStamp = "FC105"
    /// `change x` without `from OldType hook`.
    case missingChangeFrom = "FC106"
    /// `change x from T` without `hook`.
    case typeChangeNeedsHook = "FC107"
    /// An attribute other than `@key` on a name in a change.
    case onlyKeyAttributeInChange = "FC108"
    /// Warning: a `///` comment on a change line, which documents nothing and is dropped.
    case docCommentOnChange = "FC109"
    /// Warning: a `///` comment before a `}` or the end of the file, which documents nothing.
    case danglingDocComment = "FC110"
    /// `keys style` given twice at the top of a file.
    case duplicateKeyStyle = "FC111"
    /// `keys style` at the top level after a declaration.
    case keyStyleAfterDeclarations = "FC112"
    /// A Swift `var` or `let` before a field name.
    case fieldTakesNoIntroducer = "FC113"
    /// `dates format` given twice at the top of a file, or after a declaration.
    case misplacedDateFormat = "FC114"

    /// A type named with a keyword that cannot name a type, even in backticks: `Self`, `Type`,
    /// `Protocol`.
    case typeNameIsKeyword = "FC201"
    /// A type named like one that generated code uses.
    case typeNameShadowsGeneratedType = "FC202"
    /// A type name that starts with a lowercase letter.
    case typeNameNotUppercase = "FC203"
    // FC204, a field or case named with a Swift keyword, is retired: every keyword names a field,
    // a case or a variant, with backticks where Swift needs them.
    /// A field or case named like a member the generator adds.
    case memberNameIsGenerated = "FC205"
    /// A field or case named like a snapshot type (`V1`).
    case memberNameIsSnapshot = "FC206"
    /// A type declared twice.
    case duplicateDeclaration = "FC207"
    /// Two schema files that would generate the same Swift file name.
    case outputFileNameCollision = "FC208"
    /// A schema file whose name is not a Swift identifier.
    case invalidSchemaFileName = "FC209"
    /// A record that contains itself through required fields only (`next: Node` in `Node`), which
    /// no finite document can satisfy. Through an optional, a collection or a union it may.
    case inlineRecursion = "FC210"
    /// Warning: a type named like a type of Foundation, of the standard library or of the runtime,
    /// which the app's code then finds ambiguous or gets instead of the library's.
    case typeNameShadowsLibraryType = "FC211"
    /// A field or variant named like a type its record's or union's generated code names.
    case memberNameIsUsedType = "FC212"

    /// A type that is neither built in nor declared.
    case unknownType = "FC301"
    /// A dictionary whose keys are not `String`.
    case dictionaryKeyNotString = "FC302"
    /// `T??`.
    case doubleOptional = "FC303"
    /// `@format(name)` or `dates name` with a name that is not a format of the type.
    case unknownFormat = "FC304"
    /// `@format` on a field whose type has no formats.
    case formatNotApplicable = "FC305"
    /// `@format` without exactly one format name.
    case formatArguments = "FC306"
    /// A required field of an external type without `@sample`.
    case externalFieldNeedsSample = "FC307"

    /// A field declared twice in one record.
    case duplicateField = "FC401"
    /// Two fields, or a field and the version stamp, with one wire key.
    case duplicateWireKey = "FC402"
    /// A field named like the raw storage of an enum field (`methodRaw`).
    case rawStorageCollision = "FC403"
    /// An attribute given twice on one field.
    case duplicateAttribute = "FC404"
    /// `@key` without exactly one string.
    case keyAttributeArguments = "FC405"
    /// `@key("")`.
    case emptyWireKey = "FC406"
    /// `@strict(...)`.
    case strictTakesNoArguments = "FC407"
    /// `@strict` on a field with no collection of records.
    case strictWithoutRecords = "FC408"
    /// `@sample` without exactly one value.
    case sampleArguments = "FC409"
    /// An attribute fields do not accept.
    case unknownAttribute = "FC410"
    /// An optional field with a default other than `nil`.
    case optionalFieldDefault = "FC411"
    /// Warning: a `@sample` equal to the field's default, which fixtures cannot tell from an
    /// absent key.
    case sampleEqualsDefault = "FC412"
    /// `keys style` with a style the language does not have.
    case unknownKeyStyle = "FC413"
    /// `@deprecated` with anything but one message string.
    case deprecatedArguments = "FC415"
    /// A field named like the private storage of a deprecated field (`_title`).
    case deprecatedStorageCollision = "FC416"
    /// Two fields whose names a key style turns into the same wire key.
    case keyStyleCollision = "FC414"
    /// A field whose wire key the record reserves (`reserved "notes"`).
    case reservedKeyReused = "FC417"
    /// A field named like the storage of a field stored out of line (`_reblog` for `reblog`, a
    /// field that closes a cycle of records).
    case indirectStorageCollision = "FC418"

    /// A value of the wrong kind for its type.
    case valueTypeMismatch = "FC501"
    /// A number out of the range of its type.
    case valueOutOfRange = "FC502"
    /// An integer that a `Double` cannot hold exactly.
    case doubleNotExact = "FC503"
    /// A name that is not a case of its enum.
    case notACase = "FC504"
    /// A default on a type that cannot have one (`UUID`, `Date`, `URL`, records).
    case typeHasNoDefault = "FC505"
    /// A `UUID` sample that is not a UUID.
    case invalidUUIDSample = "FC506"
    /// A dictionary literal with a key that is not a string.
    case dictionaryLiteralKeyNotString = "FC507"
    /// A dictionary literal with a key given twice.
    case duplicateDictionaryKey = "FC508"
    /// An enum case as a `JSON` value.
    case enumCaseAsJSON = "FC509"
    /// An integer that a `Float` cannot hold exactly.
    case notExactlyRepresentable = "FC510"
    /// A `Data` default or sample that is not base64 text.
    case invalidBase64 = "FC511"
    /// A default or sample of a formatted scalar or a `CalendarDate` that is not valid wire text.
    case invalidFormattedValue = "FC512"

    /// A case declared twice in one enum.
    case duplicateCase = "FC601"
    /// Two cases with one raw value.
    case duplicateRawValue = "FC602"
    /// An enum without cases.
    case enumWithoutCases = "FC603"
    /// A fallback that is not a case of its enum.
    case fallbackNotACase = "FC604"
    /// An enum without a fallback.
    case missingFallback = "FC605"
    /// An attribute other than `@deprecated` on an enum case.
    case unknownCaseAttribute = "FC606"
    /// A deprecated fallback case.
    case deprecatedFallback = "FC607"
    /// A deprecated case as a field's default.
    case deprecatedCaseDefault = "FC608"
    /// An enum raw type other than `String` or `Int`.
    case unknownEnumRawType = "FC609"
    /// A raw value of the wrong kind: a string in an `Int` enum, an integer in a `String` one.
    case rawValueKindMismatch = "FC610"
    /// A case of an `Int` enum without its integer raw value.
    case missingIntegerRawValue = "FC611"
    /// An integer raw value outside the range of `Int`.
    case rawValueOutOfRange = "FC612"
    /// A display-only fallback (`fallback x display`) that is also a case of its enum.
    case displayFallbackIsACase = "FC613"
    /// A display-only fallback as a field's default or sample.
    case displayFallbackAsValue = "FC614"

    /// `version 0`.
    case versionTooLow = "FC701"
    /// A version above the maximum.
    case versionTooHigh = "FC702"
    /// `stamp ""`.
    case emptyStampKey = "FC703"
    /// `unstamped N` outside 1 through the current version.
    case unstampedOutOfRange = "FC704"
    /// `since N` outside 2 through the current version.
    case sinceOutsideHistory = "FC705"
    /// `since N` given twice.
    case duplicateSince = "FC706"
    /// `since` blocks out of ascending order.
    case sinceOutOfOrder = "FC707"
    /// A version without its `since` block.
    case missingSinceBlock = "FC708"
    /// A `since` block in a record without a version.
    case sinceWithoutVersion = "FC709"
    /// One field changed twice in one `since` block.
    case fieldChangedTwice = "FC710"
    /// A change that names no current field.
    case changeOfUnknownField = "FC711"
    /// A field added without a default or a hook.
    case addedFieldWithoutDefault = "FC712"
    /// A rename whose old name is still a field.
    case renameFromCurrentField = "FC713"
    /// A removed field that is still a field.
    case removedFieldStillPresent = "FC714"
    /// A type change to the same type.
    case typeChangeToSameType = "FC715"
    /// A case change that names no enum.
    case unknownEnum = "FC716"
    /// `rename case` to a raw value the enum does not have.
    case renamedCaseNotARawValue = "FC717"
    /// `rename case` from a raw value the enum still has.
    case renamedCaseStillPresent = "FC718"
    /// An old default other than `nil` on an optional old type.
    case optionalOldDefault = "FC719"
    /// Two hooks of one step with one Swift name.
    case hookNameCollision = "FC720"
    /// Two fields of an older version with one name or wire key.
    case snapshotFieldCollision = "FC721"

    /// A configuration file that is not strict JSON.
    case invalidJSON = "FC801"
    /// A configuration file that is not a JSON object.
    case configurationNotObject = "FC802"
    /// An `accessLevel` that is not one of the access levels.
    case invalidAccessLevel = "FC803"
    /// A `modelModule` that is not a module name.
    case invalidModelModule = "FC804"
    /// A configuration key the generator does not know.
    case unknownConfigurationKey = "FC805"
    /// A breaking-change lock file that is not in the lock format.
    case malformedLock = "FC806"
    /// A `keyStyle` that is not one of the key styles.
    case invalidConfigurationKeyStyle = "FC807"
    /// A `fastJSON` that is not `true` or `false`.
    case invalidConfigurationFastJSON = "FC808"
    /// A configuration key given twice.
    case duplicateConfigurationKey = "FC809"
    /// `"dateFormat"` that is not a format of `Date`.
    case invalidConfigurationDateFormat = "FC810"
    /// A `"breaking"` setting or ignore entry of the wrong shape: an unknown key, a missing one, a
    /// value of the wrong kind, or a path that names no type or member.
    case invalidBreakingSetting = "FC811"
    /// An ignore whose `"rule"` is no rule of the breaking-change checker.
    case unknownBreakingRule = "FC812"
    /// An ignore without a `"reason"`, or with an empty one.
    case breakingIgnoreWithoutReason = "FC813"
    /// An ignore that matches no finding of the check.
    case unusedBreakingIgnore = "FC814"

    /// A union's tag key that is also a field key of an internally tagged payload.
    case tagCollidesWithPayloadField = "FC901"
    /// Two variants of one union with one tag.
    case duplicateVariantTag = "FC902"
    /// A variant payload that is not a record.
    case variantNotARecord = "FC903"
    /// A union's content key equal to its tag key.
    case contentKeyIsTag = "FC904"
    /// A variant declared twice in one union.
    case duplicateVariant = "FC905"
    /// A variant attribute other than `@tag("…")`.
    case unknownVariantAttribute = "FC906"
    /// `add variant` naming no union.
    case unknownUnion = "FC907"
    /// `add variant` naming no variant of its union.
    case notAVariant = "FC908"
    /// A raw type (`: Int`) on a union, whose tags are strings.
    case rawTypeOnUnion = "FC909"
    /// A variant of an untagged union without a type.
    case untaggedVariantWithoutType = "FC910"
    /// A variant of an untagged union whose type no JSON shape tells apart: not a record,
    /// `String`, `Int`, `Double`, `Bool` or a list.
    case untaggedVariantType = "FC911"
    /// Two variants of an untagged union that no value tells apart: two of one JSON kind, or two
    /// records that require the same keys.
    case indistinguishableVariants = "FC912"
    /// An attribute (`@tag`) on a variant of an untagged union.
    case attributeOnUntaggedVariant = "FC913"

    /// The code, such as `FC401`.
    package var code: String { rawValue }

    /// The name of the catalog entry, such as `duplicateField`.
    package var name: String { String(describing: self) }

    /// Errors fail generation; warnings do not.
    package var severity: Diagnostic.Severity {
        switch self {
        case .docCommentOnChange, .danglingDocComment, .sampleEqualsDefault, .typeNameShadowsLibraryType,
            .unusedBreakingIgnore:
            .warning
        default: .error
        }
    }
}
