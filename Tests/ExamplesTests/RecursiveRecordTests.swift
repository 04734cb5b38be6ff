import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// The example's comment; Swift Testing has a `Comment` of its own.
private typealias Comment = ForwardCodableExamples.Comment

/// The generated records of `Schemas/Threads.fcschema`, which hold themselves along every path:
/// an optional (`Comment.parent`, `Author.moved`, boxed), a list and a dictionary
/// (`Comment.replies`, `Comment.quotes`), two records in turn (`Message.reply` boxed,
/// `Reply.answers` inline), and a union's payload (`Post.embed`), in a versioned record.
@Suite struct RecursiveRecordTests {
    /// Every defaulted field is present, so that the document is what encoding writes.
    static let thread = """
        {"author":{"handle":"ada","moved":{"handle":"ada2","since":2024}},"body":"b3","id":"c3",\
        "parent":{"author":{"handle":"bo"},"body":"b2","id":"c2","parent":{"author":{"handle":"cy"},\
        "body":"b1","id":"c1","pinned":true,"quotes":{},"replies":[]},"quotes":{"c1":{"author":\
        {"handle":"cy"},"body":"b1","id":"c1","parent":null,"quotes":{},"replies":[]}},"replies":[]},\
        "quotes":{},"replies":[{"author":{"handle":"di"},"body":"b4","id":"c4","parent":null,\
        "quotes":{},"replies":[{"author":{"handle":"ed"},"body":"b5","id":"c5","quotes":{},\
        "replies":[]},7]}]}
        """

    func fast<T: FastJSONCodable>(_ type: T.Type, _ json: String) throws -> T {
        try ForwardJSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    @Test func aThreadRoundTripsOnBothCodecsWithEveryUnknownKeyAtEveryLevel() throws {
        let comment = try decode(Comment.self, Self.thread)
        #expect(try fast(Comment.self, Self.thread) == comment)
        #expect(try encode(comment) == Self.thread)
        var writer = ForwardJSONEncoder()
        writer.outputFormatting = [.sortedKeys]
        #expect(String(decoding: try writer.encode(comment), as: UTF8.self) == Self.thread)
        // The values behind the boxes are the plain records.
        #expect(comment.parent?.parent?.body == "b1")
        #expect(comment.parent?.parent?.unknownFields["pinned"] == true)
        #expect(comment.author.moved?.unknownFields["since"] == 2024)
        #expect(comment.parent?.quotes["c1"]?.parent == nil)
        #expect(comment.replies[0].replies.wire.failures().count == 1, "the element 7 is kept")
    }

    @Test func aChangeThroughABoxReachesTheWireAndNoCopy() throws {
        let original = try decode(Comment.self, Self.thread)
        var edited = original
        edited.parent?.parent?.body = "edited"
        edited.author.moved = nil
        let expected = Self.thread.replacingOccurrences(
            of: #""body":"b1","id":"c1","pinned""#, with: #""body":"edited","id":"c1","pinned""#
        )
        .replacingOccurrences(of: #","moved":{"handle":"ada2","since":2024}"#, with: "")
        #expect(try encode(edited) == expected)
        #expect(try encode(original) == Self.thread, "the copy it was made from is unchanged")
        #expect(edited != original)
        #expect(Set([original, edited, original]).count == 2)
    }

    /// The example of SchemaLanguage.md, "Records that hold themselves".
    @Test func theArticlesExample() {
        let post = Post(id: "p2", content: "Boosted", reblog: Post(id: "p1", content: "Hello"))
        var copy = post
        copy.reblog?.content = "Edited"
        #expect(post.reblog?.content == "Hello")
        #expect(copy.reblog?.content == "Edited")
    }

    @Test func messagesAndRepliesHoldEachOther() throws {
        let text =
            #"{"id":"m1","reply":{"answers":{"id":"m2","reply":{"answers":{"id":"m3","text":"c"},"text":"r2"},"text":"b"},"text":"r1"},"text":"a"}"#
        let message = try decode(Message.self, text)
        #expect(try fast(Message.self, text) == message)
        #expect(message.reply?.answers.reply?.answers.id == "m3")
        #expect(try encode(message) == text)
        let built = Message(
            id: "m1", text: "a",
            reply: Reply(
                text: "r1",
                answers: Message(
                    id: "m2", text: "b", reply: Reply(text: "r2", answers: Message(id: "m3", text: "c")))))
        #expect(built == message)
    }

    /// A version 1 post migrates at every level: the reposted post, and the one its embed holds.
    @Test func aVersionedPostMigratesAtEveryLevelOfItsChain() throws {
        let v1 = """
            {"embed":{"embed":{"type":"link","url":"https://example.com/x"},"id":"p3","text":"t3",\
            "type":"post","version":1},"id":"p1","reblog":{"id":"p2","reblog":null,"text":"t2","version":1},\
            "text":"t1","version":1}
            """
        let current = """
            {"content":"t1","embed":{"content":"t3","embed":{"type":"link","url":"https:\\/\\/example.com\\/x"},\
            "id":"p3","type":"post","version":2},"id":"p1","reblog":{"content":"t2","id":"p2","reblog":null,\
            "version":2},"version":2}
            """
        let post = try decode(Post.self, v1)
        #expect(try fast(Post.self, v1) == post)
        #expect(try encode(post) == current)
        #expect(post.reblog?.content == "t2")
        guard case .post(let embedded)? = post.embed else {
            Issue.record("the embed is a post: \(String(describing: post.embed))")
            return
        }
        #expect(embedded.content == "t3")

        // The decode report names each migration at its path, on both codecs.
        let recorder = DecodeRecorder()
        let decoder = JSONDecoder()
        decoder.userInfo[.decodeReport] = recorder
        _ = try decoder.decode(Post.self, from: Data(v1.utf8))
        let fastRecorder = DecodeRecorder()
        var reader = ForwardJSONDecoder()
        reader.report = fastRecorder
        _ = try reader.decode(Post.self, from: Data(v1.utf8))
        let events = recorder.take().events
        #expect(events.filter { $0.kind == .migration }.map(\.codingPath).sorted() == ["", "embed", "reblog"])
        #expect(fastRecorder.take().events.map(\.codingPath) == events.map(\.codingPath))
    }
}
