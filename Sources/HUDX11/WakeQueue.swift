import Foundation
import Synchronization

/// Work handed to the event-loop thread from any other thread: queued under a lock, announced by a
/// byte on a pipe that the loop's `poll` watches, so a sleeping loop wakes at once. Owns the pipe.
package final class WakePipe: Sendable {
    package typealias Job = @Sendable () -> Void

    private let readEnd: Int32
    private let writeEnd: Int32
    private let jobs = Mutex<[Job]>([])

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

    package var descriptor: Int32 { readEnd }

    /// Any thread.
    package func post(_ job: @escaping Job) {
        jobs.withLock { $0.append(job) }
        var byte: UInt8 = 1
        // A full pipe already guarantees a wake-up, so a failed write loses nothing.
        _ = write(writeEnd, &byte, 1)
    }

    /// The loop's thread: empties the pipe and runs the queued jobs in order.
    package func runPending() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
        for job in jobs.withLock({ jobs in defer { jobs.removeAll() }; return jobs }) {
            job()
        }
    }
}
