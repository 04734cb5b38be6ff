/// How the wire keys of fields without `@key` derive from their Swift names: `keys snake_case`
/// at the top of a file or in a record's header.
///
/// A name splits into words, which are lowercased and joined:
/// - a lowercase letter or a digit followed by an uppercase letter ends a word: `createdAt` →
///   `created`, `at`;
/// - in a run of uppercase letters (an acronym), the last one starts a new word when a lowercase
///   letter follows it: `URLString` → `url`, `string`; `userID` → `user`, `id`;
/// - except a single `s` that ends the name or precedes an uppercase letter or a digit, which
///   pluralizes the acronym: `userIDs` → `user`, `ids`;
/// - digits belong to the word before them: `url2x` → `url2x`, `utf8String` → `utf8`, `string`;
/// - `_` separates words and is dropped: `created_at` → `created`, `at`.
///
/// `"keyStyle"` in `forward-codable.json` sets the default of every file of the folder; a
/// file's `keys` line and a record's `keys` override it.
package enum KeyStyle: String, CaseIterable, Equatable, Sendable {
    /// The wire key is the Swift name: the default.
    case asWritten = "as_written"
    /// `createdAt` → `created_at`.
    case snakeCase = "snake_case"
    /// `createdAt` → `created-at`.
    case kebabCase = "kebab-case"

    /// The wire key of a field named `name`.
    func wireKey(for name: String) -> String {
        switch self {
        case .asWritten: name
        case .snakeCase: Self.words(of: name).joined(separator: "_")
        case .kebabCase: Self.words(of: name).joined(separator: "-")
        }
    }

    /// The lowercased words of a Swift name, by the rules above.
    static func words(of name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var word = ""
        func endWord() {
            if !word.isEmpty { words.append(word.lowercased()) }
            word = ""
        }
        for (index, character) in characters.enumerated() {
            if character == "_" {
                endWord()
                continue
            }
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character.isUppercase, let previous {
                if previous.isLowercase || previous.isNumber {
                    endWord()
                } else if previous.isUppercase, let next, next.isLowercase,
                    !isPluralS(at: index + 1, in: characters)
                {
                    endWord()
                }
            }
            word.append(character)
        }
        endWord()
        return words
    }

    /// Whether the `s` at `index` pluralizes the acronym before it: it ends the name or precedes
    /// an uppercase letter, a digit or `_`.
    private static func isPluralS(at index: Int, in characters: [Character]) -> Bool {
        guard characters[index] == "s" else { return false }
        guard index + 1 < characters.count else { return true }
        let after = characters[index + 1]
        return after.isUppercase || after.isNumber || after == "_"
    }
}
