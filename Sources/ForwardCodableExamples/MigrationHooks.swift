// The migration hooks that the generated migrations of Schemas/ call (the generated models are
// in Generated/Models, linked here as Models/).
// The generated code declares each hook as a requirement of `<Record>.Migrations`, so a hook
// that is missing here is a compile error.

import Foundation

extension Note {
    /// Version 1 notes carry the build number only in their text, as in "Harbor build 418".
    static func migrateBuild(from note: V1) throws -> Int {
        guard let last = note.text.split(separator: " ").last, let build = Int(last) else { return 0 }
        return build
    }
}

extension Document {
    /// Documents before version 3 did not count words: count them in the body.
    static func migrateWordCount(from document: V2) throws -> Int {
        document.body.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).count
    }
}

extension Event {
    /// Versions 1 and 2 wrote the priority as a word; an unknown word reads as normal.
    static func migratePriority(from event: V2) throws -> Int {
        switch event.priority {
        case "low": 0
        case "high": 2
        default: 1
        }
    }
}

extension Extension {
    /// Version 1 had no `default`: a version 1 extension counts its public name's words. The
    /// field is named like a keyword; its hook is `migrateDefault`, whose name never needs
    /// backticks.
    static func migrateDefault(from extensionSnapshot: V1) throws -> Int {
        extensionSnapshot.public.split(separator: " ").count
    }
}

extension FilterPolicy {
    /// Version 1's on/off filter for accounts the user does not follow becomes an action.
    static func migrateForNotFollowing(from policy: V1) throws -> FilterAction {
        policy.filterNotFollowing ? .filter : .accept
    }

    /// Version 1's on/off filter for accounts that do not follow the user becomes an action.
    static func migrateForNotFollowers(from policy: V1) throws -> FilterAction {
        policy.filterNotFollowers ? .filter : .accept
    }
}
