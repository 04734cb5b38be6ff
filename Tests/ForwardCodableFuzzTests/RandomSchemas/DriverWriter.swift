@testable import ForwardCodableGenerator

/// Writes the Swift that is compiled together with a batch of generated files: the migration
/// hooks of the random versioned records, and a `main.swift` that round-trips documents.
///
/// The driver reads `TypeName<TAB>json` lines, each document written with `.sortedKeys`. For each
/// document it checks, for the record type named: decode then encode gives the same JSON tree
/// and, with `.sortedKeys`, the same bytes as the document; decoding the output gives an equal value;
/// both codecs give the same decode report; and assigning every typed view
/// to itself (`value.tags = value.tags`) changes nothing on the wire but the keys of defaulted
/// fields the document left out, which a set writes (the value it holds, written again the same
/// when read back). Those keys stay absent until then: decode then encode keeps them out. It prints one `FAIL` line
/// per problem and a `RESULT<TAB>checked<TAB>failures` line, and exits 1 on any failure.
enum DriverWriter {
    /// Hook implementations that return a trivial value of the field's type.
    static func hooks(for schemas: [FuzzSchema]) -> String {
        var lines = ["import Foundation", "import ForwardCodable", ""]
        for record in schemas.flatMap(\.records) {
            guard let hooks = record.versioning?.hooks, !hooks.isEmpty else { continue }
            lines.append("extension \(record.name) {")
            for hook in hooks {
                guard let value = FuzzLiterals.trivialSwiftValue(for: hook.type) else {
                    preconditionFailure("hook for \(hook.type.schemaText) without a trivial value")
                }
                let strict = record.fields.first { $0.name == hook.field }?.isStrict ?? false
                lines.append(
                    "    static func \(hook.swiftName)(from old: V\(hook.fromVersion)) throws -> \(hook.type.apiText(strict: strict)) { \(value) }"
                )
            }
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The driver's `main.swift`.
    static func main(for schemas: [FuzzSchema]) -> String {
        var cases: [String] = []
        let enums = schemas.flatMap(\.enums)
        for record in schemas.flatMap(\.records) {
            // A deprecated field is not assigned: the driver compiles with `-warnings-as-errors`.
            let assigned = selfAssigned(record, enums: enums)
            let accesses = assigned.map { "$0.\(SwiftName.member($0.name))" }
            let body = accesses.isEmpty ? "_ = $0" : accesses.map { "\($0) = \($0)" }.joined(separator: "; ")
            cases.append(
                "        case \"\(record.name)\": check(\(record.name).self, data, line: line, name: name, "
                    + "defaulted: \(defaultedKeys(assigned))) { \(body) }")
        }
        return mainTemplate.replacingOccurrences(of: "        // CASES\n", with: cases.joined(separator: "\n") + "\n")
    }

    private static let mainTemplate = #"""
        import Foundation
        import ForwardCodable

        struct Driver {
            let decoder = JSONDecoder()
            let encoder: JSONEncoder = {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                return encoder
            }()
            let fastEncoder: ForwardJSONEncoder = {
                var encoder = ForwardJSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                return encoder
            }()
            var checked = 0
            var failures = 0

            mutating func run(path: Swift.String) throws {
                let text = try Swift.String(contentsOfFile: path, encoding: .utf8)
                for (index, entry) in text.split(separator: "\n").enumerated() {
                    let parts = entry.split(separator: "\t", maxSplits: 1)
                    try dispatch(Swift.String(parts[0]), Data(parts[1].utf8), line: index)
                }
                print("RESULT\t\(checked)\t\(failures)")
            }

            mutating func report(_ line: Swift.Int, _ name: Swift.String, _ problem: Swift.String, _ output: Data?) {
                failures += 1
                let flat = problem.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
                print("FAIL\t\(line)\t\(name)\t\(flat)\t\(output.map { Swift.String(decoding: $0, as: UTF8.self) } ?? "")")
            }

            mutating func check<R: Codable & Equatable & FastJSONCodable>(
                _ type: R.Type, _ data: Data, line: Swift.Int, name: Swift.String, defaulted: [Swift.String],
                assignViews: (inout R) -> Void
            ) {
                checked += 1
                do {
                    let original = try decoder.decode(JSONValue.self, from: data)
                    let value = try decoder.decode(R.self, from: data)
                    let encoded = try encoder.encode(value)
                    guard try decoder.decode(JSONValue.self, from: encoded) == original else {
                        return report(line, name, "decode then encode changed the JSON tree", encoded)
                    }
                    let expected = data
                    guard expected == encoded else {
                        let start = zip(expected, encoded).prefix { $0 == $1 }.count
                        let window = { (bytes: Data) in Swift.String(decoding: bytes.dropFirst(max(0, start - 40)).prefix(100), as: UTF8.self) }
                        return report(line, name, "decode then encode changed the sorted bytes: expected …\(window(expected))… got …\(window(encoded))…", encoded)
                    }
                    guard try decoder.decode(R.self, from: encoded) == value else {
                        return report(line, name, "decoding the output gave a different value", encoded)
                    }
                    // The fast path reads the same value and writes the same bytes.
                    guard try ForwardJSONDecoder().decode(R.self, from: data) == value else {
                        return report(line, name, "ForwardJSONDecoder read a different value than JSONDecoder", nil)
                    }
                    // Both codecs report the same events (the reason an element failed is worded
                    // by each codec, and left out).
                    let reports = try decodeReports(R.self, data)
                    guard reports.codable == reports.fast else {
                        return report(line, name, "the codecs' decode reports differ: \(reports.codable) against \(reports.fast)", nil)
                    }
                    let fastEncoded = try fastEncoder.encode(value)
                    guard fastEncoded == encoded else {
                        return report(line, name, "ForwardJSONEncoder wrote other bytes than JSONEncoder", fastEncoded)
                    }
                    var assigned = value
                    assignViews(&assigned)
                    let reassigned = try encoder.encode(assigned)
                    // Only the defaulted keys the document left out are added: a set writes them.
                    guard case .object(var members) = try decoder.decode(JSONValue.self, from: reassigned),
                        case .object(let read) = original
                    else {
                        return report(line, name, "the record is not written as an object", reassigned)
                    }
                    for key in defaulted where read[key] == nil {
                        guard members.removeValue(forKey: key) != nil else {
                            return report(line, name, "setting a defaulted field the document left out did not write it", reassigned)
                        }
                    }
                    guard JSONValue.object(members) == original else {
                        return report(line, name, "assigning the typed views to themselves changed the wire", reassigned)
                    }
                    // What a set wrote reads back and is written again the same (a `JSON` default
                    // such as `1.0` reads back as `1`: compared on the wire).
                    guard try encoder.encode(decoder.decode(R.self, from: reassigned)) == reassigned else {
                        return report(line, name, "a defaulted field set to itself wrote another value", reassigned)
                    }
                } catch {
                    report(line, name, "threw: \(error)", nil)
                }
            }

            func decodeReports<R: Decodable & FastJSONDecodable>(_ type: R.Type, _ data: Data) throws -> (codable: [Swift.String], fast: [Swift.String]) {
                let recorder = DecodeRecorder()
                let reporting = JSONDecoder()
                reporting.userInfo[.decodeReport] = recorder
                _ = try reporting.decode(R.self, from: data)
                let fastRecorder = DecodeRecorder()
                var fast = ForwardJSONDecoder()
                fast.report = fastRecorder
                _ = try fast.decode(R.self, from: data)
                let text = { (report: DecodeReport) in
                    report.events.map { "\($0.kind) \($0.codingPath) \($0.record) \($0.field ?? "-") \($0.value ?? "-")" }
                }
                return (text(recorder.take()), text(fastRecorder.take()))
            }

            mutating func dispatch(_ name: Swift.String, _ data: Data, line: Swift.Int) throws {
                switch name {
                // CASES
                default: report(line, name, "no such record type in the driver", nil)
                }
            }
        }

        var driver = Driver()
        try driver.run(path: CommandLine.arguments[1])
        exit(driver.failures == 0 ? 0 : 1)

        """#
}
