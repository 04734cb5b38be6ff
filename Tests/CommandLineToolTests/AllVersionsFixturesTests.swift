import Foundation
import Testing

/// `record-fixtures --all-versions` writes each older version as that version wrote it: its own
/// field names, types and defaults, and the record nested in itself in the same old shape. The
/// current version's default is no sample.
@Suite struct AllVersionsFixturesTests {
    let tree = """
        record Tree version 2 stamp "v" {
            label: String @sample("root")
            flag: Int = 1
            children: [Tree] = []
            since 2 {
                rename name -> label
                change flag from Bool = false hook
            }
        }

        """

    @Test func olderFixturesHaveTheirVersionsShapes() throws {
        let tool = try ToolRunner()
        try tool.write(tree, to: "Schemas/Trees.fcschema")
        let result = try tool.run("record-fixtures", "Schemas", "--all-versions")
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            try tool.read("Schemas/Fixtures/Tree/v1.json")
                == #"{"children":[{"children":[],"flag":false,"name":"root","v":1}],"flag":false,"name":"root","v":1}"#
                + "\n")
        #expect(
            try tool.read("Schemas/Fixtures/Tree/v2.json")
                == #"{"children":[{"children":[],"flag":7,"label":"root","v":2}],"flag":7,"label":"root","v":2}"# + "\n"
        )
    }
}
