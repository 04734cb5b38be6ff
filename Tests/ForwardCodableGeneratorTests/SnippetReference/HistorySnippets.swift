import Testing

@testable import ForwardCodableGenerator

/// Each kind of history change: the migration step it generates.
@Suite struct HistorySnippets {
    /// A version 2 record `Note` whose `since 2` block is `change`.
    private func step(_ fields: String, _ change: String) -> String {
        Snippet(
            """
            record Note version 2 stamp "v" {
                text: String
                \(fields)
                since 2 {
                    \(change)
                }
            }
            """
        ).functions("migrate", of: "Note")
    }

    @Test func addTakesTheKeyFromTheBagOrTheDefault() {
        expectSnippet(
            step("pinned: Bool = false", "add pinned"),
            """
            /// Version 1 to 2:
            /// - adds `pinned`, from the bag if present, else its default.
            private static func migrate(
                _ note: V1,
                _ source: MigrationSource<RecordKey<CodingKeys>>
            ) throws -> Note {
                var unknownFields = note.unknownFields
                let migratedPinned = try source.adopt(Bool.self, "pinned", from: &unknownFields, toVersion: 2)
                var absentDefaults = AbsentDefaults()
                if migratedPinned == nil { absentDefaults.insert(CodingKeys.pinned) }
                var migrated = Note(
                    text: note.text,
                    pinned: migratedPinned ?? false,
                    unknownFields: unknownFields,
                    wireVersion: Self.currentVersion
                )
                migrated.absentDefaults = absentDefaults
                return migrated
            }
            """)
    }

    @Test func removeKeepsTheWrittenValueInTheBag() {
        expectSnippet(
            step("", "remove draft: Bool = false"),
            """
            /// Version 1 to 2:
            /// - removes "draft" (its written value stays on the wire).
            private static func migrate(
                _ note: V1,
                _ source: MigrationSource<RecordKey<CodingKeys>>
            ) throws -> Note {
                var unknownFields = note.unknownFields
                unknownFields["draft"] = try source.written("draft")
                return Note(text: note.text, unknownFields: unknownFields, wireVersion: Self.currentVersion)
            }
            """)
    }

    @Test func renameCopiesTheOldField() {
        expectSnippet(
            step("title: String", "rename heading -> title"),
            """
            /// Version 1 to 2:
            /// - renames `heading` ("heading") to `title`.
            private static func migrate(
                _ note: V1,
                _ source: MigrationSource<RecordKey<CodingKeys>>
            ) throws -> Note {
                var unknownFields = note.unknownFields
                unknownFields["title"] = nil
                return Note(
                    text: note.text,
                    title: note.heading,
                    unknownFields: unknownFields,
                    wireVersion: Self.currentVersion
                )
            }
            """)
    }

    @Test func changeWithHookCallsTheHook() {
        let code = Snippet(
            """
            record Note version 2 stamp "v" {
                words: Int
                since 2 {
                    change words from String hook
                }
            }
            """)
        expectSnippet(
            code.functions("migrate", of: "Note"),
            """
            /// Version 1 to 2:
            /// - changes the type of `words`, converted by `migrateWords(from:)`.
            private static func migrate(
                _ note: V1,
                _ source: MigrationSource<RecordKey<CodingKeys>>
            ) throws -> Note {
                let unknownFields = note.unknownFields
                let migratedWords = try source.hook("migrateWords(from:)", toVersion: 2) {
                    try (Self.self as any Migrations.Type).migrateWords(from: note)
                }
                return Note(
                    words: migratedWords,
                    unknownFields: unknownFields,
                    wireVersion: Self.currentVersion
                )
            }
            """)
        expectSnippet(
            code.nestedType("Migrations", of: "Note"),
            """
            /// The migration steps that need your code. Implement each in an extension of `Note`; a missing one
            /// is a compile error, never a runtime surprise.
            protocol Migrations {
                /// Version 2 changes the type of `words`: convert it from a version 1 note.
                static func migrateWords(from note: V1) throws -> Int
            }
            """)
    }
}
