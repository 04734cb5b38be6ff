// The catalog entries of versions and `since` blocks: FC7xx.

extension DiagnosticMessage {
    static func versionTooLow(_ record: String) -> Self {
        Self(.versionTooLow, "the version of '\(record)' must be 1 or more")
    }

    static func versionTooHigh(_ record: String, version: Int, maximum: Int) -> Self {
        Self(.versionTooHigh, "the version of '\(record)' is \(version); versions go up to \(maximum)")
    }

    static var emptyStampKey: Self {
        Self(.emptyStampKey, "the stamp's wire key cannot be empty")
    }

    static func unstampedOutOfRange(_ version: Int, current: Int) -> Self {
        Self(.unstampedOutOfRange, "'unstamped \(version)' must name a version from 1 through \(current)")
    }

    static func sinceOutsideHistory(_ version: Int, record: String, current: Int) -> Self {
        Self(
            .sinceOutsideHistory,
            "'since \(version)' is outside the history of '\(record)': versions 2 through \(current) can have changes")
    }

    static func duplicateSince(_ version: Int, previous: SourceLocation) -> Self {
        Self(
            .duplicateSince, "'since \(version)' is given twice",
            notes: [DiagnosticNote("'since \(version)' is first given here", at: previous)])
    }

    static func sinceOutOfOrder(_ version: Int, after previous: Int) -> Self {
        Self(.sinceOutOfOrder, "'since' blocks must be in ascending order: \(version) comes after \(previous)")
    }

    static func missingSinceBlock(_ record: String, current: Int, missing: [Int]) -> Self {
        let list = missing.map { "'since \($0)'" }.joined(separator: ", ")
        return Self(
            .missingSinceBlock,
            "'\(record)' is at version \(current) but has no \(list) block: write the changes of each version "
                + "in its block, or an empty one (since \(missing.first ?? 2) {}) when the shape did not change")
    }

    static func sinceWithoutVersion(_ record: String, latest: Int) -> Self {
        Self(
            .sinceWithoutVersion,
            "record '\(record)' has a 'since' block but no version; declare one in its header, as in: "
                + "record \(record) version \(latest) stamp \"schema\" {")
    }

    static func fieldChangedTwice(_ name: String, version: Int, previous: SourceLocation) -> Self {
        Self(
            .fieldChangedTwice, "'\(name)' already changes in 'since \(version)'",
            notes: [DiagnosticNote("'\(name)' first changes here", at: previous)])
    }

    /// `what` is how the change uses the name, such as "is added".
    static func changeOfUnknownField(
        _ name: String, _ what: String, version: Int, record: String, suggestion: String
    ) -> Self {
        Self(
            .changeOfUnknownField,
            "'\(name)' \(what) in version \(version), but record '\(record)' has no field '\(name)'" + suggestion)
    }

    /// `noDefault`: why the type takes no default (a `Date` without a format, a record, a union or
    /// an external type), which makes it optional instead; `nil` for a type that takes one.
    static func addedFieldWithoutDefault(_ field: String, type: String, version: Int, noDefault: String? = nil)
        -> Self
    {
        Self(
            .addedFieldWithoutDefault,
            "field '\(field)' is added in version \(version) without a default, so older documents cannot fill it; "
                + (noDefault.map {
                    "compute it with a hook (add \(field) hook) or make it optional (\(field): \(type)?): \($0)"
                } ?? "give it a default (\(field): \(type) = ...) or compute it with a hook (add \(field) hook)"))
    }

    static func renameFromCurrentField(_ from: String, to: String, version: Int) -> Self {
        Self(
            .renameFromCurrentField,
            "'\(from)' is still a field in version \(version), so it cannot be the old name of '\(to)'")
    }

    static func removedFieldStillPresent(_ name: String, version: Int, record: String) -> Self {
        Self(
            .removedFieldStillPresent, "'\(name)' is removed in version \(version) but is still a field of '\(record)'")
    }

    static func typeChangeToSameType(_ name: String, type: String) -> Self {
        Self(
            .typeChangeToSameType, "'\(name)' already has type \(type); a type change needs a different old type")
    }

    static func unknownEnum(_ name: String) -> Self {
        Self(.unknownEnum, "unknown enum '\(name)'")
    }

    /// `rawValue` as it reads: `"et"`, or `2` for an `Int` enum.
    static func renamedCaseNotARawValue(_ rawValue: String, of enumeration: String) -> Self {
        Self(.renamedCaseNotARawValue, "\(rawValue) is not a raw value of enum '\(enumeration)'")
    }

    /// `rawValue` as it reads: `"et"`, or `2` for an `Int` enum.
    static func renamedCaseStillPresent(_ rawValue: String, of enumeration: String) -> Self {
        Self(
            .renamedCaseStillPresent,
            "\(rawValue) is still a raw value of enum '\(enumeration)', so it cannot be renamed")
    }

    static func optionalOldDefault(_ field: String) -> Self {
        Self(
            .optionalOldDefault,
            "an optional field defaults to nil: remove the old default of '\(field)', or give it its old "
                + "non-optional type")
    }

    static func hookNameCollision(
        _ first: String, _ second: String, version: Int, record: String, hook: String, previous: SourceLocation
    ) -> Self {
        Self(
            .hookNameCollision,
            "the hooks of '\(first)' and '\(second)' in version \(version) of '\(record)' "
                + "would both be named \(hook)(from:); rename one of the fields",
            notes: [DiagnosticNote("the hook of '\(first)' comes from here", at: previous)])
    }

    static func snapshotFieldCollision(
        _ field: String, key: String, version: Int, record: String, previous: SourceLocation
    ) -> Self {
        Self(
            .snapshotFieldCollision,
            "version \(version) of '\(record)' would have two fields named '\(field)' or keyed \"\(key)\"",
            notes: [DiagnosticNote("the other field of version \(version) comes from here", at: previous)])
    }
}
