import ForwardCodable
import Foundation
import Testing

@testable import ForwardCodableExamples

/// The unions of `Schemas/Blocks.fcschema`: a document from a newer app, with variants this
/// version does not know in every position, is read and written back exactly.
@Suite("Unions")
struct UnionTests {
    /// A variant no version of this app knows, with a payload of its own.
    static let table = #"{"type":"table","rows":[[1,2],[3,4]],"style":{"border":true}}"#

    /// A page from the future: `table` as the field, the optional, an array element, a dictionary
    /// value and a block nested in a section, and an attachment kind this version does not know.
    static let future = """
        {"title":"Plans","cover":\(table),"banner":\(table),
         "blocks":[{"type":"paragraph","text":"Hi","font":"serif"},\(table),{"type":"divider","weight":2}],
         "named":{"t":\(table),"i":{"type":"img","url":"https://example.com/a.png"}},
         "sections":[{"title":"One","blocks":[\(table)]}],
         "attachment":{"kind":"video","data":{"src":"v.mp4"},"extra":1},
         "addedLater":true}
        """

    @Test("every unknown variant round-trips exactly")
    func futureDocumentRoundTrips() throws {
        let page = try decode(Page.self, Self.future)
        #expect(try tree(encode(page)) == tree(Self.future))
        let table = UnknownVariant(tag: "table", json: try tree(Self.table))
        #expect(page.cover == .unknown(table))
        #expect(page.banner == .unknown(table))
        #expect(page.blocks[1] == .unknown(table))
        #expect(page.named["t"] == .unknown(table))
        #expect(page.sections[0].blocks == [.unknown(table)])
        guard case .unknown(let attachment)? = page.attachment else {
            Issue.record("the unknown attachment kind was not kept")
            return
        }
        #expect(attachment.tag == "video" && attachment.isFromTheFuture)
    }

    @Test("known variants decode, keep their own unknown keys, and not the tag")
    func knownVariants() throws {
        let page = try decode(Page.self, Self.future)
        #expect(page.blocks[0] == .paragraph(Paragraph(text: "Hi", unknownFields: ["font": "serif"])))
        #expect(page.blocks[2] == .divider(otherFields: ["weight": 2]))
        #expect(page.named["i"] == .image(ImageBlock(url: URL(string: "https://example.com/a.png")!)))
        #expect(page.named["i"]?.tag == "img")
    }

    @Test("a known tag whose payload does not decode is kept verbatim, with its error")
    func undecodablePayloadIsKept() throws {
        let broken = #"{"type":"img","url":42,"alt":"x"}"#
        let block = try decode(Block.self, broken)
        guard case .unknown(let kept) = block else {
            Issue.record("the undecodable image was not kept: \(block)")
            return
        }
        #expect(kept.tag == "img" && kept.failure != nil && !kept.isFromTheFuture)
        #expect(try tree(encode(block)) == tree(broken))
    }

    @Test("an adjacently tagged variant writes its payload under the content key")
    func adjacentlyTagged() throws {
        let json = #"{"kind":"file","data":{"name":"a.txt","size":3,"mime":"text/plain"}}"#
        let attachment = try decode(Attachment.self, json)
        #expect(attachment == .file(FileRef(name: "a.txt", size: 3, unknownFields: ["mime": "text/plain"])))
        #expect(try tree(encode(attachment)) == tree(json))
    }

    @Test("an adjacently tagged object with keys beside tag and content is kept whole")
    func adjacentlyTaggedExtraKeys() throws {
        let json = #"{"kind":"file","data":{"name":"a.txt"},"addedLater":1}"#
        let attachment = try decode(Attachment.self, json)
        guard case .unknown(let kept) = attachment else {
            Issue.record("the extra key would be lost: \(attachment)")
            return
        }
        #expect(kept.tag == "file" && kept.failure != nil)
        #expect(try tree(encode(attachment)) == tree(json))
    }

    @Test("a new value encodes with its tag")
    func newValues() throws {
        #expect(try encode(Block.paragraph(Paragraph(text: "A"))) == #"{"text":"A","type":"paragraph"}"#)
        #expect(try encode(Block.divider()) == #"{"type":"divider"}"#)
        #expect(
            try encode(Attachment.link(LinkRef(href: URL(string: "https://a.b")!)))
                == #"{"data":{"href":"https:\/\/a.b"},"kind":"link"}"#)
    }

    @Test("an object without a tag is an error")
    func missingTag() {
        #expect(throws: DecodingError.self) { try decode(Block.self, #"{"text":"no tag"}"#) }
    }
}
