/// The catalog: what each rule matches and the severities it reports. The `BreakingChanges`
/// article gives the why and the fix of each, in a table a test keeps complete.
extension CompatibilityRule {
    /// What the rule matches, in one line.
    package var summary: String {
        switch self {
        case .fieldRemoved: "a field is removed"
        case .fieldRenamed: "a field is renamed, or its wire key changed, without a 'rename' step"
        case .fieldKeyChanged: "a field keeps its name but its @key changes"
        case .recordedRenameOfRequiredField: "a recorded 'rename' of a field older versions require"
        case .recordedRenameOfOptionalField: "a recorded 'rename' of an optional or defaulted field"
        case .fieldTypeChanged: "a field's type changes"
        case .fieldCardinalityChanged: "a single value becomes a list, or the reverse"
        case .fieldKeyReused: "a field takes a reserved key, or the key of an older version's field of another type"
        case .fieldFormatChanged: "a field's wire format (@format, or the file's dates) changes"
        case .requiredFieldAdded: "a required field is added with no default and no hook"
        case .fieldMadeRequired: "an optional or defaulted field becomes required"
        case .fieldMadeOptional: "a required field becomes optional"
        case .defaultChanged: "what an absent key reads as changes"
        case .strictAdded: "@strict is added to a collection of records"
        case .fieldAdded: "an optional, defaulted or computed field is added"
        case .enumRawValueChanged: "a case's raw value changes without a 'rename case' step"
        case .enumRawTypeChanged: "an enum's raw type changes, such as String to Int"
        case .enumCaseRemoved: "an enum case is removed"
        case .recordedCaseRename: "a recorded 'rename case' changes a raw value"
        case .enumFallbackChanged: "an enum's fallback case changes"
        case .enumCaseAdded: "an enum case is added"
        case .unionVariantRemoved: "a union variant is removed"
        case .unionVariantPayloadChanged: "a union variant keeps its tag but its payload changes shape"
        case .unionVariantAdded: "a union variant is added"
        case .unionTagKeyChanged: "a union's tag key changes"
        case .unionContentKeyChanged: "a union's content key changes, is added or is removed"
        case .unionVariantTagChanged: "a union variant keeps its name but its tag changes"
        case .typeRemoved: "a record or enum is removed"
        case .stampKeyChanged: "the stamp key of a versioned record changes"
        case .versionLowered: "the current version goes down"
        case .unstampedPolicyChanged: "the 'unstamped' policy changes"
        case .historyEdited: "a recorded 'since' step is edited or deleted"
        case .versionNotBumped: "a versioned record's shape changes incompatibly without a new version"
        case .versioningRemoved: "a versioned record loses its version clause"
        }
    }

    /// The severities the rule reports: the first when the change hurts most readers; `safe`
    /// for the harmless form of the same change.
    package var severities: [CompatibilitySeverity] {
        switch self {
        case .fieldRemoved, .typeRemoved: [.error, .safe]
        case .fieldRenamed: [.error, .warning]
        case .recordedRenameOfOptionalField, .defaultChanged, .strictAdded, .enumCaseRemoved, .recordedCaseRename,
            .enumFallbackChanged, .unionVariantRemoved:
            [.warning]
        case .fieldAdded, .unionVariantAdded: [.safe]
        case .enumCaseAdded: [.safe, .warning]
        default: [.error]
        }
    }
}
