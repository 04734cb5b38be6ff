@testable import ForwardCodableGenerator

extension DiagnosticExamples {
    /// Display-only fallbacks (`enum E fallback unsupported display { … }`): FC613 and FC614.
    static let displayFallbacks: [DiagnosticExample] = [
        .init(
            name: "a display fallback that is also a case",
            marked: "enum Kind fallback 1️⃣mention display { mention, reblog }",
            expected: [
                .diagnostic(
                    .displayFallbackIsACase,
                    "the display fallback 'mention' of enum 'Kind' is also one of its cases; a display fallback is "
                        + "no wire value, it stands for the values this version does not know: drop `display` to "
                        + "make the case the fallback, or rename the fallback")
            ]),
        .init(
            name: "a display fallback as a default",
            marked: "record N {\n    kind: Kind = .1️⃣unsupported\n}\nenum Kind fallback unsupported display { mention }",
            expected: [
                .diagnostic(
                    .displayFallbackAsValue,
                    "'.unsupported' is the display fallback of enum 'Kind', not a wire value: it cannot be a "
                        + "default, because it stands for a value this version does not know and has no raw value "
                        + "of its own to write; use a case such as .mention, or make the field optional")
            ]),
        .init(
            name: "a display fallback inside a list default",
            marked: "record N {\n    kinds: [Kind] = [.mention, .1️⃣unsupported]\n}\n"
                + "enum Kind: Int fallback unsupported display { mention = 1 }",
            expected: [
                .diagnostic(
                    .displayFallbackAsValue,
                    "'.unsupported' is the display fallback of enum 'Kind', not a wire value: it cannot be a "
                        + "default, because it stands for a value this version does not know and has no raw value "
                        + "of its own to write; use a case such as .mention, or make the field optional")
            ]),
        .init(
            name: "a display fallback as a sample",
            marked: "record N {\n    kind: Kind @sample(.1️⃣unknown)\n}\nenum Kind fallback unknown display { mention }",
            expected: [
                .diagnostic(
                    .displayFallbackAsValue,
                    "'.unknown' is the display fallback of enum 'Kind', not a wire value: it cannot be a sample, "
                        + "because it stands for a value this version does not know and has no raw value of its "
                        + "own to write; use a case such as .mention")
            ]),
        .init(
            name: "a display fallback named like a generated member",
            marked: "enum Kind fallback 1️⃣rawValue display { mention }",
            expected: [
                .diagnostic(
                    .memberNameIsGenerated,
                    "display fallback name 'rawValue' collides with a member that ForwardCodable generates; choose another name"
                )
            ]),
    ]
}
