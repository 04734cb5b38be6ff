#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How much of the current thread's stack an operation uses: the measure behind the deep-document
/// tests' headroom (a deep value is decoded, encoded, compared, hashed and freed by code that
/// recurses once or more per level).
///
/// It fills the free part of the stack, below the caller's frame, with a pattern, runs the
/// operation, then finds the lowest word the operation overwrote (a high-water mark, as embedded
/// systems measure stacks). Nothing below the stack pointer is live, so filling it is harmless; a
/// signal handler that ran meanwhile could only make the measure larger.
enum StackUsage {
    /// The current thread's stack: its lowest usable address and its size in bytes.
    static var bounds: (low: UInt, size: Int) {
        #if canImport(Darwin)
            let thread = pthread_self()
            let size = pthread_get_stacksize_np(thread)
            return (UInt(bitPattern: pthread_get_stackaddr_np(thread)) - UInt(size), size)
        #else
            // `pthread_getattr_np` is a GNU extension the C module does not declare: looked up by name.
            typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else {
                return (0, 0)
            }
            let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
            var attributes = pthread_attr_t()
            guard getAttributes(pthread_self(), &attributes) == 0 else { return (0, 0) }
            defer { pthread_attr_destroy(&attributes) }
            var address: UnsafeMutableRawPointer?
            var size = 0
            pthread_attr_getstack(&attributes, &address, &size)
            return (UInt(bitPattern: address), size)
        #endif
    }

    /// What is filled: the free stack from this far below the caller's frame (room for the filling
    /// code's own frames) down to this far above the stack's end (room for its guard page), and
    /// at most `reach` bytes (a main thread's stack is mapped as it grows).
    static let margin: UInt = 4 * 1024
    static let reach: UInt = 4 * 1024 * 1024
    static let pattern: UInt64 = 0x5AC4_F1E1_D5EE_D5AC

    /// The bytes of stack `operation` used below the caller's frame, and the bytes it had.
    @inline(never)
    static func measure(_ operation: () throws -> Void) rethrows -> (used: Int, available: Int) {
        let top = stackPointer()
        let low = max(bounds.low + margin, top - reach)
        let start = top - margin
        precondition(bounds.size > 0 && start > low, "the stack's bounds are unknown, or it has no room left")
        let words = Int((start - low) / 8)
        fill(from: low, words: words)
        try operation()
        let deepest = lowestChanged(from: low, words: words) ?? start
        return (Int(top - deepest), Int(top - bounds.low))
    }

    /// An address in the caller's frame.
    @inline(never)
    private static func stackPointer() -> UInt {
        var anchor = 0
        return withUnsafeMutablePointer(to: &anchor) { UInt(bitPattern: $0) }
    }

    @inline(never)
    private static func fill(from low: UInt, words: Int) {
        guard let base = UnsafeMutablePointer<UInt64>(bitPattern: low) else { return }
        for index in 0..<words { base[index] = pattern }
    }

    /// The lowest address whose word is no longer the pattern, or `nil` when none changed.
    @inline(never)
    private static func lowestChanged(from low: UInt, words: Int) -> UInt? {
        guard let base = UnsafePointer<UInt64>(bitPattern: low) else { return nil }
        guard let index = (0..<words).first(where: { base[$0] != pattern }) else { return nil }
        return low + UInt(index * 8)
    }
}
