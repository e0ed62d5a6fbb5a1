import Glibc
import Synchronization

/// The process's malloc heap. glibc keeps freed pages for reuse, in an arena per thread that freed
/// them; a session daemon that has just shown a burst would keep megabytes it no longer needs.
package enum ProcessHeap {
    /// Large buffers (a window's image, a snapshot of the screen beneath) get pages of their own,
    /// which go back to the system as each is freed. glibc's default raises this threshold to the
    /// size of the largest such buffer freed so far, and from then on carves them out of the arenas,
    /// where the few small objects that outlive a burst pin their pages (+3 MB measured after 1,000
    /// notifications, +0.2 MB with the threshold fixed). Threads share at most `arenas` malloc
    /// arenas: each thread that allocates would otherwise get one of its own (the display, bus,
    /// GLib and socket threads: nine measured), each keeping part-used pages after a burst. A thread
    /// that has allocated already keeps its arena, so a process that cares calls this before it
    /// starts any; the first call decides, later ones (a stage opening) change nothing. Process-wide.
    package static func keepLargeBuffersMapped(arenas: Int32 = 2) {
        guard !isConfigured.exchange(true, ordering: .relaxed) else { return }
        _ = mallopt?(mmapThresholdOption, 128 * 1024)
        _ = mallopt?(arenaMaxOption, arenas)
    }

    private static let isConfigured = Atomic(false)

    /// Returns the heap's free pages to the system (glibc's `malloc_trim(0)`); a no-op on a libc without it.
    package static func returnFreePages() {
        _ = mallocTrim?(0)
    }

    /// glibc's M_MMAP_THRESHOLD and M_ARENA_MAX (malloc.h).
    private static let mmapThresholdOption: Int32 = -3
    private static let arenaMaxOption: Int32 = -8

    // The Glibc module does not export malloc.h, so its functions are looked up at run time.
    private typealias MallocTrim = @convention(c) (Int) -> Int32
    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    private static let mallocTrim: MallocTrim? = function("malloc_trim")
    private static let mallopt: Mallopt? = function("mallopt")

    private static func function<T>(_ name: String) -> T? {
        dlsym(dlopen(nil, RTLD_NOW), name).map { unsafeBitCast($0, to: T.self) }
    }
}
