import Testing

@testable import ForwardCodableGenerator

/// Every kind of schema error is reported at its exact line and column, all at once.
@Suite struct DiagnosticTests {
    @Test func syntaxErrorsAreLocated() {
        #expect(
            diagnostics("record Host {\n    id UUID\n}") == [
                "2:8: error: expected ':' after field name 'id', found 'UUID'"
            ])
        #expect(diagnostics("record Host {\n    id: = 3\n}") == ["2:9: error: expected a type, found '='"])
        #expect(diagnostics("record {\n}") == ["1:8: error: expected a record name after 'record', found '{'"])
        #expect(diagnostics("struct Host {}") == ["1:1: error: expected 'record' or 'enum', found 'struct'"])
        #expect(
            diagnostics("record Host {\n    id: UUID\n") == ["1:8: error: record 'Host' is missing its closing '}'"])
        #expect(
            diagnostics("record Host {\n    name: String = \"open\n}") == [
                "2:20: error: unterminated string literal"
            ])
        #expect(
            diagnostics("record Host {\n    id: UUID $\n}") == [
                "2:14: error: unexpected character '$'"
            ])
        #expect(
            diagnostics("enum Mode fallback a { a b }") == [
                "1:26: error: expected ',' or end of line after case 'a', found 'b'"
            ])
    }

    @Test func unknownTypeSuggestsTheClosestName() {
        #expect(
            diagnostics("record Host {\n    name: Strin\n}") == [
                "2:11: error: unknown type 'Strin'; did you mean 'String'?"
            ])
        #expect(
            diagnostics("record Host {\n    jump: Jump?\n}\nrecord JumpHost {\n    host: String\n}") == [
                "2:11: error: unknown type 'Jump'"
            ])
        #expect(
            diagnostics("record Host {\n    tags: [Int: String]\n}") == [
                "2:12: error: dictionary keys must be String (JSON object keys are strings), found 'Int'"
            ])
        #expect(
            diagnostics("record Host {\n    tags: String??\n}") == [
                "2:18: error: a type can be optional only once: 'String??'"
            ])
    }

    @Test func duplicateFieldsAndWireKeys() {
        #expect(
            diagnostics("record Host {\n    name: String\n    name: Int\n}") == [
                "3:5: error: duplicate field 'name' in record 'Host'; first at Test.fcschema:2:5"
            ])
        #expect(
            diagnostics("record Host {\n    id: UUID\n    alias: String @key(\"id\")\n}") == [
                "3:5: error: field 'alias' uses the wire key \"id\", which field 'id' already uses (at Test.fcschema:2:5)"
            ])
        #expect(
            diagnostics("record Note version 2 stamp \"schema\" {\n    schema: Int\n    since 2 {}\n}") == [
                "2:5: error: field 'schema' uses the wire key \"schema\", which the version stamp already uses (at Test.fcschema:1:29)"
            ])
        #expect(
            diagnostics("record Host {}\nrecord Host {}") == [
                "2:8: error: 'Host' is already declared at Test.fcschema:1:8"
            ])
    }

    @Test func namesThatCollideWithGeneratedMembers() {
        #expect(
            diagnostics("record Host {\n    unknownFields: JSON\n}") == [
                "2:5: error: field name 'unknownFields' collides with a member that ForwardCodable generates; "
                    + "choose another name and keep the wire key with @key(\"unknownFields\")"
            ])
        let raw = "record Host {\n    method: Mode\n    methodRaw: String\n}\nenum Mode fallback a { a }"
        #expect(
            diagnostics(raw) == [
                "3:5: error: field 'methodRaw' collides with the raw storage that ForwardCodable generates for 'method'; "
                    + "choose another name and keep the wire key with @key(\"methodRaw\")"
            ])
        #expect(diagnostics("record Host {\n    undeclared: Int\n}").count == 1)
        #expect(
            diagnostics("enum Mode fallback a { a, fallback }") == [
                "1:27: error: case name 'fallback' collides with a member that ForwardCodable generates; choose another name"
            ])
        #expect(
            diagnostics("record Date {}") == [
                "1:8: error: 'Date' would shadow a type that generated code uses; choose another name"
            ])
    }

    @Test func swiftKeywordsAsNames() {
        #expect(
            diagnostics("record Host {\n    default: Bool\n}") == [
                "2:5: error: 'default' is a Swift keyword and cannot name a field; choose another name and keep the wire key with @key(\"default\")"
            ])
        #expect(
            diagnostics("enum Mode fallback a { a, case }") == [
                "1:27: error: 'case' is a Swift keyword and cannot name a case; choose another name"
            ])
        #expect(diagnostics("record Host {\n    isDefault: Bool @key(\"default\")\n}").isEmpty)
    }

    @Test func defaultsOfTheWrongType() {
        #expect(
            diagnostics("record Host {\n    port: Int = \"22\"\n}") == [
                "2:17: error: the default of 'port' must be an integer for type Int, found the string \"22\""
            ])
        #expect(
            diagnostics("record Host {\n    tags: [String] = [1]\n}") == [
                "2:23: error: the default of 'tags' must be a string for type String, found the number 1"
            ])
        #expect(
            diagnostics("record Host {\n    mode: Mode = .fast\n}\nenum Mode fallback slow { slow, quick }") == [
                "2:19: error: 'fast' is not a case of enum 'Mode'"
            ])
        #expect(
            diagnostics("record Host {\n    id: UUID = \"x\"\n}") == [
                "2:16: error: a field of type UUID cannot have a default; make it optional (UUID?) if it may be absent"
            ])
        #expect(
            diagnostics("record Host {\n    big: Int = 9223372036854775808\n}") == [
                "2:16: error: the default of 'big' is out of the range of Int"
            ])
    }

    @Test func fallbackMustBeACase() {
        #expect(
            diagnostics("enum Mode fallback warp { slow, quick }") == [
                "1:20: error: the fallback 'warp' is not a case of enum 'Mode'"
            ])
        #expect(
            diagnostics("enum Mode fallback Slow { slow }") == [
                "1:20: error: the fallback 'Slow' is not a case of enum 'Mode'; did you mean 'slow'?"
            ])
        #expect(
            diagnostics("enum Mode { slow }") == [
                "1:6: error: enum 'Mode' needs a fallback case for values this version does not know, as in: enum Mode fallback slow { ... }"
            ])
        #expect(
            diagnostics("enum Mode fallback a { a, b = \"a\" }") == [
                "1:31: error: case 'b' has the raw value \"a\", which case 'a' already has (at Test.fcschema:1:24)"
            ])
    }

    @Test func attributes() {
        #expect(
            diagnostics("record Host {\n    flag: Bool @color\n}") == [
                "2:17: error: unknown attribute '@color'; fields accept @key, @strict and @sample"
            ])
        #expect(
            diagnostics("record Host {\n    flag: Bool @strict\n}") == [
                "2:17: error: @strict applies to collections of records; 'flag' of type Bool has no records to keep verbatim"
            ])
        #expect(
            diagnostics("record Host {\n    flag: Bool @key(1)\n}") == [
                "2:17: error: @key takes one string: the wire key, as in @key(\"display_name\")"
            ])
    }

    @Test func allErrorsOfAFileComeAtOnceInOrder() {
        let text = """
            record Host {
                id: UUID
                name: Strin
                port: Int = "22"
                name: String
                default: Bool
            }
            enum Mode fallback warp { slow, quick }
            record Broken {
                x Int
            }
            """
        let lines = diagnostics(text)
        #expect(lines.count == 6)
        #expect(lines.map { $0.prefix(4) } == ["3:11", "4:17", "5:5:", "6:5:", "8:20", "10:7"])
    }

    @Test func errorsProduceNoOutputAtAll() {
        let result = generate("record Good {\n    id: UUID\n}\nrecord Bad {\n    x: Nope\n}")
        #expect(result.hasErrors)
        #expect(result.files.isEmpty)
    }

    @Test func diagnosticsUseTheCompilerFormat() {
        let result = generate("record Host {\n    name: Strin\n}", path: "Schemas/Hosts.fcschema")
        #expect(
            result.diagnostics.map(\.description) == [
                "Schemas/Hosts.fcschema:2:11: error: unknown type 'Strin'; did you mean 'String'?"
            ])
    }

    @Test func schemaFilesMustHaveDistinctNames() {
        let result = Generator.generate([
            SchemaSource(path: "a/Hosts.fcschema", text: "record A {}"),
            SchemaSource(path: "b/Hosts.fcschema", text: "record B {}"),
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "b/Hosts.fcschema:1:1: error: schema files 'a/Hosts.fcschema' and 'b/Hosts.fcschema' would both generate 'Hosts.swift'; rename one"
            ])
    }
}

