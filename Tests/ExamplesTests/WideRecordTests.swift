import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// `SurveyResponse` (Schemas/WideRecords.fcschema) declares 70 keys: the absent defaults of its
/// last ones, past the 64th, are kept too, and a `null` there is told from an absent key, on both
/// codecs.
@Suite struct WideRecordTests {
    static func both(_ json: String, edit: (inout SurveyResponse) -> Void = { _ in }) throws -> [String] {
        let data = Data(json.utf8)
        var codable = try JSONDecoder().decode(SurveyResponse.self, from: data)
        var fast = try ForwardJSONDecoder().decode(SurveyResponse.self, from: data)
        edit(&codable)
        edit(&fast)
        var encoder = ForwardJSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return [try encode(codable), String(decoding: try encoder.encode(fast), as: UTF8.self)]
    }

    @Test func absentKeysPastThe64thStayAbsent() throws {
        let json = #"{"q1":3,"q66":9,"respondent":"r-1"}"#
        #expect(try Self.both(json) == [json, json])
    }

    @Test func aNullPastThe64thIsWrittenAsTheDefault() throws {
        let expected = #"{"comment":"","q66":0,"respondent":"r-1"}"#
        #expect(try Self.both(#"{"comment":null,"q66":null,"respondent":"r-1"}"#) == [expected, expected])
    }

    @Test func settingAFieldPastThe64thWritesIt() throws {
        let expected = #"{"contact":false,"respondent":"r-1","topics":[]}"#
        let written = try Self.both(#"{"respondent":"r-1"}"#) {
            $0.contact = false
            $0.topics.append("pricing")
            $0.topics.removeAll()
        }
        #expect(written == [expected, expected])
    }
}
