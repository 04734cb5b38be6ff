// Shared by the plugins (see PluginPaths.swift).

import Foundation
import PackagePlugin

/// Finds targets that Package.swift declares with ForwardCodablePlugin but that SwiftPM does not
/// build: a target without a Swift source (a test target whose tests would all be generated, a
/// model target whose types would all be generated) is dropped when the package loads, before any
/// plugin runs, with at most a warning about where its sources should be. Plugins do not see
/// declared targets, so this reads the declarations from Package.swift's text: each
/// `.target(`, `.testTarget(` or `.executableTarget(` call that mentions ForwardCodablePlugin,
/// with its `name:` and optional `path:`.
enum DroppedTargets {
    /// A target declaration found in Package.swift.
    struct Declaration: Equatable {
        var name: String
        var isTest: Bool
        var path: String?
        var appliesPlugin: Bool
    }

    /// One message per declared target that applies the plugin but is missing from the package,
    /// with the target's folder relative to the package.
    static func find(in package: Package) -> [(folder: String, message: String)] {
        let manifest = package.directoryURL.appending(path: "Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return [] }
        let built = Set(package.targets.map(\.name))
        return declarations(in: text).filter { $0.appliesPlugin && !built.contains($0.name) }.map { target in
            let folder = target.path ?? "\(target.isTest ? "Tests" : "Sources")/\(target.name)"
            let file = "\(folder)/\(target.name).swift"
            let contents = target.isTest ? "import Testing" : "@_exported import ForwardCodable"
            return (
                folder,
                "target '\(target.name)' applies ForwardCodablePlugin but SwiftPM does not build it: \(folder) has "
                    + "no Swift file, and SwiftPM drops a target without one before any plugin can generate into it. "
                    + "Add \(file) containing '\(contents)'"
            )
        }
    }

    /// The target declarations in a manifest's text, comments removed.
    static func declarations(in text: String) -> [Declaration] {
        let code = withoutComments(text)
        var found: [Declaration] = []
        for (call, isTest) in [(".target(", false), (".testTarget(", true), (".executableTarget(", false)] {
            var searchStart = code.startIndex
            while let range = code.range(of: call, range: searchStart..<code.endIndex) {
                let body = balancedBody(of: code, from: range.upperBound)
                searchStart = range.upperBound
                guard let name = stringArgument("name", in: body) else { continue }
                found.append(
                    Declaration(
                        name: name, isTest: isTest, path: stringArgument("path", in: body),
                        appliesPlugin: body.contains("\"ForwardCodablePlugin\"")))
            }
        }
        return found
    }

    /// The text up to the parenthesis that closes the one just before `start`.
    private static func balancedBody(of code: String, from start: String.Index) -> Substring {
        var depth = 1
        var inString = false
        var index = start
        while index < code.endIndex {
            let character = code[index]
            if character == "\"" { inString.toggle() }
            if !inString {
                if character == "(" { depth += 1 }
                if character == ")" {
                    depth -= 1
                    if depth == 0 { return code[start..<index] }
                }
            }
            index = code.index(after: index)
        }
        return code[start...]
    }

    /// The first `label: "value"` in `body` at its top level.
    private static func stringArgument(_ label: String, in body: Substring) -> String? {
        guard let labelRange = body.range(of: "\(label):") else { return nil }
        let rest = body[labelRange.upperBound...].drop { $0 == " " || $0 == "\n" }
        guard rest.first == "\"", let end = rest.dropFirst().firstIndex(of: "\"") else { return nil }
        return String(rest[rest.index(after: rest.startIndex)..<end])
    }

    /// The text with `//` line comments and `/* */` block comments removed (outside strings).
    private static func withoutComments(_ text: String) -> String {
        var result = ""
        var inString = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let rest = text[index...]
            if !inString, rest.hasPrefix("//") {
                index = rest.firstIndex(of: "\n") ?? text.endIndex
                continue
            }
            if !inString, rest.hasPrefix("/*") {
                index = rest.range(of: "*/").map(\.upperBound) ?? text.endIndex
                continue
            }
            if character == "\"" { inString.toggle() }
            result.append(character)
            index = text.index(after: index)
        }
        return result
    }
}
