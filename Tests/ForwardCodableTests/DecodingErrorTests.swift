@_spi(ForwardCodableGenerated) import ForwardCodable
import Foundation
import Testing

/// RecordDecodingError: a decode failure names the record, the field, the coding path and what
/// was found, once, at the record where it happened.
@Suite("Record decoding errors")
struct DecodingErrorTests {
    static let recordPath: [any CodingKey] = [AnyCodingKey("hosts"), AnyCodingKey(intValue: 2)]

    static func context(_ keys: [any CodingKey], _ text: String) -> DecodingError.Context {
        DecodingError.Context(codingPath: keys, debugDescription: text)
    }

    @Test("a type mismatch names the record, the field, what was found and where")
    func typeMismatch() {
        let original = DecodingError.typeMismatch(
            Int.self,
            Self.context(Self.recordPath + [AnyCodingKey("port")], "Expected to decode Int but found a string instead.")
        )
        let described = RecordDecodingError.describe(original, record: "Host", decoderPath: Self.recordPath)
        guard case .typeMismatch(let type, let context)? = described as? DecodingError else {
            Issue.record("expected typeMismatch, got \(described)")
            return
        }
        #expect(ObjectIdentifier(type) == ObjectIdentifier(Int.self))
        #expect(
            context.debugDescription
                == "Host.port at hosts[2].port: Expected to decode Int but found a string instead.")
        #expect(DecodingFailure.render(context.codingPath) == "hosts[2].port")
        #expect(
            (context.underlyingError as? RecordDecodingError.Described)?.original.localizedDescription
                == original.localizedDescription)
    }

    @Test("a missing key and a null name the field")
    func missingAndNull() {
        let missing = DecodingError.keyNotFound(AnyCodingKey("name"), Self.context(Self.recordPath, "No value."))
        #expect(
            message(of: RecordDecodingError.describe(missing, record: "Host", decoderPath: Self.recordPath))
                == #"Host.name at hosts[2]: the required key "name" is missing."#)
        let null = DecodingError.valueNotFound(
            String.self, Self.context(Self.recordPath + [AnyCodingKey("name")], "Found null."))
        #expect(
            message(of: RecordDecodingError.describe(null, record: "Host", decoderPath: Self.recordPath))
                == "Host.name at hosts[2].name: found null where a value is required.")
    }

    @Test("an error at the record itself names the record only")
    func recordLevel() {
        let error = DecodingError.typeMismatch(
            [String: Any].self, Self.context([], "Expected a dictionary but found a number."))
        #expect(
            message(of: RecordDecodingError.describe(error, record: "Host", decoderPath: []))
                == "Host: Expected a dictionary but found a number.")
    }

    @Test("an inner record's description is kept by the records around it")
    func describedOnce() {
        let inner = RecordDecodingError.describe(
            DecodingError.dataCorrupted(
                Self.context(Self.recordPath + [AnyCodingKey("jump"), AnyCodingKey("port")], "Bad.")),
            record: "JumpHost",
            decoderPath: Self.recordPath + [AnyCodingKey("jump")]
        )
        let outer = RecordDecodingError.describe(inner, record: "Host", decoderPath: Self.recordPath)
        #expect(message(of: outer) == "JumpHost.port at hosts[2].jump.port: Bad.")
    }

    @Test("a schema version error passes through unchanged")
    func schemaVersionError() {
        let error = SchemaVersionError(record: "Note", reason: .missingStamp, supportedVersions: 1...2, codingPath: [])
        #expect(RecordDecodingError.describe(error, record: "Note", decoderPath: []) is SchemaVersionError)
    }

    @Test("an error that is not a DecodingError becomes dataCorrupted at the record")
    func foreignError() {
        struct Internal: Error, CustomStringConvertible {
            var description: String { "numberIsNotRepresentable(1e400)" }
        }
        let described = RecordDecodingError.describe(Internal(), record: "Host", decoderPath: Self.recordPath)
        guard case .dataCorrupted(let context)? = described as? DecodingError else {
            Issue.record("expected dataCorrupted, got \(described)")
            return
        }
        #expect(DecodingFailure.render(context.codingPath) == "hosts[2]")
        #expect(context.debugDescription.hasPrefix("Host at hosts[2]: "))
        #expect(context.debugDescription.contains("numberIsNotRepresentable(1e400)"))
        #expect(context.debugDescription.hasPrefix("Host at hosts[2]: "))
        #expect(RecordDecodingError.describe(described, record: "Fleet", decoderPath: []) as? DecodingError != nil)
        #expect(
            message(of: RecordDecodingError.describe(described, record: "Fleet", decoderPath: []))
                == context.debugDescription)
    }
}
