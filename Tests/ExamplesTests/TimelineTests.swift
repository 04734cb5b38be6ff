import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// A real API's documents, as its entity documentation describes them (`Schemas/Timeline.fcschema`,
/// Mastodon's Status, Account, Quote and Notification), read, edited and written back with both
/// codecs: a reblog of a status by an account that moved, keyword visibilities, a notification type
/// from a newer server, flags the server left out, a quote in either shape and an expandable
/// status. The documents are the examples in `Schemas/Fixtures/*/examples`.
@Suite("A real API: the timeline")
struct TimelineTests {
    /// The example document `name` of `record`, as committed.
    static func example(_ record: String, _ name: String) throws -> String {
        let url = repositoryRoot.appendingPathComponent("Schemas/Fixtures/\(record)/examples/\(name).json")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The canonical text of `json`: its tree, keys sorted.
    static func canonical(_ json: String) throws -> String {
        try encode(tree(json))
    }

    /// `document` with the value at `path` (object keys) replaced by `value`.
    static func replacing(_ path: [String], with value: JSONValue, in document: JSONValue) -> JSONValue {
        guard let key = path.first, case .object(var object) = document else { return value }
        object[key] = replacing(Array(path.dropFirst()), with: value, in: object[key] ?? .null)
        return .object(object)
    }

    /// Writes `value` with `ForwardJSONEncoder`, keys sorted.
    static func fastEncode(_ value: some FastJSONEncodable) throws -> String {
        var encoder = ForwardJSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Reads `json` with `JSONDecoder` and with `ForwardJSONDecoder`: the two values, which must be
    /// equal.
    static func readBoth<T: Codable & FastJSONCodable & Equatable>(_ type: T.Type, _ json: String) throws -> [T] {
        let values = [
            try decode(T.self, json), try ForwardJSONDecoder().decode(T.self, from: Data(json.utf8)),
        ]
        #expect(values[0] == values[1], "the codecs read \(T.self) differently")
        return values
    }

    /// What each codec writes of `value`, keys sorted: `JSONEncoder`, then `ForwardJSONEncoder`.
    static func writeBoth<T: Codable & FastJSONCodable>(_ value: T) throws -> [String] {
        [try encode(value), try fastEncode(value)]
    }

    /// Reads `json` with both codecs and checks that each writes it back byte for byte (keys
    /// sorted), with both encoders; returns what `JSONDecoder` read.
    static func roundTrip<T: Codable & FastJSONCodable & Equatable>(_ type: T.Type, _ json: String) throws -> T {
        let expected = try canonical(json)
        let values = try readBoth(T.self, json)
        for value in values {
            #expect(try writeBoth(value) == [expected, expected])
        }
        return values[0]
    }

    @Test("a reblog by a moved account: the chain reads on both codecs and writes back byte for byte")
    func reblogChain() throws {
        let json = try Self.example("FeedStatus", "reblog-by-a-moved-account")
        let reblog = try Self.roundTrip(FeedStatus.self, json)
        #expect(reblog.content == "" && reblog.url == nil && reblog.language == nil)
        let original = try #require(reblog.reblog)
        #expect(original.id == "113622830019284510")
        #expect(original.account.acct == "alice")
        #expect(original.content == "<p>The tall ship is in. Open deck until six.</p>")
        #expect(original.reblog == nil)
        // The reblogging account moved: the account it moved to is an account in full.
        let moved = try #require(reblog.account.moved)
        #expect(moved.acct == "bob@other.example" && moved.discoverable == nil && moved.moved == nil)
        // What the server sends that the schema does not declare is kept, at every depth.
        #expect(original.unknownFields["media_attachments"]?[0]?["description"] == "A three-masted ship at the quay")
        #expect(reblog.account.unknownFields["last_status_at"] == "2023-05-19")

        // An edit inside the chain writes exactly that change, with both encoders.
        var edited = reblog
        edited.reblog?.favouritesCount = 38
        let expected = Self.replacing(["reblog", "favourites_count"], with: 38, in: try tree(json))
        #expect(try Self.writeBoth(edited) == [encode(expected), encode(expected)])
        #expect(reblog.reblog?.favouritesCount == 37, "a copy shares no reblog with the original")
    }

    @Test("a notification type from a newer server shows as .unsupported and is written back as it came")
    func unknownNotificationType() throws {
        let json = try Self.example("FeedNotice", "type-from-a-newer-server")
        let notice = try Self.roundTrip(FeedNotice.self, json)
        for read in try Self.readBoth(FeedNotice.self, json) {
            #expect(read.type == .unsupported("severed_relationships"))
            #expect(read.typeRaw == "severed_relationships")
            #expect(!FeedNoticeType.isKnown("severed_relationships"))
        }
        let row: String =
            switch notice.type {
            case .unsupported(let raw): "a \(raw) notification this app cannot show yet"
            default: "a notification row"
            }
        #expect(row == "a severed_relationships notification this app cannot show yet")
        // Setting the view to what it shows writes nothing new; setting a known type writes it.
        var same = notice
        same.type = notice.type
        #expect(try Self.writeBoth(same) == [Self.canonical(json), Self.canonical(json)])
        var known = notice
        known.type = .mention
        for written in try Self.writeBoth(known) {
            #expect(try tree(written)["type"] == "mention")
            #expect(try tree(written)["event"]?["target_name"] == "spam.example")
        }
    }

    @Test("a flag the server left out is written back left out; setting it writes it")
    func absentFlags() throws {
        let json = try Self.example("Account", "moved")
        #expect(try tree(json)["group"] == nil, "the moved account's document leaves out group")
        let account = try Self.roundTrip(Account.self, json)
        for read in try Self.readBoth(Account.self, json) {
            #expect(read.group == false)
            for written in try Self.writeBoth(read) {
                #expect(try tree(written)["group"] == nil, "an absent default was written: \(written)")
            }
        }
        var grouped = account
        grouped.group = false
        var ungrouped = account
        ungrouped.group = true
        for written in try Self.writeBoth(grouped) {
            #expect(try tree(written)["group"] == false)
        }
        for written in try Self.writeBoth(ungrouped) {
            #expect(try tree(written)["group"] == true)
        }
        #expect(grouped != account, "a record that writes group is not the one that left it out")

        // The viewer's flags of a status another account reblogged stay absent in the chain.
        let status = try Self.roundTrip(FeedStatus.self, try Self.example("FeedStatus", "reblog-by-a-moved-account"))
        let original = try #require(status.reblog)
        #expect(original.favourited == false && original.bookmarked == false)
        #expect(try tree(encode(status))["reblog"]?["favourited"] == nil)
        #expect(try tree(Self.fastEncode(status))["reblog"]?["bookmarked"] == nil)
    }

    @Test("visibilities that are Swift keywords read and write as their values")
    func keywordVisibilities() throws {
        let json = try Self.example("FeedStatus", "quote-in-full")
        var status = try Self.roundTrip(FeedStatus.self, json)
        // The quoting status comes from a server with a visibility this version does not know: it
        // shows as the fallback, `private`, and is written back as it came (the round trip above).
        #expect(status.visibilityRaw == "local" && status.visibility == .private)
        let cases: [(FeedVisibility, String)] = [
            (.public, "public"), (.unlisted, "unlisted"), (.private, "private"), (.direct, "direct"),
        ]
        for (visibility, raw) in cases {
            status.visibility = visibility
            #expect(status.visibilityRaw == raw)
            for written in try Self.writeBoth(status) {
                #expect(try tree(written)["visibility"] == .string(raw))
                for read in try Self.readBoth(FeedStatus.self, written) {
                    #expect(read.visibility == visibility)
                }
            }
        }
        #expect(FeedVisibility(rawValue: "public") == .public && FeedVisibility.public.rawValue == "public")
        if case .full(let quote) = status.quote {
            #expect(quote.status?.visibility == .public)
        } else {
            Issue.record("the quote did not read in full")
        }
    }

    @Test("a quote selects its shape: in full, shallow, or kept whole when it fits neither")
    func quoteShapes() throws {
        let full = try Self.roundTrip(FeedStatus.self, try Self.example("FeedStatus", "quote-in-full"))
        guard case .full(let quote) = full.quote else {
            Issue.record("the quote in full read as \(String(describing: full.quote))")
            return
        }
        #expect(quote.state == .accepted)
        #expect(quote.status?.id == "113622830019284510" && quote.status?.quote == nil)

        // A quote of a quote: the quoted status's own quote is shallow, its status's ID alone.
        let nested = try Self.roundTrip(FeedStatus.self, try Self.example("FeedStatus", "quote-of-a-quote"))
        guard case .full(let outer) = nested.quote, case .shallow(let inner) = outer.status?.quote else {
            Issue.record("the quote of a quote read as \(String(describing: nested.quote))")
            return
        }
        #expect(outer.status?.account.acct == "carol")
        #expect(inner.state == .accepted && inner.statusID == "113622830019284510")

        // A quote waiting for approval: in full, its status an explicit null, written back as null.
        let pendingJSON = try Self.example("FeedStatus", "pending-quote")
        let pending = try Self.roundTrip(FeedStatus.self, pendingJSON)
        guard case .full(let waiting) = pending.quote else {
            Issue.record("the pending quote read as \(String(describing: pending.quote))")
            return
        }
        #expect(waiting.state == .pending && waiting.status == nil)
        for written in try Self.writeBoth(pending) {
            #expect(try tree(written)["quote"]?["quoted_status"] == .null)
        }

        // Shapes a newer server may send: a URI, an object with neither shape's keys, a shallow
        // quote whose ID is null (the shallow shape, which fails to decode). Each is kept whole, on
        // both codecs, and written back as it came.
        let shapes = [
            #""https://social.example/@alice/113622830019284510""#,
            #"{"quoted_status_uri":"https://social.example/@alice/113622830019284510"}"#,
            #"{"state":"revoked","quoted_status_id":null}"#,
        ]
        for shape in shapes {
            let json = try encode(Self.replacing(["quote"], with: try tree(shape), in: try tree(pendingJSON)))
            let status = try Self.roundTrip(FeedStatus.self, json)
            guard case .unknown(let kept) = status.quote else {
                Issue.record("\(shape) read as \(String(describing: status.quote))")
                continue
            }
            #expect(try kept.json == tree(shape))
        }
    }

    @Test("an expandable status reads as its ID or as the status, and keeps any other shape whole")
    func expandableStatus() throws {
        let byID = try Self.roundTrip(FeedNotice.self, try Self.example("FeedNotice", "favourite-with-status-id"))
        #expect(byID.status == .id("113622830019284510"))
        #expect(byID.type == .favourite)

        let expandedJSON = try Self.example("FeedNotice", "reblog")
        let expanded = try Self.roundTrip(FeedNotice.self, expandedJSON)
        guard case .status(let status) = expanded.status else {
            Issue.record("the expanded status read as \(String(describing: expanded.status))")
            return
        }
        #expect(status.id == "113622830019284510" && status.visibility == .public)
        #expect(expanded.type == .reblog && expanded.account.moved?.acct == "bob@other.example")

        // Replacing the expanded status with its ID writes the ID; nothing else changes.
        var collapsed = expanded
        collapsed.status = .id(status.id)
        let expected = Self.replacing(["status"], with: "113622830019284510", in: try tree(expandedJSON))
        #expect(try Self.writeBoth(collapsed) == [encode(expected), encode(expected)])

        // A number (a server that sends numeric IDs) fits no variant: kept whole.
        let numeric = Self.replacing(["status"], with: 113_622_830_019_284_510, in: try tree(expandedJSON))
        let kept = try Self.roundTrip(FeedNotice.self, encode(numeric))
        guard case .unknown(let shape) = kept.status else {
            Issue.record("a numeric ID read as \(String(describing: kept.status))")
            return
        }
        #expect(shape.json == 113_622_830_019_284_510 && shape.isFromTheFuture)
    }

    @Test("a timeline the app saved at version 1 migrates with every shape in it, on both codecs")
    func savedTimelineMigrates() throws {
        let reblog = try tree(Self.example("FeedStatus", "reblog-by-a-moved-account"))
        let quote = try tree(Self.example("FeedStatus", "quote-in-full"))
        let owner = try tree(Self.example("Account", "moved"))
        let saved: JSONValue = [
            "version": 1, "statuses": [reblog, quote], "read_up_to": "113622830019284510", "owner": owner,
            "compose_visibility": "private", "scroll_offset": 1280,
        ]
        let json = try encode(saved)
        for timeline in try Self.readBoth(Timeline.self, json) {
            #expect(timeline.lastReadID == "113622830019284510" && timeline.notices.isEmpty)
            #expect(timeline.statuses.count == 2 && timeline.composeVisibility == .private)
            #expect(timeline.statuses[0].reblog?.account.acct == "alice")
            #expect(timeline.statuses[0].account.moved?.acct == "bob@other.example")
            #expect(timeline.statuses[1].visibilityRaw == "local")
            #expect(timeline.owner?.group == false)
            // Written back as version 2: the read position under its new key, everything else as
            // it was, and the notifications (no version 1 had them) and the owner's group left out.
            var expected = Self.replacing(["version"], with: 2, in: saved)
            expected = Self.replacing(["last_read_id"], with: "113622830019284510", in: expected)
            guard case .object(var fields) = expected else { return }
            fields["read_up_to"] = nil
            let written = try encode(JSONValue.object(fields))
            #expect(try Self.writeBoth(timeline) == [written, written])
            // Saving a notification writes the list; a status edited in the chain writes that edit.
            var edited = timeline
            edited.statuses[0].reblog?.bookmarked = true
            edited.notices.append(
                try decode(FeedNotice.self, Self.example("FeedNotice", "type-from-a-newer-server")))
            for written in try Self.writeBoth(edited) {
                let tree = try tree(written)
                #expect(tree["notices"]?[0]?["type"] == "severed_relationships")
                #expect(tree["statuses"]?[0]?["reblog"]?["bookmarked"] == true)
                #expect(tree["statuses"]?[1]?["bookmarked"] == nil)
            }
        }
    }
}
