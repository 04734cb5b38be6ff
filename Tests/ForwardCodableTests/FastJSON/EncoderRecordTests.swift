@_spi(ForwardCodableGenerated) import ForwardCodable
import Foundation
import Testing

/// `OptionalsRecord` on the fast path, written as generated code writes it: its one field-writing
/// body on the JSON writer.
extension OptionalsRecord: FastJSONEncodable {
    func write(fastJSON writer: inout JSONWriter) throws {
        try writer.writeRecord { try writeFields(to: &$0) }
    }
}

private enum Hue: String, ForwardEnum {
    case red, green
    static var fallback: Hue { .red }
    init(wire: String) { self = Hue(rawValue: wire) ?? .fallback }
}

/// Records, resilient elements, typed views and the encoder's options: the same output as
/// `JSONEncoder` with the Codable conformances.
@Suite struct EncoderRecordTests {
    static let documents = [
        #"{}"#,
        #"{"note":"n","count":3,"flag":true,"ratio":0.5,"tags":["a","b/"],"extra":{"x":[1,null]}}"#,
        #"{"note":null,"count":null,"flag":null,"ratio":null,"tags":null,"extra":null}"#,
        #"{"note":"n","zeta":{"deep":[1,2.5,"s"]},"alpha":null,"Note":1,"\u00e9":"\n","10":1,"9":2}"#,
        #"{"extra":[],"unknown":18446744073709551615,"big":0.10000000000000001}"#,
    ]

    @Test("records: explicit nulls, absent fields, unknown fields: same output as JSONEncoder")
    func recordsMatch() throws {
        var failures: [String] = []
        for document in Self.documents {
            var record = try JSONDecoder().decode(OptionalsRecord.self, from: Data(document.utf8))
            failures += WriterCheck.mismatches(record)
            failures += WriterCheck.mismatches([record, record])
            // Bag entries under declared keys are skipped on both paths; the declared field wins.
            record.unknownFields["note"] = "from the bag"
            record.unknownFields["count"] = nil
            record.unknownFields["extra"] = [1, 2]
            failures += WriterCheck.mismatches(record)
            failures += WriterCheck.mismatches(["r": record])
        }
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }

    @Test func unknownFieldsSkipDeclaredKeys() throws {
        var record = try JSONDecoder().decode(OptionalsRecord.self, from: Data(#"{"count":1,"x":2}"#.utf8))
        record.unknownFields["count"] = 9
        let text = String(decoding: try WriterCheck.fast(record, .sortedKeys), as: UTF8.self)
        #expect(text == #"{"count":1,"x":2}"#)
    }

    @Test("resilient elements: decoded values, kept elements verbatim, unreadable ones as null")
    func resilientMatches() throws {
        let data = Data(#"[{"note":1},5,{"count":"x"},[1e400],{"count":2,"u":[true]}]"#.utf8)
        let elements = try JSONDecoder().decode([Resilient<[String: Int]>].self, from: data)
        #expect(elements.failures().map(\.index) == [1, 2, 3, 4])
        #expect(WriterCheck.mismatches(elements).isEmpty)
        let text = String(decoding: try WriterCheck.fast(elements, .sortedKeys), as: UTF8.self)
        #expect(text == #"[{"note":1},5,{"count":"x"},null,{"count":2,"u":[true]}]"#)
    }

    @Test("typed views write their wire form, unknown values included")
    func wireViewsMatch() throws {
        let array = try JSONDecoder().decode(WireArray<Hue>.self, from: Data(#"["red","violet","green"]"#.utf8))
        let dictionary = try JSONDecoder().decode(
            WireDictionary<WireArray<Hue>>.self, from: Data(#"{"a":["uv"],"b":[],"c":["red"]}"#.utf8))
        var failures = WriterCheck.mismatches(array)
        failures += WriterCheck.mismatches(dictionary)
        #expect(failures.isEmpty, "\(failures)")
        #expect(String(decoding: try WriterCheck.fast(array), as: UTF8.self) == #"["red","violet","green"]"#)
    }

    @Test("optionals: nil is null at the top level and inside arrays")
    func optionalsMatch() {
        var failures = WriterCheck.mismatches(Int?.none)
        failures += WriterCheck.mismatches([Int?.none, 1])
        failures += WriterCheck.mismatches(["a": String?.none])
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("the encoder passes its options and user info to conformances")
    func optionsReachConformances() throws {
        var encoder = ForwardJSONEncoder()
        let key = CodingUserInfoKey(rawValue: "writer.test")!
        encoder.userInfo[key] = "hello"
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .prettyPrinted
        let data = try encoder.encode(UserInfoProbe(key: key))
        #expect(String(decoding: data, as: UTF8.self) == "[\n  \"hello\",\n  \"1970-01-01T00:00:00Z\"\n]")
    }
}

/// Writes the user info it finds and a date.
private struct UserInfoProbe: FastJSONEncodable {
    let key: CodingUserInfoKey

    func write(fastJSON writer: inout JSONWriter) throws {
        writer.beginArray()
        try writer.encode(writer.userInfo[key] as? String ?? "missing")
        try writer.encode(Date(timeIntervalSince1970: 0))
        writer.endArray()
    }
}
