/// The catalog entries of the field rules (see `CompatibilityRule+Catalog.swift`).
extension CompatibilityRule {
    /// The entry of a field rule; `nil` for the other rules.
    var fieldDocumentation: CompatibilityRuleDocumentation? {
        switch self {
        case .fieldRemoved:
            .init(
                what: "A required field is removed (a removed optional or defaulted field is safe).",
                why: "Older versions require the key and fail on every document this version writes. A `remove f: T` "
                    + "step makes older documents migrate, but does not help older apps.",
                fix: "Give the field a default for a release (this version keeps writing it), then remove it and "
                    + "record `remove f: T = default`. A field whose type takes no default (a `Date` without a "
                    + "format, a record, a union, an external type) stays while older versions read the documents.",
                example: .init(before: site, after: "record Site {\n    name: String\n}\n", .error, [.forward]))
        case .fieldRenamed:
            .init(
                what: "A field is renamed, or its wire key changed, with no `rename` step: one field gone and one "
                    + "of the same type added.",
                why: "Older versions lose the value; this version does not find it in older documents. When both "
                    + "are optional or defaulted, each side keeps the other's key in its bag, so it is a warning.",
                fix: "Keep the wire key with `@key(\"old\")`. A `rename old -> new` step in a new `since` step "
                    + "migrates older documents, but older apps still cannot read a required field under its new key.",
                example: .init(
                    before: site, after: "record Site {\n    title: String\n    port: Int\n}\n", .error,
                    [.backward, .forward]))
        case .fieldKeyChanged:
            .init(
                what: "A field keeps its name but its `@key` changes.",
                why: "The wire key is the contract: each side reads the other's key as unknown.",
                fix: "Keep the old `@key`.",
                example: .init(
                    before: site, after: "record Site {\n    name: String @key(\"n\")\n    port: Int\n}\n", .error,
                    [.backward, .forward]))
        case .recordedRenameOfRequiredField:
            .init(
                what: "A recorded `rename` of a field that older versions require.",
                why: "Older documents migrate, but older apps cannot read what this version writes.",
                fix: "Keep the wire key with `@key(\"old\")`, without the `rename` step; or give the field a default "
                    + "in a release before renaming it.",
                example: .init(
                    before: note,
                    after: "record Note version 2 stamp \"v\" {\n    title: String\n    draft: Bool = false\n\n"
                        + "    since 2 {\n        rename text -> title\n    }\n}\n",
                    .error, [.forward]))
        case .recordedRenameOfOptionalField:
            .init(
                what: "A recorded `rename` of an optional or defaulted field.",
                why: "Older apps read the old key as absent and show its default; the value survives in their bag.",
                fix: "Accept it, or keep the wire key with `@key`.",
                example: .init(
                    before: note,
                    after: "record Note version 2 stamp \"v\" {\n    text: String\n    isDraft: Bool = false\n\n"
                        + "    since 2 {\n        rename draft -> isDraft = false\n    }\n}\n",
                    .warning, [.forward]))
        case .fieldTypeChanged:
            .init(
                what: "A field's type changes (a recorded `change f from T hook` makes it forward-only).",
                why: "A value of the other type fails to decode.", directionNote: "forward when recorded",
                fix: "Keep the old field and add a field of the new type beside it, written until no older app reads "
                    + "the documents. A `change f from Old hook` step migrates older documents, but older apps still "
                    + "cannot read the new type.",
                example: .init(
                    before: site, after: "record Site {\n    name: String\n    port: String\n}\n", .error,
                    [.backward, .forward]))
        case .fieldCardinalityChanged:
            .init(
                what: "A single value becomes a list, or the reverse.",
                why: "A list is not a value: the field fails to decode.", directionNote: "forward when recorded",
                fix: "As for a type change.",
                example: .init(
                    before: site, after: "record Site {\n    name: [String]\n    port: Int\n}\n", .error,
                    [.backward, .forward]))
        case .fieldFormatChanged:
            .init(
                what: "A field's wire format changes: its `@format`, or the `dates` of its file or the configuration.",
                why: "Each side fails to read the other's text (`\"2026-…Z\"` against `1764756000123`).",
                fix: "Keep the format (`@format(iso8601)`, or `@format(coder)` for none); to move, add a field in "
                    + "the new format and keep writing the old one.",
                example: .init(
                    before: "record Event {\n    at: Date @format(iso8601)\n}\n",
                    after: "record Event {\n    at: Date @format(epochMilliseconds)\n}\n", .error,
                    [.backward, .forward]))
        case .fieldKeyReused:
            .init(
                what: "A field is added under a key the baseline reserves (`reserved \"notes\"`), or under the key "
                    + "an older version of the record used for a field of another type.",
                why: "Documents written then still hold the old value: this version fails on it, or drops it when "
                    + "it writes.",
                fix: "Give the new field a new key with `@key`, and keep the old one in `reserved`.",
                example: .init(
                    before: "record Site {\n    name: String\n    reserved \"notes\"\n}\n",
                    after: "record Site {\n    name: String\n    notes: Int?\n}\n", .error, [.backward],
                    alongside: [.fieldAdded]))
        case .requiredFieldAdded:
            .init(
                what: "A required field with no default is added, with no `add f hook` step.",
                why: "Documents older versions wrote lack the key.",
                fix: "Give it a default (make it optional when its type takes none), or compute it with "
                    + "`add f hook` in a new `since` step.",
                example: .init(
                    before: site, after: "record Site {\n    name: String\n    port: Int\n    user: String\n}\n",
                    .error, [.backward]))
        case .fieldMadeRequired:
            .init(
                what: "An optional or defaulted field becomes required.",
                why: "Documents that lack the key now fail.",
                fix: "Keep the default, or keep the field optional. When the history's shape of the baseline's "
                    + "version lacks the default (a `rename a -> b` without `= old`), give the step the baseline's "
                    + "default.",
                example: .init(
                    before: "record Site {\n    alias: String?\n}\n", after: "record Site {\n    alias: String\n}\n",
                    .error, [.backward]))
        case .fieldMadeOptional:
            .init(
                what: "A required field becomes optional.",
                why: "Older versions require the key, and this version omits it when the value is nil.",
                fix: "Give it a default instead: this version then writes it unless it read a document without it. "
                    + "A field whose type takes no "
                    + "default stays required.",
                example: .init(
                    before: site, after: "record Site {\n    name: String?\n    port: Int\n}\n", .error, [.forward]))
        case .defaultChanged:
            .init(
                what: "The default changes, or what an absent key reads as (nil or a default).",
                why: "Documents without the key now read differently; and since a default read from an absent key "
                    + "is written back absent, older versions read this version's documents without it as their own "
                    + "default.",
                fix: "Keep the default.",
                example: .init(
                    before: "record Site {\n    port: Int = 22\n}\n", after: "record Site {\n    port: Int = 2222\n}\n",
                    .warning, [.backward, .forward]))
        case .strictAdded:
            .init(
                what: "`@strict` is added to a collection of records.",
                why: "A document with one unreadable element, which loaded before, now fails as a whole.",
                fix: "Keep the collection resilient.",
                example: .init(
                    before: "record Fleet {\n    hosts: [Fleet] = []\n}\n",
                    after: "record Fleet {\n    hosts: [Fleet] = [] @strict\n}\n", .warning, [.backward]))
        case .fieldAdded:
            .init(
                what: "An optional or defaulted field, or one computed by a hook, is added.",
                why: "Older versions keep the new key in their bag and write it back.", fix: "Nothing to fix.",
                example: .init(
                    before: site, after: "record Site {\n    name: String\n    port: Int\n    user: String?\n}\n",
                    .safe, []))
        default: nil
        }
    }
}

/// The record most field examples start from.
private let site = "record Site {\n    name: String\n    port: Int\n}\n"

/// The versioned record the examples of recorded renames start from.
private let note = "record Note version 1 stamp \"v\" {\n    text: String\n    draft: Bool = false\n}\n"
