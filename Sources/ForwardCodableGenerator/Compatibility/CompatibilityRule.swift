/// Which readers a change hurts.
package enum CompatibilityDirection: String, Hashable, Sendable, CaseIterable, Comparable {
    /// This version reading documents that older versions wrote.
    case backward
    /// Older app versions reading what this version writes.
    case forward

    /// Who fails, in words.
    package var readers: String {
        switch self {
        case .backward: "this version reading documents older versions wrote"
        case .forward: "older versions reading what this version writes"
        }
    }

    /// Backward before forward.
    package static func < (lhs: CompatibilityDirection, rhs: CompatibilityDirection) -> Bool {
        lhs == .backward && rhs == .forward
    }
}

/// How bad a change is.
package enum CompatibilitySeverity: String, Hashable, Sendable, Comparable {
    /// Breaking: some reader fails or loses data.
    case error
    /// Dangerous: behaviour changes for some readers.
    case warning
    /// Safe for this project's readers; shown only with `--verbose`.
    case safe

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .safe: 2
        }
    }

    /// Errors first.
    package static func < (lhs: CompatibilitySeverity, rhs: CompatibilitySeverity) -> Bool {
        lhs.rank < rhs.rank
    }
}

/// The rules of the breaking-change checker. Each case is one row of the table in the
/// `BreakingChanges` article; the raw value is the id printed with every finding.
package enum CompatibilityRule: String, Hashable, Sendable, CaseIterable {
    // Fields.
    case fieldRemoved = "FIELD_REMOVED"
    case fieldRenamed = "FIELD_RENAMED"
    case fieldKeyChanged = "FIELD_KEY_CHANGED"
    case recordedRenameOfRequiredField = "FIELD_RENAMED_REQUIRED"
    case recordedRenameOfOptionalField = "FIELD_RENAMED_OPTIONAL"
    case fieldTypeChanged = "FIELD_TYPE_CHANGED"
    case fieldCardinalityChanged = "FIELD_CARDINALITY_CHANGED"
    case fieldFormatChanged = "FIELD_FORMAT_CHANGED"
    case fieldKeyReused = "FIELD_KEY_REUSED"
    case requiredFieldAdded = "FIELD_ADDED_REQUIRED"
    case fieldMadeRequired = "FIELD_MADE_REQUIRED"
    case fieldMadeOptional = "FIELD_MADE_OPTIONAL"
    case defaultChanged = "FIELD_DEFAULT_CHANGED"
    case strictAdded = "FIELD_STRICT_ADDED"
    case fieldAdded = "FIELD_ADDED"
    // Enums.
    case enumRawValueChanged = "ENUM_RAW_VALUE_CHANGED"
    case enumRawTypeChanged = "ENUM_RAW_TYPE_CHANGED"
    case enumCaseRemoved = "ENUM_CASE_REMOVED"
    case recordedCaseRename = "ENUM_CASE_RENAMED"
    case enumFallbackChanged = "ENUM_FALLBACK_CHANGED"
    case enumFallbackDisplayChanged = "ENUM_FALLBACK_DISPLAY_CHANGED"
    case enumDisplayFallbackTaken = "ENUM_DISPLAY_FALLBACK_TAKEN"
    case enumCaseAdded = "ENUM_CASE_ADDED"
    // Unions.
    case unionVariantRemoved = "UNION_VARIANT_REMOVED"
    case unionVariantPayloadChanged = "UNION_VARIANT_PAYLOAD_CHANGED"
    case unionVariantAdded = "UNION_VARIANT_ADDED"
    case unionTagKeyChanged = "UNION_TAG_KEY_CHANGED"
    case unionContentKeyChanged = "UNION_CONTENT_KEY_CHANGED"
    case unionVariantTagChanged = "UNION_VARIANT_TAG_CHANGED"
    case unionTaggingChanged = "UNION_TAGGING_CHANGED"
    case unionSelectionChanged = "UNION_SELECTION_CHANGED"
    // Types.
    case typeRemoved = "TYPE_REMOVED"
    // Versions.
    case stampKeyChanged = "VERSION_STAMP_CHANGED"
    case versionLowered = "VERSION_LOWERED"
    case unstampedPolicyChanged = "VERSION_UNSTAMPED_CHANGED"
    case historyEdited = "VERSION_HISTORY_EDITED"
    case versionNotBumped = "VERSION_NOT_BUMPED"
    case versioningRemoved = "VERSIONING_REMOVED"

    /// The id printed with every finding, such as `FIELD_REMOVED`.
    package var id: String { rawValue }
}
