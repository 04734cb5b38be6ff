import Testing

@testable import ForwardCodableGenerator

@Suite struct RendererTests {
    @Test func membersStatementsAndIndentation() {
        let file = SwiftFile(
            header: ["Header."],
            imports: [ImportDescription("Foundation")],
            declarations: [
                .structure(
                    TypeDescription(
                        docs: ["A thing."],
                        access: .public,
                        name: "Thing",
                        inherits: ["Hashable"],
                        members: [
                            .property(PropertyDescription(access: .public, name: "a", type: "Int")),
                            .property(PropertyDescription(access: .public, name: "b", type: "Int")),
                            .function(
                                FunctionDescription(
                                    kind: .function(name: "f"),
                                    parameters: [.init(label: "x", name: "x", type: "Int")],
                                    returnType: "Int",
                                    body: [
                                        .switchOf(
                                            subject: "x",
                                            cases: [
                                                SwitchCase(pattern: "1", body: [.line("return 2")]),
                                                SwitchCase(pattern: nil, body: [.line("return x")]),
                                            ]
                                        )
                                    ]
                                )
                            ),
                        ]
                    )
                )
            ]
        )
        #expect(
            SwiftRenderer.render(file) == """
                // Header.

                import Foundation

                /// A thing.
                public struct Thing: Hashable {
                    public var a: Int
                    public var b: Int

                    func f(x: Int) -> Int {
                        switch x {
                        case 1: return 2
                        default: return x
                        }
                    }
                }

                """
        )
    }

    @Test func longCallsBreakOneArgumentPerLine() {
        let arguments = (1...6).map { "argument\($0): value\($0)" }
        let file = SwiftFile(
            header: [],
            imports: [],
            declarations: [
                .function(
                    FunctionDescription(
                        kind: .function(name: "f"),
                        body: [.expression(.call("let x = make", arguments.map(Argument.unlabeled)))]))
            ]
        )
        #expect(SwiftRenderer.render(file).contains("    let x = make(\n        argument1: value1,\n"))
        let short = SwiftFile(
            header: [],
            imports: [],
            declarations: [
                .function(
                    FunctionDescription(
                        kind: .function(name: "f"), body: [.expression(.call("g", [.unlabeled("a"), .unlabeled("b")]))])
                )
            ]
        )
        #expect(SwiftRenderer.render(short).contains("    g(a, b)\n"))
    }
}
