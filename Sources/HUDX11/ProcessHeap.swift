import Glibc

/// The process's malloc heap. glibc keeps freed pages for reuse, in an arena per thread that freed
/// them; a session daemon that has just shown a burst would keep megabytes it no longer needs.
package enum ProcessHeap {
    /// Returns the heap's free pages to the system (glibc's `malloc_trim(0)`); a no-op on a libc without it.
    package static func returnFreePages() {
        _ = mallocTrim?(0)
    }

    /// The Glibc module does not export malloc.h, so malloc_trim is looked up at run time.
    private typealias MallocTrim = @convention(c) (Int) -> Int32
    private static let mallocTrim: MallocTrim? = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim")
        .map { unsafeBitCast($0, to: MallocTrim.self) }
}
