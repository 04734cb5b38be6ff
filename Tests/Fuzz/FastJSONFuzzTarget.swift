// A libFuzzer target for the JSON fast path: any bytes are decoded as each of a dozen types,
// once with `JSONDecoder` + the generated `init(from:)` and once with `ForwardJSONDecoder`. The
// verdicts must agree (both fail, or both give `==` values) except where one of the documented
// differences (FastPath.md, "Differences from JSONDecoder") explains the mismatch, decided by
// the precise predicates of FastJSONFuzzDifferences.swift. A value both paths read is written
// with `ForwardJSONEncoder` and `JSONEncoder` (`.sortedKeys`, compact and pretty): the bytes
// must be the same, and the fast path must read its own output back and write the same bytes.
// Compiled with the runtime and the example models by `run-libfuzzer.sh fastjson`; not part of
// the package build.

import ForwardCodable
import Foundation

/// libFuzzer's entry point: one input per call; returns 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFastJSON(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = FuzzInput(Data(bytes: bytes, count: count))
    input.compare(JSONValue.self)
    input.compare([Host].self)
    input.compare(Page.self)
    input.compare(Document.self)
    input.compare(Event.self)
    input.compare(Fleet.self)
    input.compare(Presence.self)
    input.compare(Reading.self)
    input.compare(Collisions.self)
    input.compare(Measure.self)
    input.compare(Ledger.self)
    input.compare(Ticket.self)
    input.compare(Workspace.self)
    input.compare(Notebook.self)
    return 0
}

/// One fuzz input and what the predicates know about it.
struct FuzzInput {
    let data: Data
    /// Whether the fast reader's own `JSONReader.validate` accepts the input as RFC 8259 JSON.
    let isStrictJSON: Bool
    /// Whether the input holds a number that `JSONDecoder` loses and the fast path keeps.
    let losesNumbers: Bool

    init(_ data: Data) {
        self.data = data
        isStrictJSON = (try? JSONReader.validate(data)) != nil
        losesNumbers = isStrictJSON && FuzzNumbers.foundationLosesANumber(in: data)
    }

    /// Decodes the input as `T` both ways and checks the verdicts, values and encodings.
    func compare<T: Codable & FastJSONCodable & Equatable>(_ type: T.Type) {
        let foundation = Result { try JSONDecoder().decode(T.self, from: data) }
        let fast = Result { try ForwardJSONDecoder().decode(T.self, from: data) }
        switch (foundation, fast) {
        case (.failure, .failure):
            return
        case (.success(let expected), .failure(let error)):
            // FastPath.md: trailing commas, invalid text in values never decoded, UTF-16/32.
            if isStrictJSON { fail(T.self, "JSONDecoder gives \(expected), the fast path fails: \(error)") }
        case (.failure(let error), .success(let value)):
            if !isStrictJSON { fail(T.self, "validate refuses the input, the fast path reads \(value)") }
            // FastPath.md: numbers JSONDecoder fails on (zero with exponent, beyond Double's range).
            if !losesNumbers { fail(T.self, "JSONDecoder fails (\(error)), the fast path gives \(value)") }
            checkRoundTrip(value)
        case (.success(let expected), .success(let value)):
            if !isStrictJSON { fail(T.self, "validate refuses the input, the fast path reads \(value)") }
            if expected == value {
                checkEncodings(expected, value)
            } else {
                // FastPath.md: numbers JSONDecoder rounds or keeps as an unreadable element.
                if !losesNumbers { fail(T.self, "JSONDecoder gives \(expected), the fast path \(value)") }
                checkRoundTrip(value)
            }
        }
    }

    /// Both paths read equal values: both encoders must write the same bytes, and the fast path
    /// must read its output back and write it again unchanged.
    func checkEncodings<T: Codable & FastJSONCodable & Equatable>(_ expected: T, _ value: T) {
        for formatting in [JSONEncoder.OutputFormatting.sortedKeys, [.sortedKeys, .prettyPrinted]] {
            let foundationEncoder = JSONEncoder()
            foundationEncoder.outputFormatting = formatting
            var fastEncoder = ForwardJSONEncoder()
            fastEncoder.outputFormatting = formatting
            let foundationBytes = Result { try foundationEncoder.encode(expected) }
            let fastBytes = Result { try fastEncoder.encode(value) }
            switch (foundationBytes, fastBytes) {
            case (.success(let a), .success(let b)) where a == b:
                continue
            case (.success(let a), .success(let b)):
                fail(T.self, "JSONEncoder writes\n\(show(a))\nthe fast encoder writes\n\(show(b))")
            case (.failure, .failure):
                continue
            case (.success(let a), .failure(let error)):
                fail(T.self, "JSONEncoder writes \(show(a)), the fast encoder fails: \(error)")
            case (.failure(let error), .success(let b)):
                fail(T.self, "JSONEncoder fails (\(error)), the fast encoder writes \(show(b))")
            }
        }
        checkRoundTrip(value)
    }

    /// What the fast path reads it writes, reads back, and writes again as the same bytes. (Not
    /// the same value: an element kept as unreadable, such as `"\ud800"` in a resilient array, is
    /// written as `null` on both paths, and reads back as a verbatim `null`.)
    func checkRoundTrip<T: Codable & FastJSONCodable & Equatable>(_ value: T) {
        var encoder = ForwardJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        do {
            let bytes = try encoder.encode(value)
            let again = try ForwardJSONDecoder().decode(T.self, from: bytes)
            let rewritten = try encoder.encode(again)
            if rewritten != bytes { fail(T.self, "wrote \(show(bytes)), then \(show(rewritten))") }
        } catch {
            fail(T.self, "the fast path reads \(value) but cannot write it and read it back: \(error)")
        }
    }

    func fail(_ type: Any, _ message: String) -> Never {
        fatalError("\(type): \(message)\ninput (\(data.count) bytes): \(show(data))")
    }
}

/// The bytes as text when they are UTF-8, and as hex otherwise.
func show(_ data: Data) -> String {
    if let text = String(data: data, encoding: .utf8) { return text.debugDescription }
    return data.map { String(format: "%02x", $0) }.joined(separator: " ")
}
