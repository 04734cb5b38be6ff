import ForwardCodable
import Foundation
import Testing

@testable import BenchmarkSupport

/// The untagged-unions data set: the generated types read it as the baseline does, with both
/// codecs, each union as the variant its shape selects, and write it back exactly.
@Suite("Untagged unions data set")
struct UntaggedDataSetTests {
    static let dataSet = DataSet(.untagged, count: 400)

    @Test func everyValueSelectsItsVariantAndRoundTrips() throws {
        let data = Self.dataSet.bytes
        let generated = try JSONDecoder().decode([Charge].self, from: data)
        let fast = try ForwardJSONDecoder().decode([Charge].self, from: data)
        #expect(fast == generated)
        let baseline = try JSONDecoder().decode([Synthesized.Charge].self, from: data)
        var objects = 0
        for (charge, plain) in zip(generated, baseline) {
            switch (charge.customer, plain.customer) {
            case (.id(let a), .id(let b)): #expect(a == b)
            case (.customer(let a), .customer(let b)):
                objects += 1
                #expect(a.id == b.id && a.email == b.email && a.name == b.name && a.balance == b.balance)
            default: Issue.record("\(charge.customer) read as \(plain.customer)")
            }
            switch (charge.amount, plain.amount) {
            case (.cents(let a), .cents(let b)): #expect(a == b)
            case (.units(let a), .units(let b)): #expect(a == b)
            default: Issue.record("\(charge.amount) read as \(plain.amount)")
            }
        }
        #expect(objects == Self.dataSet.statistics.untaggedObjects)
        let tree = try JSONDecoder().decode(JSONValue.self, from: data)
        #expect(try JSONDecoder().decode(JSONValue.self, from: try JSONEncoder().encode(generated)) == tree)
        #expect(try JSONDecoder().decode(JSONValue.self, from: try ForwardJSONEncoder().encode(fast)) == tree)
    }
}