extension DiagnosticTests {
    @Test func recordsCannotContainThemselvesInline() {
        #expect(
            diagnostics("record Node {\n    parent: Node?\n    children: [Node] = []\n}") == [
                "2:5: error: record 'Node' contains itself through 'parent' (Node -> Node); a record can contain itself only "
                    + "through an array or a dictionary, such as [Node]"
            ])
        #expect(diagnostics("record A {\n    b: B\n}\nrecord B {\n    a: A?\n}").count == 2)
        #expect(diagnostics("record Tree {\n    children: [Tree] = []\n    byName: [String: Tree] = [:]\n}").isEmpty)
    }
}

extension DiagnosticTests {
    @Test func doubleDefaultsMustBeExact() {
        #expect(
            diagnostics("record R {\n    x: Double = 9007199254740993\n}") == [
                "2:17: error: the default of 'x' is not exactly representable as a Double; it would become 9007199254740992"
            ])
        #expect(
            diagnostics("record R {\n    x: Double = 9007199254740992\n    y: Double = -3\n    z: Double = 0.1\n}")
                .isEmpty)
    }

    @Test func snapshotAndProtocolNamesAreReservedForTypes() {
        #expect(
            diagnostics("record V1 {}") == [
                "1:8: error: 'V1' would shadow a type that generated code uses; choose another name"
            ])
        #expect(diagnostics("record Wire {}").count == 1)
        #expect(diagnostics("record Migrations {}").count == 1)
    }
}

extension DiagnosticTests {
    @Test func optionalFieldsDefaultToNil() {
        #expect(
            diagnostics("record R {\n    x: Int? = 3\n}") == [
                "2:15: error: an optional field defaults to nil: an absent key reads as nil and is written back absent; "
                    + "remove the default, or make 'x' non-optional so that an absent key reads as the default"
            ])
        #expect(diagnostics("record R {\n    x: Int? = nil\n}").isEmpty)
    }
}
