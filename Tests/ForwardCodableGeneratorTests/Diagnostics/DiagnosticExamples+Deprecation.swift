@testable import ForwardCodableGenerator

extension DiagnosticExamples {
    /// Deprecation: `@deprecated("message")` on fields and cases.
    static let deprecation: [DiagnosticExample] = [
        .init(
            name: "@deprecated with a number",
            marked: "record R {\n    a: Int @1️⃣deprecated(3)\n}",
            expected: [
                .diagnostic(
                    .deprecatedArguments,
                    "@deprecated takes at most one string: the message, as in @deprecated(\"use title\")")
            ]),
        .init(
            name: "@deprecated with two messages on a case",
            marked: "enum E fallback a { a, b @1️⃣deprecated(\"x\", \"y\") }",
            expected: [
                .diagnostic(
                    .deprecatedArguments,
                    "@deprecated takes at most one string: the message, as in @deprecated(\"use title\")")
            ]),
        .init(
            name: "a field named like the storage of a deprecated field",
            marked: "record R {\n    title: String @deprecated\n    1️⃣_title: String\n}",
            expected: [
                .diagnostic(
                    .deprecatedStorageCollision,
                    "field '_title' collides with the storage that ForwardCodable generates for the deprecated "
                        + "field 'title'; choose another name and keep the wire key with @key(\"_title\")")
            ]),
        .init(
            name: "an attribute a case does not accept",
            marked: "enum E fallback a { a, b @1️⃣key(\"c\") }",
            expected: [
                .diagnostic(
                    .unknownCaseAttribute, "unknown attribute '@key' on case 'b'; cases accept @deprecated")
            ]),
        .init(
            name: "a deprecated fallback",
            marked: "enum E fallback 1️⃣a { a @deprecated, b }",
            expected: [
                .diagnostic(
                    .deprecatedFallback,
                    "the fallback of 'E', 'a', cannot be deprecated: every unknown value shows as it; choose "
                        + "another fallback")
            ]),
        .init(
            name: "a deprecated case as a default",
            marked: "record R {\n    e: E = .1️⃣b\n}\nenum E fallback a { a, b @deprecated(\"use a\") }",
            expected: [
                .diagnostic(
                    .deprecatedCaseDefault,
                    "the default of 'e' is 'b', a deprecated case of 'E'; choose a current case, or the generated "
                        + "initializer would use a deprecated declaration")
            ]),
    ]
}
