import Foundation
import Testing

@testable import ForwardCodableGenerator

/// Generated code is product: deterministic, headed, and stable under small schema changes.
@Suite struct OutputStabilityTests {
    private let base = """
        /// A host.
        record Site {
            id: UUID
            name: String
            port: Int = 22
            method: Mode = .ssh
            tags: [Mode] = []
            jump: Jump?
        }
        record Jump {
            host: String
        }
        enum Mode fallback ssh { ssh, mosh }
        """

    @Test func sameSchemaSameBytes() {
        let first = swift(base)
        for _ in 0..<5 { #expect(swift(base) == first) }
    }

    @Test func headerNamesTheSchemaAndSaysDoNotEdit() {
        let result = generate(base, path: "Schemas/Hosts.fcschema")
        let lines = result.files[0].contents.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "// \(Generator.generatedFileMarker) from Schemas/Hosts.fcschema.")
        #expect(lines[1] == "// Do not edit: change the schema and generate again.")
        #expect(result.files[0].name == "Hosts.swift")
    }

    @Test func addingAFieldOnlyAddsLinesForThatField() {
        let changed = base.replacingOccurrences(
            of: "    port: Int = 22\n", with: "    port: Int = 22\n    retries: Int = 3\n")
        let (removed, inserted) = changedLines(from: swift(base), to: swift(changed))
        #expect(removed.isEmpty, "removed lines: \(removed)")
        #expect(!inserted.isEmpty)
        // A defaulted field's property has its `didSet` block: its closing brace, and the blank
        // line that separates it, are the field's lines too.
        let unrelated = insertedRuns(from: swift(base), to: swift(changed)).filter { run in
            !run.contains { $0.contains("retries") }
        }.flatMap { $0 }
        #expect(unrelated.isEmpty, "lines unrelated to the new field changed: \(unrelated)")
        for line in inserted where !line.contains("retries") {
            #expect(["", "}"].contains(line.trimmingCharacters(in: .whitespaces)), "unrelated line: \(line)")
        }
    }

    @Test func addingAnEnumFieldOnlyAddsLinesForThatField() {
        let changed = base.replacingOccurrences(
            of: "    tags: [Mode] = []\n", with: "    tags: [Mode] = []\n    backup: Mode = .mosh\n")
        let (removed, _) = changedLines(from: swift(base), to: swift(changed))
        #expect(removed.isEmpty, "removed lines: \(removed)")
        // A statement the renderer wraps spans several lines; each inserted run of lines is
        // about the new field when one of its lines names it.
        let unrelated = insertedRuns(from: swift(base), to: swift(changed)).filter { run in
            !run.contains { $0.contains("backup") }
        }.flatMap { $0 }.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let viewLines = ["get {", "set {", "}", "Change it through"]
        #expect(
            unrelated.allSatisfy { line in viewLines.contains { line.contains($0) } }, "unrelated lines: \(unrelated)")
    }

    /// The inserted lines, grouped into runs of consecutive lines.
    private func insertedRuns(from old: String, to new: String) -> [[String]] {
        let newLines = new.components(separatedBy: "\n")
        let offsets = newLines.difference(from: old.components(separatedBy: "\n")).compactMap { change -> Int? in
            if case .insert(let offset, _, _) = change { return offset }
            return nil
        }.sorted()
        var runs: [[String]] = []
        var previous = -2
        for offset in offsets {
            if offset == previous + 1 {
                runs[runs.count - 1].append(newLines[offset])
            } else {
                runs.append([newLines[offset]])
            }
            previous = offset
        }
        return runs
    }

    @Test func removingAFieldOnlyRemovesLinesForThatField() {
        let changed = base.replacingOccurrences(of: "    name: String\n", with: "")
        let (removed, inserted) = changedLines(from: swift(base), to: swift(changed))
        #expect(inserted.isEmpty, "inserted lines: \(inserted)")
        #expect(removed.allSatisfy { $0.contains("name") }, "removed: \(removed)")
    }

    @Test func accessLevelOption() {
        #expect(swift(base).contains("public struct Site: ForwardRecord"))
        let internalCode = swift(base, options: GeneratorOptions(accessLevel: .internal))
        #expect(internalCode.contains("\nstruct Site: ForwardRecord"))
        #expect(!internalCode.contains("public "))
        #expect(swift(base, options: GeneratorOptions(accessLevel: .package)).contains("package struct Site"))
    }

    @Test func noLineEndsWithWhitespace() {
        let code = swift(base)
        #expect(!code.split(separator: "\n").contains { $0.last == " " })
        #expect(code.hasSuffix("}\n"))
    }
}
