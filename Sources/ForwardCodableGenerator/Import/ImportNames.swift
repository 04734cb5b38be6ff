/// Swift names for what an input calls its types, properties and enum values: words split at
/// separators and case changes, joined in camel case, kept clear of keywords and of the names
/// the generated code uses itself. The wire keeps the input's spelling (`@key`, raw values, tags).
enum ImportNames {
    /// What a declared type is, for the suffix that keeps its name clear of a keyword or of a
    /// name the generated code uses: `DataRecord`, `TypeEnum`, `ErrorUnion`.
    enum Kind: String {
        case record = "Record"
        case enumeration = "Enum"
        case union = "Union"
    }

    /// `pet-store.Item` → `PetStoreItem`, `GUILD_TEXT` → `GuildText`, `2fa` → `T2fa`: the words
    /// of `text` in upper camel case. A hint to build on, such as a record's name followed by a
    /// property's (`Message` + `Type`); ``declarationName(_:kind:)`` makes the whole a type name.
    static func typeName(_ text: String) -> String {
        var parts = words(text)
        if parts.count > 1, !text.contains(where: \.isLowercase) { parts = parts.map { $0.lowercased() } }
        var name = parts.map(capitalized).joined()
        if name.isEmpty { name = "Unnamed" }
        if name.first?.isNumber == true { name = "T" + name }
        return name
    }

    /// A type name for a declaration of `kind`: `name`, or `name` and the kind when the whole
    /// name is a keyword, a name the generated code uses itself, or a type of Foundation or the
    /// standard library that the app's code would lose to it (`Data` → `DataRecord` for a record,
    /// `Type` → `TypeEnum` for an enum, `Error` → `ErrorUnion`). Only the whole name is checked: `MessageType`
    /// stays as it is.
    static func declarationName(_ name: String, kind: Kind) -> String {
        let clashes =
            Names.keywords.contains(name) || Names.reservedTypeNames.contains(name)
            || LibraryTypeNames.library(of: name) != nil
        return clashes ? name + kind.rawValue : name
    }

    /// `created_at` → `createdAt`, `ID` → `id`, `GUILD_TEXT` → `guildText`; `self`, `init` and a member every
    /// record has (`unknownFields`) get `Value` appended; other keywords stay (`default`).
    static func memberName(_ text: String, reserved: Set<String> = Names.recordMembers) -> String {
        var parts = words(text)
        guard !parts.isEmpty else { return "value" }
        // A name written all in capitals is words, not an acronym: `GUILD_TEXT` → `guildText`.
        if parts.count > 1, !text.contains(where: \.isLowercase) { parts = parts.map { $0.lowercased() } }
        var name = parts[0].lowercased() + parts.dropFirst().map(capitalized).joined()
        if name.first?.isNumber == true { name = "n" + name }
        if Self.unspellableMembers.contains(name) || reserved.contains(name) { name += "Value" }
        return name
    }

    /// The keywords a member keeps only with backticks even after a dot (`host.`self``):
    /// `self` and `init`. Every other keyword names a member as written (`default`, `public`):
    /// generated code escapes it where Swift needs that, and the app writes `host.default`.
    static let unspellableMembers: Set<String> = ["self", "init"]

    /// A case name for a raw value: `in-progress` → `inProgress`, `-1` → `minus1`, `2` → `value2`.
    static func caseName(_ raw: String) -> String {
        if let number = Int(raw) { return number < 0 ? "minus\(-number)" : "value\(number)" }
        return memberName(raw, reserved: Names.enumMembers)
    }

    /// `name`, or `name2`, `name3`… when `taken` has it; the result is added to `taken`.
    static func unique(_ name: String, in taken: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while taken.contains(candidate) {
            candidate = "\(name)\(number)"
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// The words of a name: split at anything that is not a letter or a digit, and before an
    /// uppercase letter that follows a lowercase letter or a digit (`createdAt`, `HTTPServer`).
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !word.isEmpty { words.append(word) }
                word = ""
                continue
            }
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character.isUppercase, let previous, !word.isEmpty {
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    words.append(word)
                    word = ""
                }
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    private static func capitalized(_ word: String) -> String {
        // An all-uppercase word is an acronym kept as written (`URL`, `ID`); others are capitalized.
        word.allSatisfy(\.isUppercase) ? word : word.prefix(1).uppercased() + word.dropFirst()
    }

    /// The singular of a key naming a list, for the record of its elements: `tasks` → `task`,
    /// `entries` → `entry`; other keys are kept.
    static func singular(_ text: String) -> String {
        if text.hasSuffix("ies"), text.count > 3 { return String(text.dropLast(3)) + "y" }
        if text.hasSuffix("ses") || text.hasSuffix("xes") { return String(text.dropLast(2)) }
        if text.hasSuffix("s"), !text.hasSuffix("ss"), text.count > 1 { return String(text.dropLast()) }
        return text
    }
}
