import Testing

@testable import ForwardCodableGenerator

/// One test per node kind of the description: a tiny hand-built node and the exact text the
/// renderer prints, at the edge of the 100-column limit where the node can break.
@Suite struct RendererNodeTests {
    /// A text of `count` characters: `x` repeated.
    private func filler(_ count: Int) -> String { String(repeating: "x", count: count) }

    private func statement(_ expression: Expression) -> String { SwiftRenderer.render([.expression(expression)]) }

    // MARK: Expressions

    @Test func textNeverBreaks() {
        expectSnippet(statement(.text(filler(120))), filler(120))
    }

    @Test func sequenceBreaksOnlyItsBreakableParts() {
        let call = Expression.call("make", [Argument("a", filler(38)), Argument("b", filler(38))])
        expectSnippet(
            statement(.sequence([.text("let v = "), call])), "let v = make(a: \(filler(38)), b: \(filler(38)))")
        expectSnippet(
            statement(.sequence([.text("let v = "), call, .text(" ?? nil")])),
            """
            let v = make(
                a: \(filler(38)),
                b: \(filler(38))
            ) ?? nil
            """)
    }

    @Test func assignmentMovesTheValueToTheNextLineFirst() {
        let value = Expression.call("make", [Argument("a", filler(85))])
        expectSnippet(statement(.assignment(target: "let v", value: .text(filler(91)))), "let v = \(filler(91))")
        expectSnippet(
            statement(.assignment(target: "let v", value: value)),
            """
            let v =
                make(a: \(filler(85)))
            """)
        expectSnippet(
            statement(.assignment(target: "let v", value: .call("make", [Argument("a", filler(90))]))),
            """
            let v = make(
                a: \(filler(90))
            )
            """)
    }

    @Test func callFitsInExactlyOneHundredColumns() {
        // `f(` + 97 characters + `)` is 100 columns.
        expectSnippet(statement(.call("f", [.unlabeled(filler(97))])), "f(\(filler(97)))")
        expectSnippet(
            statement(.call("f", [.unlabeled(filler(98))])),
            """
            f(
                \(filler(98))
            )
            """)
    }

    @Test func callBreaksOneArgumentPerLineAtItsIndentation() {
        let body = SwiftRenderer.render(
            [.expression(.call("f", [Argument("a", filler(45)), Argument("b", filler(45))]))], depth: 2)
        expectSnippet(
            body,
            """
                    f(
                        a: \(filler(45)),
                        b: \(filler(45))
                    )
            """)
    }

    @Test func trailingClosureInlineThenBodyBelowThenArgumentsBroken() {
        func call(_ argument: Int, _ body: Int) -> Expression {
            .call(callee: "g", arguments: [Argument("a", filler(argument))], trailingClosure: [.line(filler(body))])
        }
        expectSnippet(statement(call(10, 10)), "g(a: \(filler(10))) { \(filler(10)) }")
        expectSnippet(
            statement(call(10, 90)),
            """
            g(a: \(filler(10))) {
                \(filler(90))
            }
            """)
        expectSnippet(
            statement(call(96, 10)),
            """
            g(
                a: \(filler(96))
            ) { \(filler(10)) }
            """)
        expectSnippet(
            statement(.call(callee: "g", arguments: [], trailingClosure: [.line("a"), .line("b")])),
            """
            g {
                a
                b
            }
            """)
    }

    @Test func arrayLiteral() {
        expectSnippet(statement(.arrayLiteral([])), "[]")
        expectSnippet(statement(.arrayLiteral([.text("1"), .text("2")])), "[1, 2]")
        expectSnippet(
            statement(.arrayLiteral([.text(filler(50)), .text(filler(50))])),
            """
            [
                \(filler(50)),
                \(filler(50)),
            ]
            """)
    }

    @Test func lineArrayLiteral() {
        expectSnippet(statement(.lineArrayLiteral([])), "[]")
        expectSnippet(
            statement(.lineArrayLiteral([.text("1"), .text("2")])),
            """
            [
                1,
                2,
            ]
            """)
    }

    @Test func callOfOneCollectionLiteralHugsIt() {
        expectSnippet(
            statement(.call("f", [Argument(nil, .lineArrayLiteral([.text("1"), .text("2")]))])),
            """
            f([
                1,
                2,
            ])
            """)
        expectSnippet(
            statement(.call("f", [Argument("into", .arrayLiteral([.text(filler(50)), .text(filler(50))]))])),
            """
            f(into: [
                \(filler(50)),
                \(filler(50)),
            ])
            """)
        // Two arguments break one per line, as before.
        expectSnippet(
            statement(.call("f", [Argument(nil, .lineArrayLiteral([.text("1")])), Argument("b", "2")])),
            """
            f(
                [
                    1,
                ],
                b: 2
            )
            """)
    }

    @Test func dictionaryLiteral() {
        expectSnippet(statement(.dictionaryLiteral([])), "[:]")
        expectSnippet(statement(.dictionaryLiteral([DictionaryEntry("\"a\"", .text("1"))])), #"["a": 1]"#)
        expectSnippet(
            statement(
                .dictionaryLiteral([
                    DictionaryEntry("\"a\"", .arrayLiteral([.text(filler(60)), .text(filler(40))])),
                    DictionaryEntry("\"b\"", .text("2")),
                ])),
            """
            [
                "a": [
                    \(filler(60)),
                    \(filler(40)),
                ],
                "b": 2,
            ]
            """)
    }

    @Test func jsonTextBreaksAfterCommasOutsideStrings() {
        expectSnippet(statement(.jsonText(#"{"a":1}"#)), ##"#"{"a":1}"#"##)
        let member = #""k":"\#(filler(40)),\#(filler(5))""#
        let json = "{" + Array(repeating: member, count: 3).joined(separator: ",") + "}"
        expectSnippet(
            statement(.jsonText(json)),
            ##"""
            #"""
                {"k":"\##(filler(40)),\##(filler(5))",\#
                "k":"\##(filler(40)),\##(filler(5))",\#
                "k":"\##(filler(40)),\##(filler(5))"}
                """#
            """##)
    }

    @Test func jsonTextKeepsLineBreaksAndChoosesEnoughHashes() {
        expectSnippet(
            statement(.jsonText("{\n\"a\":\"\\\"#\"\n}")),
            ####"""
            ##"""
                {
                "a":"\"#"
                }
                """##
            """####)
    }

    // MARK: Statements

    @Test func blockOnOneLineWhenItFits() {
        expectSnippet(SwiftRenderer.render([.block(header: "if a", body: [.line("b()")])]), "if a { b() }")
        expectSnippet(
            SwiftRenderer.render([.block(header: "if \(filler(90))", body: [.line("b()")])]),
            """
            if \(filler(90)) {
                b()
            }
            """)
    }

    @Test func doCatch() {
        expectSnippet(
            SwiftRenderer.render([
                .doCatch(body: [.line("try a()")], catchPattern: "let e as E", handler: [.line("b(e)")])
            ]),
            """
            do {
                try a()
            } catch let e as E {
                b(e)
            }
            """)
    }

    @Test func switchCasesOnOneLineWhenTheyFit() {
        expectSnippet(
            SwiftRenderer.render([
                .switchOf(
                    subject: "x",
                    cases: [
                        SwitchCase(pattern: "1", body: [.line("return \(filler(85))")]),
                        SwitchCase(pattern: "2", body: [.line("return \(filler(86))")]),
                        SwitchCase(pattern: nil, body: [.line("return x")]),
                    ])
            ]),
            """
            switch x {
            case 1: return \(filler(85))
            case 2:
                return \(filler(86))
            default: return x
            }
            """)
    }
}
