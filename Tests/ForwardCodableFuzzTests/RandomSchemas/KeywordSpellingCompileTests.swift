import Foundation
import Testing

@testable import ForwardCodableGenerator

/// The table of `KeywordPositionTableTests`, checked against the compiler: for every keyword of
/// Swift 6.3, Swift source that uses it in every position generated code has (a stored property,
/// a memberwise initializer's parameter, a `CodingKeys` case and its key table, a reading body's
/// local, `switch` patterns, a raw-value enum and its fallback, a case after its enum's name, an
/// indirect enum's payload case, a call's labels, a closure's member access), spelled by
/// ``SwiftName``, compiles without a warning and keeps the keyword as the raw value.
@Suite("Keyword spellings compile")
struct KeywordSpellingCompileTests {
    /// The uses of `word`, in types and functions numbered `index`.
    static func uses(of word: String, _ index: Int) -> String {
        let identifier = SwiftName.identifier(word)
        let local = SwiftName.local(word)
        let member = SwiftName.member(word)
        let parameter = SwiftName.parameter(word)
        let declared = parameter.label == parameter.local ? parameter.local : "\(parameter.label) \(parameter.local)"
        let label = SwiftName.label(word)
        let selfType = SwiftName.selfType("R\(index)", members: [word])
        let keyCase = SwiftName.member(word, of: "R\(index).CodingKeys", asArgument: true)
        let enumCase = SwiftName.member(word, of: "E\(index)")
        return """
            struct R\(index) {
                var \(identifier): Int
                var other: Int
                static let k = 1
                init(\(declared): Int = 0, other: Int) {
                    self.\(member) = \(parameter.reference)
                    self.other = other + \(selfType).k
                }
                enum CodingKeys {
                    case \(identifier)
                    case other
                    static let _table = Table<Self>(["\(word)"])
                }
                init(key: CodingKeys, fields: Fields<CodingKeys>) throws {
                    var \(local): Int?
                    var other: Int?
                    switch key {
                    case .\(member): \(local) = 1
                    case .other: other = 2
                    }
                    self.\(member) = \(local) ?? 0
                    self.other = try fields.required(other, .other)
                    _ = try fields.required(\(local), .\(member))
                    insert(\(keyCase))
                }
            }
            enum E\(index): String {
                case \(identifier)
                case other = "x"
                static var fallback: E\(index) { .\(member) }
                static let maybe: E\(index)? = \(SwiftName.caseValue(word, of: "E\(index)", optional: true))
            }
            indirect enum U\(index) {
                case \(identifier)(R\(index))
                case other(otherFields: [String: Int] = [:])
                init(r: R\(index)) { self = .\(member)(r) }
                var payload: R\(index)? {
                    switch self {
                    case .\(member)(let payload): payload
                    case .other: nil
                    }
                }
            }
            func use\(index)() -> Bool {
                var r = R\(index)(\(label): 1, other: 2)
                r.\(member) = 3
                edit(&r) { $0.\(member) = 4 }
                return \(enumCase).rawValue == "\(word)" && E\(index)(rawValue: "\(word)") == \(enumCase)
                    && U\(index)(r: r).payload?.\(member) == 4
            }

            """
    }

    @Test("every keyword in every position compiles, warnings as errors")
    func everyKeywordCompiles() throws {
        var source = """
            struct Table<Key> { init(_ names: [String]) {} }
            struct Fields<Key> { func required(_ value: Int?, _ key: Key) throws -> Int { value ?? 0 } }
            func insert<Key>(_ key: Key) {}
            func edit<Value>(_ value: inout Value, _ change: (inout Value) -> Void) { change(&value) }

            """
        for (index, word) in SwiftName.keywords.enumerated() { source += Self.uses(of: word, index) }
        source += "let all = [\(SwiftName.keywords.indices.map { "use\($0)()" }.joined(separator: ", "))]\n"
        source += "print(all.allSatisfy { $0 } ? \"every raw value is its keyword\" : \"a raw value differs\")\n"

        let toolchain = try SwiftToolchain.locate()
        let work = FileManager.default.temporaryDirectory
            .appendingPathComponent("forward-codable-keywords-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("main.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let binary = work.appendingPathComponent("keywords")
        let outcome = try toolchain.run(
            ["-swift-version", "6", "-warnings-as-errors", "-Onone", "-o", binary.path, file.path], in: work)
        try #require(outcome.status == 0, "\(outcome.output)")
        let run = try SwiftToolchain.run(binary, [], in: work)
        #expect(run.output == "every raw value is its keyword\n")
    }
}
