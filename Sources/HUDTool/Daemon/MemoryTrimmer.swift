import Dispatch
import Glibc
import Synchronization

/// Hands freed heap back to the system once a burst of closes has settled. Notifications are freed
/// on the bus thread and their banners on the display thread, each in a malloc arena of its own
/// that glibc keeps for reuse: after 1,000 notifications come and go the daemon stayed ~5 MB above
/// its resting size until `malloc_trim` returned those pages.
final class MemoryTrimmer: Sendable {
    /// Long enough for the banners' exit animations to end and free their frames.
    static let delay = DispatchTimeInterval.milliseconds(1_500)

    private let generation = Mutex(0)

    /// Trims `delay` after the last call; each call postpones it, so a burst costs one trim.
    func closed() {
        let current = generation.withLock { value -> Int in
            value += 1
            return value
        }
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + Self.delay) { [self] in
            guard generation.withLock({ $0 == current }) else { return }
            _ = Self.mallocTrim?(0)
        }
    }

    /// glibc's malloc_trim; the Glibc module does not export malloc.h, so it is looked up at run time.
    private typealias MallocTrim = @convention(c) (Int) -> Int32
    private static let mallocTrim: MallocTrim? = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim")
        .map { unsafeBitCast($0, to: MallocTrim.self) }
}
