import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the process's resident memory: the current size and the peak ("high-water mark").
///
/// On Linux the peak can be reset (`/proc/self/clear_refs`), so each measurement gets its own
/// peak; elsewhere only the peak of the whole process is known.
enum MemoryProbe {
    /// The peak resident size of the process since it started or since the last ``resetPeak()``,
    /// in bytes.
    static func peakBytes() -> Int? {
        #if os(Linux)
            return statusField("VmHWM")
        #else
            var usage = rusage()
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
            return Int(usage.ru_maxrss)  // bytes on Darwin
        #endif
    }

    /// The current resident size in bytes, where the system tells it.
    static func currentBytes() -> Int? {
        #if os(Linux)
            return statusField("VmRSS")
        #else
            return nil
        #endif
    }

    /// Returns freed memory to the system and starts a new peak. Returns whether the peak was
    /// reset, which only Linux supports.
    @discardableResult
    static func resetPeak() -> Bool {
        #if os(Linux)
            trimHeap()
            guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
            defer { try? handle.close() }
            do {
                try handle.write(contentsOf: Data("5".utf8))
                return true
            } catch {
                return false
            }
        #else
            return false
        #endif
    }

    #if os(Linux)
        /// glibc's `malloc_trim(0)`, which gives freed heap pages back, so that the next peak
        /// measures new memory rather than reused pages. Looked up at run time: the Glibc module
        /// does not import `malloc.h`.
        private static func trimHeap() {
            typealias Trim = @convention(c) (Int) -> Int32
            guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_trim") else { return }
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        }

        /// A `kB` field of `/proc/self/status`, in bytes.
        private static func statusField(_ name: String) -> Int? {
            guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
            for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
                let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
                return Int(digits).map { $0 * 1024 }
            }
            return nil
        }
    #endif
}
