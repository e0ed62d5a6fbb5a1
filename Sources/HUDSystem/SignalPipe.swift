import Glibc

/// SIGINT and SIGTERM as something `poll` can wait on: the handler may only write a byte to a
/// pipe; the event loop reads it and dismisses its overlays in an orderly way.
package enum SignalPipe {
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    nonisolated(unsafe) package private(set) static var readEnd: Int32 = -1

    /// Installs the handlers once; returns the descriptor to poll.
    package static func install() -> Int32 {
        if readEnd >= 0 { return readEnd }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return -1 }
        readEnd = ends[0]
        writeEnd = ends[1]
        _ = fcntl(readEnd, F_SETFL, O_NONBLOCK)
        _ = fcntl(writeEnd, F_SETFL, O_NONBLOCK)
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber) { _ in
                var byte: UInt8 = 1
                _ = write(SignalPipe.writeEnd, &byte, 1)
            }
        }
        return readEnd
    }

    /// Empties the pipe; returns whether a signal had arrived.
    package static func drain() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16)
        return read(readEnd, &buffer, buffer.count) > 0
    }
}
