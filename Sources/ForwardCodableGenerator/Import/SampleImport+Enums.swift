/// When `--enums` reads a string field as an enum: only when its values look like the names of
/// a closed set, never IDs, URLs, free text or long values, since samples cannot tell a closed
/// set from a coincidence and a wrong enum hides the string the app needs.
///
/// A field is an enum when all of these hold:
/// - its key does not name an identifier: its last word is not `id`, `ids`, `uuid`, `guid`,
///   `token` or `secret` (`id`, `customer_id`, `payerId`), as ``namesIdentifier(_:)`` reads words;
/// - it has at most `--max-enum-values` distinct values, every one of them identifier-like
///   (``isIdentifierLike(_:)``);
/// - its values repeat: there are at least twice as many values as distinct ones.
extension SampleImport {
    /// The last words of a key that names an identifier, whose values are never an enum.
    static let identifierKeyWords: Set = ["id", "ids", "uuid", "guid", "token", "secret"]

    /// Whether a key names an identifier: it is one of ``identifierKeyWords``, or ends with one
    /// after `_`, `-` or `.`, or in camel case (`id`, `customer_id`, `payerId`, `trackingIDs`;
    /// not `paid` or `valid`).
    static func namesIdentifier(_ key: String) -> Bool {
        let lower = key.lowercased()
        return identifierKeyWords.contains { word in
            guard lower.hasSuffix(word) else { return false }
            guard let before = key.dropLast(word.count).last else { return true }
            let first = key.suffix(word.count).first!
            return "_-.".contains(before) || first.isUppercase && (before.isLowercase || before.isNumber)
        }
    }

    /// Whether a string looks like the name of a case: `paid`, `in_progress`, `USD`,
    /// `credit-card`, `inProgress`, `tier1`, `v1.2`. Precisely:
    /// - 1 to 32 characters;
    /// - segments of ASCII letters and digits joined by single `_`, `-` or `.`, none at either end;
    /// - each segment letters then digits (`tier1`, `h264`), or digits alone except the first
    ///   segment, so that it starts with a letter and no digit comes before a letter in a
    ///   segment (`3ds`, `NV2Hib` are not);
    /// - the letters of a segment all lowercase, all uppercase, or camel humps: lowercase
    ///   letters, then each uppercase letter followed by at least one lowercase letter
    ///   (`inProgress`, `CreditCard`; not `NffrFeUfNVHib`, whose `NVH` is no hump).
    ///
    /// So IDs with random letters and digits (`ch_3MqLiJLkdIwHu7ix`), URLs (`:`, `/`), free text
    /// (spaces) and anything over 32 characters are not.
    static func isIdentifierLike(_ text: String) -> Bool {
        guard (1...32).contains(text.count), text.allSatisfy(\.isASCII) else { return false }
        let segments = text.split(omittingEmptySubsequences: false) { "_-.".contains($0) }
        for (index, segment) in segments.enumerated() {
            let letters = segment.prefix { $0.isLetter }
            let digits = segment.dropFirst(letters.count)
            guard !segment.isEmpty, digits.allSatisfy(\.isNumber), !letters.isEmpty || index > 0,
                isCaseWord(letters)
            else { return false }
        }
        return true
    }

    /// Whether letters are all lowercase, all uppercase, or camel humps.
    private static func isCaseWord(_ letters: Substring) -> Bool {
        if letters.allSatisfy(\.isLowercase) || letters.allSatisfy(\.isUppercase) { return true }
        var previousUppercase = false
        for character in letters.drop(while: \.isLowercase) {
            if character.isUppercase {
                if previousUppercase { return false }
                previousUppercase = true
            } else {
                previousUppercase = false
            }
        }
        return !previousUppercase
    }

    /// Whether the strings of a field are an enum, by the rules above.
    func readsAsEnum(_ value: Observation, key: String) -> Bool {
        options.inferEnums && !Self.namesIdentifier(key) && !value.stringsOverflowed
            && value.strings.count <= options.maxEnumValues && value.stringCount >= 2 * value.strings.count
            && value.strings.allSatisfy(Self.isIdentifierLike)
    }
}
