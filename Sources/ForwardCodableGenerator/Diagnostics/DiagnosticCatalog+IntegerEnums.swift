// The catalog entries of raw types: `enum Priority: Int`, FC609-FC612 and FC909.

extension DiagnosticMessage {
    static func unknownEnumRawType(_ type: String, of enumeration: String) -> Self {
        Self(
            .unknownEnumRawType,
            "the raw type of enum '\(enumeration)' must be String or Int, not '\(type)'")
    }

    /// `expected` is `.integer` for a string in an `Int` enum, `.string` for an integer in a
    /// `String` enum.
    static func rawValueKindMismatch(
        _ found: RawValueSyntax, in enumeration: String, expectsIntegers: Bool
    ) -> Self {
        Self(
            .rawValueKindMismatch,
            expectsIntegers
                ? "enum '\(enumeration)' is ': Int': its raw values are integers, not \(found.quoted)"
                : "enum '\(enumeration)' has String raw values, not \(found.quoted); write "
                    + "'enum \(enumeration): Int' for integer raw values")
    }

    static func missingIntegerRawValue(_ caseName: String, of enumeration: String) -> Self {
        Self(
            .missingIntegerRawValue,
            "case '\(caseName)' of the Int enum '\(enumeration)' needs its raw value, as in "
                + "'\(caseName) = 0': the wire holds the number, so the schema spells it out")
    }

    static func rawValueOutOfRange(_ text: String, of caseName: String) -> Self {
        Self(.rawValueOutOfRange, "the raw value \(text) of case '\(caseName)' is out of the range of Int")
    }

    static func rawTypeOnUnion(_ union: String) -> Self {
        Self(
            .rawTypeOnUnion,
            "union '\(union)' takes no raw type: its variants are told apart by a string tag; remove the ': …'")
    }
}
