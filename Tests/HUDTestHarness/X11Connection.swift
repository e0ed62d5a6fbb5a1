import CX11
import Foundation
import Synchronization

package enum X11HarnessError: Error, CustomStringConvertible {
    case cannotOpenDisplay(String)
    case missingExtension(name: String, display: String)

    package var description: String {
        switch self {
        case .cannotOpenDisplay(let name): "cannot open X display \(name)"
        case .missingExtension(let name, let display): "X display \(display) lacks the \(name) extension"
        }
    }
}

/// An Xlib connection for the harness; owns the `Display*` and closes it in `deinit`.
///
/// It keeps its `XvfbServer` alive, so the server cannot be stopped under an open connection just
/// because the test's last mention of the server came earlier (Swift may end a local's life at its
/// last use). Xlib's defaults would end the whole test process on a failed request or a lost
/// server; here a failed request is logged and the call's own status reports it (a window that
/// vanished mid-query is normal), and a lost server makes later calls fail instead of exiting
/// (unless code under test in this process installs an IO error handler that exits).
package final class X11Connection {
    package let display: OpaquePointer
    package let name: String
    private let server: XvfbServer?

    package convenience init(server: XvfbServer) throws {
        try self.init(name: server.display, server: server)
    }

    package init(name: String, server: XvfbServer? = nil) throws {
        Self.installErrorHandler
        guard let display = XOpenDisplay(name) else { throw X11HarnessError.cannotOpenDisplay(name) }
        // Called after the IO error handler; returning leaves the dead connection to fail quietly.
        XSetIOErrorExitHandler(display, { _, _ in }, nil)
        self.display = display
        self.name = name
        self.server = server
        Self.failures.withLock { $0[key] = [] }
    }

    deinit {
        Self.failures.withLock { _ = $0.removeValue(forKey: key) }
        XCloseDisplay(display)
    }

    /// A failed request on one of the harness's connections, as Xlib reported it.
    package struct XErrorRecord: Sendable, Equatable, CustomStringConvertible {
        package let code: UInt8
        package let request: UInt8
        package let resource: UInt

        package var description: String {
            "X error \(code) (request \(request), resource 0x\(String(resource, radix: 16)))"
        }
    }

    /// Failed requests by connection, kept for the test to look at rather than printed: a test
    /// says which it expects (`expectingErrors`), and `unexpectedErrors` holds the rest.
    private static let failures = Mutex<[Int: [XErrorRecord]]>([:])
    nonisolated(unsafe) private static var previousErrorHandler: XErrorHandler?

    private var key: Int { Int(bitPattern: UnsafeRawPointer(display)) }

    /// The failed requests nobody expected, since the connection opened; takes them.
    package func unexpectedErrors() -> [XErrorRecord] {
        Self.failures.withLock { $0.removeValue(forKey: key) ?? [] }
    }

    /// Runs `body`, then drops the errors it caused with `code` on `resource` (a window that went away
    /// while being queried, say): they are its expected outcome. Others stay for `unexpectedErrors`.
    package func expectingErrors<Result>(_ code: Int32, on resource: UInt, _ body: () -> Result) -> Result {
        let result = body()
        sync()
        Self.failures.withLock { failures in
            failures[key]?.removeAll { Int32($0.code) == code && $0.resource == resource }
        }
        return result
    }

    /// Once per process. Errors on a connection that is not the harness's (HUDX11's, when it is
    /// installed first) go to the handler that was there before.
    private static let installErrorHandler: Void = {
        XInitThreads()
        previousErrorHandler = XSetErrorHandler { display, event in
            guard let display, let event else { return 0 }
            let key = Int(bitPattern: UnsafeRawPointer(display))
            let record = XErrorRecord(
                code: event.pointee.error_code, request: event.pointee.request_code,
                resource: UInt(event.pointee.resourceid))
            let isOurs = X11Connection.failures.withLock { failures in
                guard failures[key] != nil else { return false }
                failures[key]?.append(record)
                return true
            }
            if isOurs { return 0 }
            return X11Connection.previousErrorHandler?(display, event) ?? 0
        }
        // Xlib's default exits here; returning lets the per-display exit handler decide instead.
        XSetIOErrorHandler { display in
            let name = display.map { String(cString: XDisplayString($0)) } ?? "?"
            FileHandle.standardError.write(Data("X11 harness: lost the connection to X server \(name)\n".utf8))
            return 0
        }
    }()

    package var root: Window { XDefaultRootWindow(display) }

    package func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }

    /// Nil for None or an unknown atom.
    package func atomName(_ atom: Atom) -> String? {
        guard atom != 0, let name = XGetAtomName(display, atom) else { return nil }
        defer { XFree(name) }
        return String(cString: name)
    }

    /// A round trip: everything sent so far has been processed by the server when this returns.
    package func sync() { XSync(display, 0) }

    /// Reads events until one satisfies `matches`, discarding the others; polls so it never blocks
    /// past the deadline.
    @discardableResult
    package func waitForEvent(
        _ what: String, timeout: Duration = .seconds(10),
        where matches: (XEvent) -> Bool
    ) throws -> XEvent {
        try waitFor(what, timeout: timeout) {
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                if matches(event) { return event }
            }
            return nil
        }
    }
}
