import Glibc
import Synchronization

/// Items handed to a `poll` loop's thread from any other thread: queued under a lock, announced by
/// a byte on a pipe that the loop watches, so a sleeping loop wakes at once. Owns the pipe. The
/// X11 event loop's work and the daemon's events are both such queues.
package final class WakeQueue<Item: Sendable>: Sendable {
    private let readEnd: Int32
    private let writeEnd: Int32
    private let items = Mutex<[Item]>([])

    package init() {
        var ends: [Int32] = [0, 0]
        precondition(pipe(&ends) == 0, "pipe() failed: \(errno)")
        readEnd = ends[0]
        writeEnd = ends[1]
        _ = fcntl(readEnd, F_SETFL, O_NONBLOCK)
        _ = fcntl(writeEnd, F_SETFL, O_NONBLOCK)
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// What the loop polls for input.
    package var descriptor: Int32 { readEnd }

    /// Any thread.
    package func post(_ item: Item) {
        items.withLock { $0.append(item) }
        var byte: UInt8 = 1
        // A full pipe already guarantees a wake-up, so a failed write loses nothing.
        _ = write(writeEnd, &byte, 1)
    }

    /// The loop's thread: empties the pipe and hands over what was posted, in order.
    package func take() -> [Item] {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
        return items.withLock { items in
            defer { items.removeAll() }
            return items
        }
    }
}
