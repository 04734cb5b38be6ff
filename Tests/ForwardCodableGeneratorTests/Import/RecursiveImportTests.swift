import Foundation
import Testing

@testable import ForwardCodableGenerator

/// Schemas that refer to themselves, as public APIs document them (a post that reposts a post, an
/// account that moved, a comment's parent and replies, two schemas that refer to each other),
/// import as records that hold themselves, and generate.
@Suite struct RecursiveImportTests {
    static let document = """
        {"openapi": "3.1.0", "info": {"title": "Social", "version": "1"}, "paths": {},
         "components": {"schemas": {
           "Status": {"type": "object", "required": ["id", "account"], "properties": {
             "id": {"type": "string"},
             "account": {"$ref": "#/components/schemas/Account"},
             "reblog": {"oneOf": [{"$ref": "#/components/schemas/Status"}, {"type": "null"}]}}},
           "Account": {"type": "object", "required": ["id"], "properties": {
             "id": {"type": "string"},
             "moved": {"$ref": "#/components/schemas/Account"}}},
           "Comment": {"type": "object", "required": ["body"], "properties": {
             "body": {"type": "string"},
             "parent": {"$ref": "#/components/schemas/Comment"},
             "replies": {"type": "array", "items": {"$ref": "#/components/schemas/Comment"}}}},
           "Message": {"type": "object", "required": ["text"], "properties": {
             "text": {"type": "string"},
             "reply": {"$ref": "#/components/schemas/Reply"}}},
           "Reply": {"type": "object", "required": ["text", "answers"], "properties": {
             "text": {"type": "string"},
             "answers": {"$ref": "#/components/schemas/Message"}}}
         }}}
        """

    @Test func selfReferencesImportAsRecordsThatHoldThemselves() throws {
        let imported = JSONSchemaImport.openAPI(Self.document, path: "social.json")
        #expect(!imported.hasErrors, "\(imported.diagnostics)")
        for line in [
            "reblog: Status?", "moved: Account?", "parent: Comment?", "replies: [Comment]", "reply: Reply?",
            "answers: Message",
        ] {
            #expect(imported.text.contains("    \(line)"), "\(line) in:\n\(imported.text)")
        }
        let generated = generate(imported.text, path: "Social.fcschema")
        #expect(!generated.hasErrors, "\(generated.diagnostics)")
        let swift = try #require(generated.files.first?.contents)
        for line in [
            "@Indirect public var reblog: Status?", "@Indirect public var moved: Account?",
            "@Indirect public var parent: Comment?", "@Indirect public var reply: Reply?",
            "    public var answers: Message\n",
        ] {
            #expect(swift.contains(line), "\(line)")
        }
    }
}
