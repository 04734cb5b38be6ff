/// The catalog entries of the type and version rules (see `CompatibilityRule+Catalog.swift`).
extension CompatibilityRule {
    /// The entry of a type or version rule; `nil` for the other rules.
    var versionDocumentation: CompatibilityRuleDocumentation? {
        switch self {
        case .typeRemoved:
            .init(
                what: "A record or enum is removed while baseline fields used it (removing an unused type is safe). "
                    + "A renamed type is not removed: it is judged by its changes; one that keeps none of the old "
                    + "wire keys or raw values is a new type in the old one's place.",
                why: "Documents still hold values of that type.", fix: "Keep the type while documents may hold it.",
                example: .init(
                    before: "record Site {\n    jump: Jump?\n}\n\nrecord Jump {\n    host: String\n}\n",
                    after: "record Site {\n    jump: Bastion?\n}\n\nrecord Bastion {\n    address: String\n}\n",
                    .error, [.backward, .forward], alongside: [.fieldTypeChanged]))
        case .stampKeyChanged:
            .init(
                what: "The stamp key of a versioned record changes.",
                why: "Each side reads the other's documents as unstamped, as the wrong version.",
                fix: "Keep the stamp key.",
                example: .init(
                    before: note, after: note.replacingOccurrences(of: "stamp \"v\"", with: "stamp \"schema\""),
                    .error, [.backward, .forward]))
        case .versionLowered:
            .init(
                what: "The current version goes down.",
                why: "Documents of the higher version now look newer than "
                    + "this app.", fix: "Versions only go up.",
                example: .init(
                    before: note,
                    after: "record Note version 1 stamp \"v\" {\n    text: String\n    pages: Int = 1\n}\n", .error,
                    [.backward, .forward]))
        case .unstampedPolicyChanged:
            .init(
                what: "The `unstamped` policy changes, or a record becomes versioned with `unstamped reject`.",
                why: "Unstamped documents now read as another version, or fail.",
                fix: "Keep the policy of the baseline.",
                example: .init(
                    before: note,
                    after: note.replacingOccurrences(of: "stamp \"v\"", with: "stamp \"v\" unstamped reject"), .error,
                    [.backward]))
        case .historyEdited:
            .init(
                what: "A `since` step the baseline already had is edited or deleted.",
                why: "History is append-only: documents of older versions no longer migrate as they did.",
                fix: "Restore the step, and record the change in a new `since` step.",
                example: .init(
                    before: note, after: note.replacingOccurrences(of: "add pages", with: "add pages hook"), .error,
                    [.backward]))
        case .versionNotBumped:
            .init(
                what: "A versioned record changes its shape in a way that breaks backward reading, without a new "
                    + "version.",
                why: "Its documents carry the old version's stamp but no longer read as that version.",
                fix: "Bump the version and record the change in a new `since` step.",
                example: .init(
                    before: note, after: note.replacingOccurrences(of: "    text: String", with: "    title: String"),
                    .error, [.backward], alongside: [.fieldRenamed]))
        case .versioningRemoved:
            .init(
                what: "A versioned record loses its `version` clause.",
                why: "Older documents no longer migrate, and older apps read new documents as unstamped.",
                fix: "Keep the version clause and its history.",
                example: .init(
                    before: note, after: "record Note {\n    text: String\n    pages: Int = 1\n}\n", .error,
                    [.backward, .forward]))
        default: nil
        }
    }
}

/// The versioned record the version examples start from.
private let note = """
    record Note version 2 stamp "v" {
        text: String
        pages: Int = 1

        since 2 {
            add pages
        }
    }

    """
