import FleetGen1
import FleetGen2
import FleetGen3
import ForwardCodable
import Foundation
import Testing

/// The decode report on the mixed-version fleet: every document the fleet's writers produce, read
/// by every generation with both codecs, stamped as written and as older and newer versions,
/// reports exactly the events the oracle computes from the document and that generation's schema;
/// and the counts of a generation-3 reader match what the newer app (generation 4) sent.
@Suite("Decode report: the fleet")
struct ReportFleetTests {
    typealias Event = ReportOracle.Event

    /// The events of decoding `data` as `type`, by `JSONDecoder` and by `ForwardJSONDecoder`;
    /// `nil` for a codec that threw.
    static func reports<T: Decodable & FastJSONDecodable>(_ type: T.Type, _ data: Data) -> (
        codable: [Event]?, fast: [Event]?
    ) {
        let recorder = DecodeRecorder()
        let decoder = JSONDecoder()
        decoder.userInfo[.decodeReport] = recorder
        let codable = (try? decoder.decode(T.self, from: data)).map { _ in recorder.take().events.map(Event.init) }
        var fastDecoder = ForwardJSONDecoder()
        let fastRecorder = DecodeRecorder()
        fastDecoder.report = fastRecorder
        let fast = (try? fastDecoder.decode(T.self, from: data)).map { _ in fastRecorder.take().events.map(Event.init) }
        return (codable?.sorted(), fast?.sorted())
    }

    /// `document` with the stamp `version`.
    static func stamped(_ document: JSONValue, _ version: Int) throws -> Data {
        guard case .object(var members) = document else { return try JSONEncoder().encode(document) }
        members["schema"] = .int(Int64(version))
        return try JSONEncoder().encode(JSONValue.object(members))
    }

    /// The enum values the newer app wrote that a generation-3 reader meets: tags, labels, phone
    /// labels, e-mail kinds and the address's country that start with `gen4-` (the seed holds some
    /// too, as generation 3 kept them), counted on the wire.
    static func newerEnumValues(in document: JSONValue) -> Int {
        func isNewer(_ value: JSONValue?) -> Bool { value?.stringValue?.hasPrefix("gen4-") == true }
        let tags = (document["tags"]?.arrayValue ?? []).filter(isNewer).count
        let labels = (document["labels"]?.objectValue ?? [:]).values.filter(isNewer).count
        let phones = (document["phones"]?.arrayValue ?? []).filter { isNewer($0["label"]) }.count
        let emails = (document["emails"]?.arrayValue ?? []).filter { isNewer($0["kind"]) }.count
        let country = isNewer(document["address"]?["country"]) ? 1 : 0
        return tags + labels + phones + emails + country
    }

    @Test("every generation, both codecs, equal to the oracle; generation 4's documents counted as newer")
    func fleetReports() throws {
        let oracles = try (1...3).map { try ReportOracle(schemaAt: "Tests/Fleet/Gen\($0)/Cards.fcschema") }
        var written: [(data: Data, generation: Int)] = []
        _ = try FleetSimulation.run(seed: 28, steps: 400, generations: [1, 2, 3], staleReads: false) {
            written.append(($0, $1))
        }
        var compared = 0
        var kinds: Set<DecodeEvent.Kind> = []
        var newer = DecodeReportSummary()
        var newerSent = (documents: 0, enumValues: 0)
        for (data, writer) in written {
            let document = try JSONDecoder().decode(JSONValue.self, from: data)
            // As written, and stamped as each older version and as the newer app's version 4.
            var variants = [data] + (try (1...2).map { try Self.stamped(document, $0) })
            if writer == 4 { variants.append(try Self.stamped(document, 4)) }
            for variant in variants {
                let json = try JSONDecoder().decode(JSONValue.self, from: variant)
                let results = [
                    Self.reports(FleetGen1.Card.self, variant), Self.reports(FleetGen2.Card.self, variant),
                    Self.reports(FleetGen3.Card.self, variant),
                ]
                for (generation, result) in results.enumerated() {
                    #expect(result.codable == result.fast, "generation \(generation + 1), codecs differ on \(json)")
                    guard let events = result.codable else { continue }
                    let expected = oracles[generation].events(json, as: "Card")
                    #expect(events == expected, "generation \(generation + 1) read \(json)")
                    compared += 1
                    kinds.formUnion(events.map(\.kind))
                }
            }
            guard writer == 4 else { continue }
            let recorder = DecodeRecorder()
            var decoder = ForwardJSONDecoder()
            decoder.report = recorder
            _ = try decoder.decode(FleetGen3.Card.self, from: variants.last!)
            newer.add(recorder.take())
            newerSent.documents += 1
            newerSent.enumValues += Self.newerEnumValues(in: document)
        }
        #expect(compared > 1_000)
        #expect(
            kinds == Set(DecodeEvent.Kind.allCases),
            "kinds never met: \(Set(DecodeEvent.Kind.allCases).subtracting(kinds))")
        #expect(newerSent.documents > 5)
        #expect(newer.total(.newerDocument) == newerSent.documents)
        #expect(newer.count(.newerDocument, record: "Card", value: "4") == newerSent.documents)
        #expect(newer.total(.unknownEnumValue) == newerSent.enumValues)
        #expect(newerSent.enumValues > 0)
    }
}
