import Testing

@testable import ForwardCodableGenerator

/// The deliberate edit of an optional untagged union sets the optional itself: the future document
/// may hold `null` there (a sample that ends a cycle, here `Status` inside `StatusRef` inside a
/// list), where an assignment through `?` would change nothing and the edit would fail.
@Suite struct DeliberateEditUnionTests {
    private static let schema = """
        record Feed {
            notices: [Notice] = []
        }

        record Notice {
            id: String
            status: StatusRef?
        }

        record Status {
            id: String
            reblog: Status?
        }

        union StatusRef untagged {
            id: String
            status: Status
        }
        """

    @Test func anOptionalUnionIsSetEvenWhereTheSampleHoldsNull() throws {
        let result = Generator.generate(
            [SchemaSource(path: "Feed.fcschema", text: Self.schema)], outputs: .contractTests)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let tests = try #require(result.testFiles.first).contents
        #expect(tests.contains(#""status": nil"#), "the future document no longer holds null there")
        #expect(tests.contains(#"$0.notices[0].status = .id("edited by a test")"#))
        #expect(tests.contains(#"$0.status = .id("edited by a test")"#))
        #expect(!tests.contains("status? ="))
    }
}
