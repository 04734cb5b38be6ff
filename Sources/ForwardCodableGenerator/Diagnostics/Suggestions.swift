/// The "did you mean" of diagnostics and command lines.
public enum Suggestions {
    /// The number of single-character insertions, deletions and substitutions that turn `a`
    /// into `b`.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        Resolver.editDistance(a, b)
    }
}
