import Dispatch

/// HUDKit's API draws on one display per process. Tests that point it somewhere (a headless
/// display, a private Xvfb) take turns through this lock, whichever suite or target they are in.
/// A semaphore, not a mutex: an async test may end its turn on another thread than it began.
package enum APIDisplay {
    private static let turn = DispatchSemaphore(value: 1)

    package static func exclusively<Result>(_ body: () throws -> Result) rethrows -> Result {
        begin()
        defer { end() }
        return try body()
    }

    /// Waits for the turn; `end()` gives it back.
    package static func begin() {
        turn.wait()
    }

    package static func end() {
        turn.signal()
    }
}
