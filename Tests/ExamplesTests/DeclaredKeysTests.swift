@_spi(ForwardCodableGenerated) import ForwardCodable
import Foundation
import Testing

@testable import ForwardCodableExamples

/// A record's `CodingKeys._table`, the runtime's table of its wire keys, against `String`
/// equality over the names it lists (what a `String` raw value's `init(rawValue:)` answers), and
/// for hand-written keys against the compiler-synthesized `init(rawValue:)` itself, on every key
/// and on names one edit away from one: a key the table missed would be read into the bag and
/// written twice; a name it matched wrongly would be dropped from the bag.
@Suite("Declared keys")
struct DeclaredKeysTests {
    /// Names near `keys`: each key, each with one character dropped, doubled, replaced or
    /// uppercased, with a character added at either end, a prefix of each, canonically equivalent
    /// spellings (the Kelvin sign for `K`, decomposed accents), and the empty name.
    static func candidates(near keys: [String]) -> [String] {
        // An array, not a `Set<String>`: a set keeps one of two canonically equivalent names.
        var names: [String] = ["", "K", "\u{212A}", "é", "e\u{301}", "名", "名前\u{301}", "x", "\u{0}"]
        for key in keys {
            let characters = Array(key)
            names.append(key)
            names.append(key + "x")
            names.append("x" + key)
            names.append(key.uppercased())
            names.append(key.replacingOccurrences(of: "K", with: "\u{212A}"))
            names.append(key.decomposedStringWithCanonicalMapping)
            for index in characters.indices {
                var dropped = characters
                dropped.remove(at: index)
                names.append(String(dropped))
                var doubled = characters
                doubled.insert(characters[index], at: index)
                names.append(String(doubled))
                var replaced = characters
                replaced[index] = characters[index] == "a" ? "b" : "a"
                names.append(String(replaced))
                names.append(String(characters[...index]))
            }
        }
        return names
    }

    /// The candidates on which the table and `String` equality with one of its names disagree.
    static func disagreements<Keys: DeclaredKeys>(_ keys: Keys.Type) -> [String] {
        let names = Keys._table.names
        return candidates(near: names).filter { candidate in
            Keys.declares(candidate) != names.contains { $0 == candidate }
        }
    }

    /// The candidates on which the table and the synthesized `init(rawValue:)` disagree.
    static func rawValueDisagreements<Keys: DeclaredKeys & CaseIterable & RawRepresentable<String>>(
        _ keys: Keys.Type
    ) -> [String] {
        candidates(near: Keys.allCases.map(\.rawValue)).filter {
            Keys.declares($0) != (Keys(rawValue: $0) != nil)
        }
    }

    @Test("the table matches exactly the names it lists, as String equality matches them")
    func tableMatchesItsNames() {
        #expect(Self.disagreements(Host.CodingKeys.self) == [])
        #expect(Self.disagreements(JumpHost.CodingKeys.self) == [])
        #expect(Self.disagreements(Note.CodingKeys.self) == [])
        #expect(Self.disagreements(Collisions.CodingKeys.self) == [])
        #expect(Self.disagreements(Measure.CodingKeys.self) == [])
        #expect(Self.disagreements(Presence.CodingKeys.self) == [])
        #expect(Host.CodingKeys.declares("display_name") && !Host.CodingKeys.declares("displayName"))
        #expect(Collisions.CodingKeys.declares("名前") && Collisions.CodingKeys.declares("class"))
    }

    /// Keys a byte match alone would get wrong: canonically equivalent spellings.
    private enum Equivalents: String, CaseIterable, DeclaredKeys {
        case kelvin = "K"
        case accented = "é"
        case empty = ""
        static let _table = DeclaredKeyTable<Self>()
    }

    /// ASCII names only, so that a key's bytes are looked up first, and one is the Kelvin sign's
    /// equivalent.
    private enum ASCIINames: String, CaseIterable, DeclaredKeys {
        case kind = "Kind"
        case upper = "K"
        static let _table = DeclaredKeyTable<Self>()
    }

    @Test("canonically equivalent names are declared, as String equality has them")
    func canonicalEquivalence() {
        #expect(Self.rawValueDisagreements(Equivalents.self) == [])
        #expect(Self.rawValueDisagreements(ASCIINames.self) == [])
        #expect(Self.disagreements(Equivalents.self) == [])
        #expect(ASCIINames.declares("\u{212A}ind"))
        #expect(Equivalents.declares("\u{212A}"))
        #expect(Equivalents.declares("e\u{301}"))
        #expect(Equivalents.declares(""))
        #expect(!Equivalents.declares("k"))
    }

    @Test("a key is declared or carries its name as unknown")
    func recordKey() {
        #expect(RecordKey<Host.CodingKeys>(stringValue: "display_name").unknownName == nil)
        #expect(RecordKey<Host.CodingKeys>(stringValue: "displayName").unknownName == "displayName")
        #expect(RecordKey<Host.CodingKeys>.declared(.displayName).stringValue == "display_name")
    }
}
