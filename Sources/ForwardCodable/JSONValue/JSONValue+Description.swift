extension JSONValue: CustomStringConvertible {
    /// Compact JSON-like text with sorted object keys, for logs and test failures.
    ///
    /// ```swift
    /// JSONValue.object(["b": [1, 2.5], "a": nil]).description  // {"a": null, "b": [1, 2.5]}
    /// ```
    ///
    /// Built without recursion, so any depth prints.
    public var description: String {
        var text = ""
        var steps: [DescriptionStep] = [.value(self)]
        while let step = steps.popLast() {
            switch step {
            case .text(let literal):
                text += literal
            case .value(.array(let elements)):
                text += "["
                steps.append(.text("]"))
                for (index, element) in elements.enumerated().reversed() {
                    steps.append(.value(element))
                    if index > 0 { steps.append(.text(", ")) }
                }
            case .value(.object(let members)):
                text += "{"
                steps.append(.text("}"))
                let keys = members.keys.sorted()
                for (index, key) in keys.enumerated().reversed() {
                    steps.append(.value(members[key] ?? .null))
                    steps.append(.text(Self.quoted(key) + ": "))
                    if index > 0 { steps.append(.text(", ")) }
                }
            case .value(.null): text += "null"
            case .value(.bool(let value)): text += value ? "true" : "false"
            case .value(.int(let value)): text += String(value)
            case .value(.double(let value)): text += value.description
            case .value(.exactNumber(let value)): text += value
            case .value(.string(let value)): text += Self.quoted(value)
            }
        }
        return text
    }

    private enum DescriptionStep {
        case value(JSONValue)
        case text(String)
    }

    /// `value` as a JSON string literal: `"` and `\` escaped, `\n`, `\r` and `\t` by name, the
    /// other control characters below U+0020 as `\u00xx` (lowercase hex), everything else as is.
    ///
    /// The one quoting of the package's JSON-like text: ``description``, and the generator's
    /// reports and messages. SPI rather than `package`: the runtime also compiles on its own,
    /// without a package name, in the tests that compile generated code.
    @_spi(ForwardCodableGenerator)
    public static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
