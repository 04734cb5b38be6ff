@_spi(ForwardCodableGenerated) import ForwardCodable
import Foundation
import Testing

/// An app's own `Codable` type, as a schema's external type: money with an exact amount.
struct Money: Codable, Hashable, Sendable {
    var amount: String
    var currency: String
    var paidAt: Date? = nil
    var receipt: URL? = nil
    var rates: [Decimal]? = nil
}

/// A type that only the fast path can code: its `Codable` conformance always throws.
struct FastOnly: Codable, Hashable, Sendable, FastJSONCodable {
    struct Refused: Error {}
    var cents: Int

    init(cents: Int) { self.cents = cents }
    init(from decoder: any Decoder) throws { throw Refused() }
    func encode(to encoder: any Encoder) throws { throw Refused() }
    init(fastJSON reader: inout JSONReader) throws { cents = try reader.decode(Int.self) }
    func write(fastJSON writer: inout JSONWriter) throws { try writer.encode(cents) }
}

/// `ExternalValue`: bridged through `JSONDecoder` and `JSONEncoder` on the fast path, or direct.
@Suite struct FormatsExternalValueTests {
    typealias Box = FormatBox<ExternalValue<Money>>

    static let money = Money(
        amount: "12.30", currency: "EUR/cent", paidAt: Date(timeIntervalSince1970: 1_796_292_000.5),
        receipt: URL(string: "https://example.com/r/1"),
        rates: [Decimal(string: "0.1")!, Decimal(string: "3.14159265358979323846264338327950288")!])

