import FleetGen1
import Foundation

/// Decoding and re-encoding without an edit, per generation. (Each generation's `Card` is named
/// through its module, which is why this file imports only generation 1's.)
enum FleetRoundTrip {
    static func rewrite(_ data: Data, generation: Int) throws -> Data {
        switch generation {
        case 1: try FleetValues.encode(FleetValues.decode(Card.self, from: data))
        case 2: try Gen2Client.rewrite(data)
        default: try Gen3Client.rewrite(data)
        }
    }
}
