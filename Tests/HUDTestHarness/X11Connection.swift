import CX11
import Foundation

package enum X11HarnessError: Error, CustomStringConvertible {
    case cannotOpenDisplay(String)
    case missingExtension(name: String, display: String)

    package var description: String {
        switch self {
        case let .cannotOpenDisplay(name): "cannot open X display \(name)"
        case let .missingExtension(name, display): "X display \(display) lacks the \(name) extension"
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
    }

    deinit {
        XCloseDisplay(display)
    }

    /// Once per process. If HUDX11 installs its handlers later in the same process, a failed
    /// request is still only logged, but a lost server then ends the process.
    private static let installErrorHandler: Void = {
        XInitThreads()
        XSetErrorHandler { display, event in
            guard let display, let event else { return 0 }
            var text = [CChar](repeating: 0, count: 256)
            XGetErrorText(display, Int32(event.pointee.error_code), &text, Int32(text.count))
            let name = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let message = "X11 harness: X error \(name) (request \(event.pointee.request_code), "
                + "resource 0x\(String(event.pointee.resourceid, radix: 16)))\n"
            FileHandle.standardError.write(Data(message.utf8))
            return 0
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
    package func waitForEvent(_ what: String, timeout: Duration = .seconds(10),
                      where matches: (XEvent) -> Bool) throws -> XEvent {
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
