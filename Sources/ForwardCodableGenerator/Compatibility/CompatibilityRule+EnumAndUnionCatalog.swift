/// The catalog entries of the enum and union rules (see `CompatibilityRule+Catalog.swift`).
extension CompatibilityRule {
    /// The entry of an enum or union rule; `nil` for the other rules.
    var enumAndUnionDocumentation: CompatibilityRuleDocumentation? {
        switch self {
        case .enumRawValueChanged:
            .init(
                what: rawValueChangedWhat,
                why: rawValueChangedWhy,
                fix: "Keep the raw value (`case = \"old\"`), or record `rename case E \"old\" -> \"new\"` in a new "
                    + "`since` step of each versioned record that uses the enum.",
                example: .init(
                    before: modes, after: modes("{ ssh, mosh = \"mobile-shell\" }"), .error, [.backward, .forward]))
        case .enumRawTypeChanged:
            .init(
                what: "An enum's raw type changes (`enum E` to `enum E: Int`, or back).",
                why: "Every value on the wire changes kind: strings become numbers; each side fails to read the "
                    + "other's documents.",
                fix: "Keep the raw type, or declare a new enum and a new field for the new form.",
                example: .init(
                    before: "enum Level fallback low { low, high }\n",
                    after: "enum Level: Int fallback low { low = 0, high = 1 }\n", .error, [.backward, .forward]))
        case .enumCaseRemoved:
            .init(
                what: "A case is removed.",
                why: "Documents that hold it now show the fallback (the raw value is kept).",
                fix: "Keep the case while documents may hold it.",
                example: .init(before: modes, after: modes("{ ssh }"), .warning, [.backward]))
        case .recordedCaseRename:
            .init(
                what: "A recorded `rename case` changes a raw value.",
                why: "Older documents migrate, but older apps show the new raw value as their fallback.",
                fix: "Accept it, or keep the old raw value.",
                example: .init(
                    before: "record Site version 1 stamp \"v\" {\n    mode: Mode = .ssh\n}\n\n" + modes,
                    after: "record Site version 2 stamp \"v\" {\n    mode: Mode = .ssh\n\n    since 2 {\n"
                        + "        rename case Mode \"mosh\" -> \"mobile-shell\"\n    }\n}\n\n"
                        + modes("{ ssh, mosh = \"mobile-shell\" }"),
                    .warning, [.forward]))
        case .enumFallbackChanged:
            .init(
                what: "The fallback case changes.", why: "Unknown values now show differently.",
                fix: "Keep the fallback.",
                example: .init(before: modes, after: "enum Mode fallback mosh { ssh, mosh }\n", .warning, [.backward]))
        case .enumFallbackDisplayChanged:
            .init(
                what: "The fallback becomes display-only (`fallback unsupported display`), or stops being so.",
                why: "Unknown values show differently: as `.unsupported(raw)`, which carries the value and writes it "
                    + "back when set, or as a wire case, which writes that case's value when set. The wire does not "
                    + "change; code that switches over the enum handles the new case.",
                fix: "Keep the fallback's kind, or accept the change.",
                example: .init(
                    before: kinds, after: "enum Kind fallback unsupported display { mention, reblog }\n", .warning,
                    [.backward]))
        case .enumDisplayFallbackTaken:
            .init(
                what: "A case takes the name of the baseline's display-only fallback.",
                why: "The name stood for every value a version does not know; it now names one wire value. Code that "
                    + "matched it for unknown values now matches that value only, and older versions show the value "
                    + "as their fallback carrying it, as they show an unknown one.",
                fix: "Give the case another name, and keep the display fallback's.",
                example: .init(
                    before: displayKinds,
                    after: "enum Kind fallback unknown display { mention, reblog, unsupported }\n", .warning,
                    [.backward], alongside: [.enumCaseAdded]))
        case .enumCaseAdded:
            .init(
                what: "A case is added.",
                why: "Older versions show it as their fallback and write it back unchanged. Dangerous with "
                    + "`--closed-enum-readers`.",
                directionNote: "forward (warning) for closed readers", fix: "Nothing to fix for tolerant readers.",
                example: .init(before: modes, after: modes("{ ssh, mosh, et }"), .safe, []))
        case .unionVariantRemoved:
            .init(
                what: "A union variant (a tag) is removed.",
                why: "Documents that hold it now decode as `unknown`, kept whole and written back unchanged, but the "
                    + "app no longer shows it.",
                fix: "Keep the variant while documents may hold it.",
                example: .init(before: blocks, after: blocks("    text: Text\n"), .warning, [.backward]))
        case .unionVariantAdded:
            .init(
                what: "A union variant is added.",
                why: "Older versions decode it as `unknown`, keep it whole and write it back unchanged.",
                fix: "Nothing to fix.",
                example: .init(
                    before: blocks, after: blocks("    text: Text\n    divider\n    quote: Text\n"), .safe, []))
        case .unionTagKeyChanged:
            .init(
                what: "A union's tag key changes (`tag \"type\"` to `tag \"kind\"`).",
                why: "Every value of the union carries the tag under its key: each side finds no tag in the other's "
                    + "documents, and a missing tag fails to decode.",
                fix: "Keep the tag key.",
                example: .init(
                    before: blocks, after: blocks.replacingOccurrences(of: "tag \"type\"", with: "tag \"kind\""),
                    .error, [.backward, .forward]))
        case .unionContentKeyChanged:
            .init(
                what: "A union's content key changes, is added (internally to adjacently tagged) or is removed "
                    + "(the reverse).",
                why: "Each side looks for the payload where the other did not write it: every known variant with a "
                    + "payload reads as `unknown` (kept whole, but the app no longer shows it).",
                fix: "Keep the layout: the same `content` key, or none.",
                example: .init(
                    before: blocks,
                    after: blocks.replacingOccurrences(of: "tag \"type\"", with: "tag \"type\" content \"data\""),
                    .error, [.backward, .forward]))
        case .unionVariantTagChanged:
            .init(
                what: "A variant keeps its name but its tag changes (`@tag(\"img\")` added, removed or edited).",
                why: "The wire holds tags: each side reads the other's variant as `unknown`.",
                fix: "Keep the tag with `@tag(\"old\")`; to retire a tag, add a new variant and keep the old one.",
                example: .init(
                    before: blocks, after: blocks("    text: Text @tag(\"prose\")\n    divider\n"), .error,
                    [.backward, .forward]))
        case .unionVariantPayloadChanged:
            .init(
                what: "A variant keeps its tag but its payload becomes a record of another shape "
                    + "(`image: ImageBlock` to `image: Picture`), or gains or loses its payload.",
                why: "Each side fails to read the other's payload and keeps the variant whole, unshown.",
                fix: "Keep the payload's shape; for a new payload, add a variant with a new tag.",
                example: .init(
                    before: blocks, after: blocks("    text: Text\n    divider: Text\n"), .error,
                    [.backward, .forward]))
        default: nil
        }
    }
}

