import ForwardCodable
import Foundation
import Testing

/// The two paths for one type: `JSONDecoder` + `init(from:)`, and `ForwardJSONDecoder`.
struct FastJSONPaths {
    var date: ForwardJSONDecoder.DateDecodingStrategy = .deferredToDate
    var data: ForwardJSONDecoder.DataDecodingStrategy = .base64
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    func foundation<T: Decodable>(_ type: T.Type, _ bytes: [UInt8]) -> Result<T, any Error> {
        let decoder = JSONDecoder()
        decoder.userInfo = userInfo
        switch date {
        case .deferredToDate: decoder.dateDecodingStrategy = .deferredToDate
        case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
        case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
        case .iso8601: decoder.dateDecodingStrategy = .iso8601
        }
        decoder.dataDecodingStrategy = data == .base64 ? .base64 : .deferredToData
        return Result { try decoder.decode(type, from: Data(bytes)) }
    }

    func fast<T: FastJSONDecodable>(_ type: T.Type, _ bytes: [UInt8]) -> Result<T, any Error> {
        var decoder = ForwardJSONDecoder()
        decoder.dateDecodingStrategy = date
        decoder.dataDecodingStrategy = data
        decoder.userInfo = userInfo
        return Result { try decoder.decode(type, from: Data(bytes)) }
    }

    /// Records an issue unless both paths give equal values or both fail. `fastMayAccept` names
    /// the inputs where the fast path may succeed although `JSONDecoder` fails.
    func expectAgreement<T: Decodable & FastJSONDecodable & Equatable>(
        _ type: T.Type, _ text: String, fastMayAccept: (String) -> Bool = { _ in false },
        fastMayDiffer: (String) -> Bool = { _ in false }, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectAgreement(
            type, Array(text.utf8), label: text, fastMayAccept: fastMayAccept, fastMayDiffer: fastMayDiffer,
            sourceLocation: sourceLocation)
    }

    func expectAgreement<T: Decodable & FastJSONDecodable & Equatable>(
        _ type: T.Type, _ bytes: [UInt8], label: String, fastMayAccept: (String) -> Bool = { _ in false },
        fastMayDiffer: (String) -> Bool = { _ in false }, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let expected = foundation(type, bytes)
        let actual = fast(type, bytes)
        switch (expected, actual) {
        case (.success(let a), .success(let b)):
            #expect(
                a == b || fastMayDiffer(label), "\(T.self) \(label): JSONDecoder \(a), fast \(b)",
                sourceLocation: sourceLocation)
        case (.failure, .failure):
            break
        case (.failure(let error), .success(let value)):
            if !fastMayAccept(label) {
                Issue.record(
                    "\(T.self) \(label): JSONDecoder fails (\(error)), fast gives \(value)",
                    sourceLocation: sourceLocation)
            }
        case (.success(let value), .failure(let error)):
            Issue.record(
                "\(T.self) \(label): JSONDecoder gives \(value), fast fails (\(error))", sourceLocation: sourceLocation)
        }
    }
}

/// The `ForwardJSONError` under a fast-path `DecodingError`.
func fastError(_ error: any Error) -> ForwardJSONError? {
    switch error as? DecodingError {
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .keyNotFound(_, let context)?,
        .dataCorrupted(let context)?:
        context.underlyingError as? ForwardJSONError
    default:
        nil
    }
}

/// A zero written with an exponent: the fast path reads it as a Double or Float, JSONDecoder does not.
func isZeroWithExponent(_ text: String) -> Bool {
    let mantissa = text.prefix { $0 != "e" && $0 != "E" }
    return mantissa.count < text.count && mantissa.allSatisfy { $0 == "0" || $0 == "-" || $0 == "." }
        && mantissa.contains("0")
}

/// An enum-like wire element for the typed views: every string is shown; "bad" is hidden.
struct Shade: WireElement, Hashable {
    typealias Wire = String
    var name: String
    static func _view(of wire: String) -> Shade? { wire == "bad" ? nil : Shade(name: wire) }
    static func _wire(of value: Shade) -> String { value.name }
}
