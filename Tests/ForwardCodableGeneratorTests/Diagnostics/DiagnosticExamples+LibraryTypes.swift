@testable import ForwardCodableGenerator

extension DiagnosticExamples {
    /// Types named like a type of Foundation or of the standard library: FC211, a warning.
    static let libraryTypes: [DiagnosticExample] = [
        .init(
            name: "an enum named like a Foundation type",
            marked: "enum 1️⃣Unit fallback gram { gram, kilogram }",
            expected: [
                libraryType(
                    "enum 'Unit' has the name of a Foundation type: in a file that imports both Foundation and the "
                        + "generated module, 'Unit' is ambiguous for type lookup, and in the generated module it means "
                        + "this type, not Foundation's; rename it, such as to 'TestUnit'")
            ]),
        .init(
            name: "a record named like a type of Foundation on Apple platforms",
            marked: "record 1️⃣URLRequest {\n    url: URL\n}",
            expected: [
                libraryType(
                    "record 'URLRequest' has the name of a type of Foundation on Apple platforms: in a file that "
                        + "imports both Foundation and the generated module, 'URLRequest' is ambiguous for type lookup, "
                        + "and in the generated module it means this type, not Foundation's; rename it, such as to "
                        + "'TestURLRequest' (and move its golden fixtures, if any, from Fixtures/URLRequest/ to "
                        + "Fixtures/TestURLRequest/)")
            ]),
        .init(
            name: "a record named like a standard library type, whose suggestion is taken",
            marked: "record 1️⃣Result {\n    ok: Bool\n}\nrecord TestResult {\n    ok: Bool\n}",
            expected: [
                libraryType(
                    "record 'Result' has the name of a standard library type and hides it without an error: in every "
                        + "file that imports the generated module, and in the module itself, 'Result' means this type, "
                        + "so code written for the standard library's fails to compile; rename it, such as to "
                        + "'ResultRecord' (and move its golden fixtures, if any, from Fixtures/Result/ to "
                        + "Fixtures/ResultRecord/)")
            ]),
        .init(
            name: "a union named like a standard library type",
            marked: "union 1️⃣Task tag \"kind\" {\n    done\n}",
            expected: [
                libraryType(
                    "union 'Task' has the name of a standard library type and hides it without an error: in every "
                        + "file that imports the generated module, and in the module itself, 'Task' means this type, "
                        + "so code written for the standard library's fails to compile; rename it, such as to "
                        + "'TestTask'")
            ]),
        .init(
            name: "a type declared twice under a library name is reported once",
            marked: "enum 1️⃣Unit fallback g { g }\nenum 2️⃣Unit fallback g { g }",
            expected: [
                libraryType(
                    "enum 'Unit' has the name of a Foundation type: in a file that imports both Foundation and the "
                        + "generated module, 'Unit' is ambiguous for type lookup, and in the generated module it means "
                        + "this type, not Foundation's; rename it, such as to 'TestUnit'"),
                .diagnostic(
                    .duplicateDeclaration, at: "2️⃣", "'Unit' is already declared",
                    notes: [.note(at: "1️⃣", "'Unit' is first declared here")]),
            ]),
    ]

    /// FC211 with the advice every message ends with, after `problemAndRename`.
    static func libraryType(_ problemAndRename: String) -> ExpectedDiagnostic {
        .diagnostic(
            .typeNameShadowsLibraryType,
            problemAndRename + ": a type's name is not written to the wire, so documents stay the same")
    }
}
