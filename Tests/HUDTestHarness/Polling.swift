import Foundation

/// A condition that did not come true in time; says what was awaited so the failure explains itself.
package struct WaitTimeout: Error, CustomStringConvertible {
    package let what: String
    package let timeout: Duration

    package var description: String { "timed out after \(timeout) waiting for \(what)" }
}

/// Polls `produce` until it returns a value, instead of sleeping a guessed amount: fast when the
/// machine is fast, patient when it is loaded, and a descriptive failure when it never happens.
/// The last attempt is made at or after the deadline, so a slow poll still gets its final look.
package func waitFor<T>(
    _ what: String,
    timeout: Duration = .seconds(10),
    interval: Duration = .milliseconds(10),
    _ produce: () throws -> T?
) throws -> T {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
        if let value = try produce() { return value }
        guard clock.now < deadline else { throw WaitTimeout(what: what, timeout: timeout) }
        let (seconds, attoseconds) = interval.components
        Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) * 1e-18)
    }
}

/// `waitFor` for a plain condition.
package func waitUntil(
    _ what: String,
    timeout: Duration = .seconds(10),
    interval: Duration = .milliseconds(10),
    _ condition: () throws -> Bool
) throws {
    try waitFor(what, timeout: timeout, interval: interval) { try condition() ? () : nil }
}
