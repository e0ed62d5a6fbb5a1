import Glibc

/// One lock for every use of Pango and cairo's fonts in the process. Each `FontLibrary` has a font
/// map of its own, but cairo keeps one FreeType face per font file for the whole process, shared by
/// every map, and FreeType allows a face one thread at a time: two renderers using one face at
/// once can crash in cairo's glyph rasteriser. So renderers on separate threads (parallel tests, headless and X11 backends in one program) take
/// turns at shaping, drawing and freeing text, and a lone renderer pays an uncontended lock. Never
/// held across a call that takes it again.
enum FontEngineLock {
    /// Made once, for the life of the process. A pthread mutex rather than `Mutex`: what passes
    /// through the lock is Pango's and cairo's own objects, which `Mutex.withLock`'s `sending`
    /// result would refuse to hand back.
    nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    static func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
