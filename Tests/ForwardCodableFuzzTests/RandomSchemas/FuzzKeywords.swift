import SeededRandom

@testable import ForwardCodableGenerator

/// Swift keywords as the names of random schemas' fields, cases and variants (issue 35): the
/// builder draws one instead of a vocabulary word now and then, so generated code that writes a
/// keyword without the backticks it needs (or with them where they change the meaning) fails to
/// compile or to round-trip in some batch.
enum FuzzKeywords {
    /// How often a field, case or variant name is a keyword.
    static let chance = 0.25

    /// Field names: every keyword but the capitalized `Any`, `Self`, `Type` and `Protocol`, whose
    /// hooks (`migrateType`) would share a name with those of the vocabulary's `any`, `self`,
    /// `type` and `protocol` (FC720); `Schemas/Keywords.fcschema` has them.
    static let fieldNames = SwiftName.keywords.filter { !["Any", "Self", "Type", "Protocol"].contains($0) }

    /// Case and variant names: every keyword.
    static let caseNames = SwiftName.keywords
}

extension SeededGenerator {
    /// A field name: a keyword now and then, else a word of `pool`.
    mutating func fieldName(from pool: [String]) -> String {
        chance(FuzzKeywords.chance) ? pick(FuzzKeywords.fieldNames) : pick(pool)
    }

    /// A case or variant name: a keyword now and then, else a word of the vocabulary.
    mutating func caseName() -> String {
        chance(FuzzKeywords.chance) ? pick(FuzzKeywords.caseNames) : pick(FuzzVocabulary.caseNames)
    }
}
