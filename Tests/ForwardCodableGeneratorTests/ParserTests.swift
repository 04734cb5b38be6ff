import Testing

@testable import ForwardCodableGenerator

@Suite struct ParserTests {
    private func parse(_ text: String) -> [DeclarationSyntax] {
        let (syntax, diagnostics) = Parser.parse(file: "t", text: text)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return syntax.declarations
    }

    @Test func recordWithFieldsDefaultsAndAttributes() throws {
        let declarations = parse(
            """
            /// A host.
            /// Synced.
            record Site {
                id: UUID
                /// Port.
                port: Int = 22
                tags: [String] = ["a", "b"]
                byName: [String: Mode]? = nil
                displayName: String? @key("display_name") @sample("x")
            }
            """
        )
        guard case .record(let record) = try #require(declarations.first) else {
            Issue.record("expected a record")
            return
        }
        #expect(record.docs == ["A host.", "Synced."])
        #expect(record.name.text == "Site")
        #expect(record.fields.map(\.name.text) == ["id", "port", "tags", "byName", "displayName"])
        #expect(record.fields[1].docs == ["Port."])
        #expect(record.fields.map(\.type.text) == ["UUID", "Int", "[String]", "[String: Mode]?", "String?"])
        #expect(record.fields[4].attributes.map(\.name.text) == ["key", "sample"])
        if case .array(let elements, _)? = record.fields[2].defaultValue {
            #expect(elements.count == 2)
        } else {
            Issue.record("expected an array default")
        }
    }

    @Test func enumWithCommasLinesRawValuesAndDocs() throws {
        let declarations = parse(
            "enum Mode fallback ssh {\n    ssh, mosh\n    /// ET.\n    et = \"eternal-terminal\"\n}")
        guard case .enumeration(let enumeration) = try #require(declarations.first) else {
            Issue.record("expected an enum")
            return
        }
        #expect(enumeration.fallback?.text == "ssh")
        #expect(enumeration.cases.map(\.name.text) == ["ssh", "mosh", "et"])
        #expect(enumeration.cases[2].rawValue?.value == .string("eternal-terminal"))
        #expect(enumeration.cases[2].docs == ["ET."])
    }

    @Test func versionClauseAndHistory() throws {
        let declarations = parse(
            """
            record Note version 3 stamp "schema" unstamped reject {
                text: String
                since 2 {
                    add build hook
                    remove draft: Bool @key("is_draft")
                }
                since 3 {
                    rename heading @key("head") -> title
                    change size from String hook
                    add case Mode.fast
                    rename case Mode "et" -> "eternal"
                }
            }
            """
        )
        guard case .record(let record) = try #require(declarations.first) else {
            Issue.record("expected a record")
            return
        }
        #expect(record.version?.version == 3)
        #expect(record.version?.stampKey == "schema")
        if case .reject? = record.version?.unstamped {} else { Issue.record("expected unstamped reject") }
        #expect(record.history.map(\.version) == [2, 3])
        #expect(record.history[0].changes.count == 2)
        #expect(record.history[1].changes.count == 4)
        if case .rename(let from, let key, let to, _) = record.history[1].changes[0] {
            #expect(from.text == "heading" && key == "head" && to.text == "title")
        } else {
            Issue.record("expected a rename")
        }
    }

    @Test func aFieldMayBeNamedLikeAKeywordOfTheLanguage() {
        let declarations = parse("record Event {\n    since: Date\n    version: Int\n}")
        guard case .record(let record)? = declarations.first else { return }
        #expect(record.fields.map(\.name.text) == ["since", "version"])
    }

    /// `add case` and `rename case` start case changes only when an enum follows: a field named
    /// `case` is added (`add case`, `add case hook`) and renamed (`rename case -> kind`) too.
    @Test func aFieldNamedCaseIsAddedAndRenamed() throws {
        let declarations = parse(
            """
            record R version 4 stamp "v" {
                kind: String
                case: Int = 0
                since 2 {
                    add case hook
                }
                since 3 {
                    add case Mode.b
                    rename case Mode "x" -> "y"
                }
                since 4 {
                    rename case -> kind
                }
            }
            """)
        guard case .record(let record)? = declarations.first else { return }
        try #require(record.history.map(\.changes.count) == [1, 2, 1])
        guard case .add(let field, let hook) = record.history[0].changes[0] else {
            Issue.record("expected an added field")
            return
        }
        #expect(field.text == "case" && hook)
        if case .addCase(let enumeration, let caseName) = record.history[1].changes[0] {
            #expect(enumeration.text == "Mode" && caseName.text == "b")
        } else {
            Issue.record("expected an added case")
        }
        if case .renameCase = record.history[1].changes[1] {} else { Issue.record("expected a renamed case") }
        if case .rename(let from, _, let to, _) = record.history[2].changes[0] {
            #expect(from.text == "case" && to.text == "kind")
        } else {
            Issue.record("expected a renamed field")
        }
    }

    @Test func recoveryReportsEveryBrokenLine() {
        let (syntax, diagnostics) = Parser.parse(
            file: "t", text: "record A {\n    x Int\n    y: Int\n    z: [Int\n}\nrecord B {}")
        #expect(diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["2:7", "4:12"])
        #expect(syntax.declarations.count == 2)
    }

    @Test func historyErrorsAreLocated() {
        let (_, diagnostics) = Parser.parse(
            file: "t",
            text: "record A version 2 stamp \"s\" {\n    since 2 {\n        move x\n        change y from Int\n    }\n}"
        )
        #expect(
            diagnostics.map(\.description) == [
                "t:3:9: error: expected a change ('add', 'rename', 'remove' or 'change'), found 'move' [FC101]",
                "t:4:26: error: a type change needs a hook that converts the old value: change y from Int hook [FC107]",
            ])
    }
}