    @Test("the fast path writes the same bytes as JSONEncoder, with every layout and date strategy")
    func bridgedWriting() throws {
        let box = Box(ExternalValue(Self.money))
        let formattings: [JSONEncoder.OutputFormatting] = [
            .sortedKeys, [.sortedKeys, .prettyPrinted], [.sortedKeys, .withoutEscapingSlashes],
            [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes],
        ]
        for formatting in formattings {
            for strategy in [
                ForwardJSONEncoder.DateEncodingStrategy.deferredToDate, .secondsSince1970, .millisecondsSince1970,
                .iso8601,
            ] {
                #expect(
                    try WriterCheck.fast(box, formatting, date: strategy)
                        == WriterCheck.foundation(box, formatting, date: strategy), "\(formatting) \(strategy)")
            }
        }
        let list = FormatBox(ExternalValue([Self.money, Money(amount: "1", currency: "USD")]))
        #expect(
            try WriterCheck.fast(list, [.sortedKeys, .prettyPrinted])
                == WriterCheck.foundation(list, [.sortedKeys, .prettyPrinted]))
        // Unsorted, the same JSON.
        #expect(try WriterCheck.tree(WriterCheck.fast(box, [])) == WriterCheck.tree(WriterCheck.foundation(box, [])))
    }

    @Test("the fast path reads what JSONDecoder reads, with the reader's strategies")
    func bridgedReading() throws {
        for strategy in [ForwardJSONDecoder.DateDecodingStrategy.deferredToDate, .secondsSince1970, .iso8601] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            switch strategy {
            case .secondsSince1970: encoder.dateEncodingStrategy = .secondsSince1970
            case .iso8601: encoder.dateEncodingStrategy = .iso8601
            default: break
            }
            let data = try encoder.encode(FormatBox(ExternalValue([Self.money, Self.money])))
            var decoder = ForwardJSONDecoder()
            decoder.dateDecodingStrategy = strategy
            let fast = try decoder.decode(FormatBox<ExternalValue<[Money]>>.self, from: data)
            let foundation = JSONDecoder()
            foundation.dateDecodingStrategy =
                strategy == .iso8601 ? .iso8601 : strategy == .secondsSince1970 ? .secondsSince1970 : .deferredToDate
            #expect(fast == (try foundation.decode(FormatBox<ExternalValue<[Money]>>.self, from: data)))
            #expect(fast.stamp.value.count == 2)
        }
    }

    /// Reads the `userInfo` of its decoder.
    struct Tagged: Codable, Hashable {
        static let key = CodingUserInfoKey(rawValue: "tag")!
        var tag: String
        init(from decoder: any Decoder) throws {
            tag =
                (decoder.userInfo[Self.key] as? String ?? "none") + ":"
                + (try decoder.singleValueContainer().decode(String.self))
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode((encoder.userInfo[Self.key] as? String ?? "none") + ":" + tag)
        }
    }

    @Test("userInfo reaches the bridged decoder and encoder")
    func userInfo() throws {
        var decoder = ForwardJSONDecoder()
        decoder.userInfo = [Tagged.key: "in"]
        let read = try decoder.decode(ExternalValue<Tagged>.self, from: Data(#""x""#.utf8))
        #expect(read.value.tag == "in:x")
        var encoder = ForwardJSONEncoder()
        encoder.userInfo = [Tagged.key: "out"]
        #expect(String(decoding: try encoder.encode(read), as: UTF8.self) == #""out:in:x""#)
    }

    @Test("a type that adopts FastJSONCodable skips the bridge, also inside arrays")
    func fastTypesSkipTheBridge() throws {
        let json = FormatBox<ExternalValue<FastOnly>>.json("250")
        let read = try FormatCoding.fastDecode(FormatBox<ExternalValue<FastOnly>>.self, json)
        #expect(read.stamp.value.cents == 250)
        #expect(try FormatCoding.fastEncode(read) == json)
        #expect(throws: (any Error).self) {
            try FormatCoding.codableDecode(FormatBox<ExternalValue<FastOnly>>.self, json)
        }
        let list = FormatBox<ExternalValue<[FastOnly]>>.json("[1,2,3]")
        let readList = try FormatCoding.fastDecode(FormatBox<ExternalValue<[FastOnly]>>.self, list)
        #expect(readList.stamp.value.map(\.cents) == [1, 2, 3])
        #expect(try FormatCoding.fastEncode(readList) == list)
    }

    @Test("bridged errors are located at the value, with the decoder's kind, message and path")
    func bridgedErrors() throws {
        let missing = Box.json(#"{"amount":"1"}"#)
        let (error, located) = try #require(FormatCoding.fastError(Box.self, missing))
        if case .keyNotFound(let key, _) = error {
            #expect(key.stringValue == "currency")
        } else {
            Issue.record("\(error)")
        }
        #expect(located.kind == .keyNotFound)
        #expect(located.column == FormatCoding.column(of: #"{"amount""#, in: missing))
        #expect(located.message.contains("currency"))
        #expect(error.renderedPath == "stamp")
        let codable = try #require(FormatCoding.codableError(Box.self, missing))
        if case .keyNotFound(let key, _) = codable {
            #expect(key.stringValue == "currency")
        } else {
            Issue.record("\(codable)")
        }

        let list = FormatBox<ExternalValue<[Money]>>.json(
            #"[{"amount":"1","currency":"EUR"},{"amount":2,"currency":"EUR"}]"#)
        let (listError, listLocated) = try #require(
            FormatCoding.fastError(FormatBox<ExternalValue<[Money]>>.self, list))
        #expect(listError.isTypeMismatch)
        #expect(listError.renderedPath == "stamp[1].amount")
        #expect(listLocated.column == FormatCoding.column(of: "[{", in: list))
        let listCodable = try #require(FormatCoding.codableError(FormatBox<ExternalValue<[Money]>>.self, list))
        #expect(listCodable.renderedPath == "stamp[1].amount")
    }

    @Test("invalid JSON inside a bridged value is the reader's syntax error")
    func syntaxErrors() throws {
        let json = Box.json(#"{"amount":"1","currency":"EUR",}"#)
        let (error, located) = try #require(FormatCoding.fastError(Box.self, json))
        #expect(error.isDataCorrupted)
        #expect(located.kind == .syntax)
    }
}