/// The enum most enum examples start from.
private let modes = "enum Mode fallback ssh { ssh, mosh }\n"

/// The enums the display-fallback examples start from: a wire fallback, and a display-only one.
private let kinds = "enum Kind fallback mention { mention, reblog }\n"
private let displayKinds = "enum Kind fallback unsupported display { mention, reblog }\n"

/// `modes` with other cases, such as `{ ssh }`.
private func modes(_ cases: String) -> String {
    modes.replacingOccurrences(of: "{ ssh, mosh }", with: cases)
}

/// The union the union examples start from.
private let blocks =
    "record Text {\n    body: String\n}\n\nunion Block tag \"type\" {\n    text: Text\n    divider\n}\n"

/// `blocks` with other variants.
private func blocks(_ variants: String) -> String {
    blocks.replacingOccurrences(of: "    text: Text\n    divider\n", with: variants)

}

private let rawValueChangedWhat = """
    A case keeps its name but its raw value changes, with no `rename case` step; or a `rename case` \
    step of one record renames a raw value that another record holding the enum does not rename.
    """

private let rawValueChangedWhy = """
    The wire holds raw values: each side shows the other's value as its fallback. A step migrates \
    only the documents of the record whose history records it. When the case is the fallback on \
    both sides, each shows the other's value as that same case: a warning.
    """
