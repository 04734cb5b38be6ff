import Testing

@testable import ForwardCodableGenerator

/// One test per declaration node kind: a tiny hand-built declaration and its exact text.
@Suite struct RendererDeclarationTests {
    private func filler(_ count: Int) -> String { String(repeating: "x", count: count) }

    @Test func structureWithAttributesDocsAndGroupedMembers() {
        expectSnippet(
            SwiftRenderer.render(
                .structure(
                    TypeDescription(
                        docs: ["A thing."], attributes: ["@Suite"], access: .public, name: "Thing",
                        inherits: ["A", "B"],
                        members: [
                            .property(PropertyDescription(name: "a", type: "Int")),
                            .property(PropertyDescription(name: "b", type: "Int")),
                            .function(FunctionDescription(kind: .function(name: "f"), body: [])),
                        ]))),
            """
            /// A thing.
            @Suite
            public struct Thing: A, B {
                var a: Int
                var b: Int

                func f() {
                }
            }
            """)
    }

    @Test func enumerationWithCases() {
        expectSnippet(
            SwiftRenderer.render(
                .enumeration(
                    TypeDescription(
                        name: "E", inherits: ["String"],
                        members: [
                            .enumCase(EnumCaseDescription(name: "a")),
                            .enumCase(EnumCaseDescription(name: "b", rawValue: "\"bee\"")),
                            .enumCase(EnumCaseDescription(name: "c", associatedValue: "Int")),
                        ]))),
            """
            enum E: String {
                case a
                case b = "bee"
                case c(Int)
            }
            """)
    }

    @Test func emptyExtensionAndProtocolRequirement() {
        expectSnippet(
            SwiftRenderer.render(.extensionOf(ExtensionDescription(type: "T", conformances: ["Codable"]))),
            "extension T: Codable {}")
        expectSnippet(
            SwiftRenderer.render(
                .protocolDecl(
                    ProtocolDescription(
                        name: "P",
                        members: [
                            .function(
                                FunctionDescription(
                                    isStatic: true, kind: .function(name: "f"),
                                    parameters: [.init(label: "from", name: "x", type: "Int")], isThrowing: true,
                                    returnType: "Int", body: nil))
                        ]))),
            """
            protocol P {
                static func f(from x: Int) throws -> Int
            }
            """)
    }

    @Test func propertyWithInitialValueThatBreaks() {
        expectSnippet(
            SwiftRenderer.render(
                .property(
                    PropertyDescription(
                        isStatic: true, keyword: .let, name: "v", type: "[Int]",
                        initialValue: .arrayLiteral([.text(filler(50)), .text(filler(50))])))),
            """
            static let v: [Int] = [
                \(filler(50)),
                \(filler(50)),
            ]
            """)
    }

    @Test func computedProperties() {
        expectSnippet(
            SwiftRenderer.render(
                .property(
                    PropertyDescription(access: .public, name: "g", type: "Int", accessors: .getter([.line("1")])))),
            "public var g: Int { 1 }")
        expectSnippet(
            SwiftRenderer.render(
                .property(
                    PropertyDescription(
                        setterAccess: .private, name: "s", type: "Int",
                        accessors: .getSet(get: [.line("raw")], set: [.line("raw = newValue")])))),
            """
            private(set) var s: Int {
                get { raw }
                set { raw = newValue }
            }
            """)
    }

    @Test func functionHeaderBreaksWhenItDoesNotFit() {
        func function(_ typeLength: Int) -> String {
            SwiftRenderer.render(
                .function(
                    FunctionDescription(
                        kind: .function(name: "f"),
                        parameters: [.init(name: "a", type: filler(typeLength)), .init(name: "b", type: "Int")],
                        body: [.line("g()")])))
        }
        // `func f(_ a: ` (12) + type + `, _ b: Int) {` (13) is exactly 100 columns for 75.
        expectSnippet(function(75), "func f(_ a: \(filler(75)), _ b: Int) {\n    g()\n}")
        expectSnippet(
            function(76),
            """
            func f(
                _ a: \(filler(76)),
                _ b: Int
            ) {
                g()
            }
            """)
    }

    @Test func parametersOnSeparateLinesAndAttributeCalls() {
        expectSnippet(
            SwiftRenderer.render(
                .function(
                    FunctionDescription(
                        attributes: [.call("@Test", [.unlabeled("\"\(filler(100))\"")])],
                        kind: .initializer,
                        parameters: [
                            .init(label: "a", name: "a", type: "Int"), .init(label: "b", name: "b", type: "Int"),
                        ],
                        body: [],
                        parametersOnSeparateLines: true))),
            """
            @Test(
                "\(filler(100))"
            )
            init(
                a: Int,
                b: Int
            ) {
            }
            """)
    }

    @Test func typeAlias() {
        expectSnippet(
            SwiftRenderer.render(.typeAlias(name: "Site", type: "Models.Site")), "typealias Site = Models.Site")
    }

    @Test func docsWrapAtWordsKeepListIndentationAndCodeFences() {
        let words = Array(repeating: "word", count: 25).joined(separator: " ")
        expectSnippet(
            SwiftRenderer.render(
                .property(
                    PropertyDescription(
                        docs: ["- \(words)", "```", words, "```", "see 1. and - here \(words)"], name: "p",
                        type: "Int"))),
            """
            /// - word word word word word word word word word word word word word word word word word word word
            ///   word word word word word word
            /// ```
            /// \(words)
            /// ```
            /// see 1. and - here word word word word word word word word word word word word word word word
            /// word word word word word word word word word word
            """ + "\nvar p: Int")
    }
}
