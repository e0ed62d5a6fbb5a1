import CX11
import Glibc
import HUDSystem
import Synchronization

/// Xlib's default handlers end the process on the first failed request, and hang or crash on a lost
/// connection. Ours log a failed request and carry on, and turn the loss of *our* connection into a
/// clear message and exit status 255 (the CLI's runtime-error status). The loss is handled per
/// display (`XSetIOErrorExitHandler`), so other X connections in the same process keep their own
/// handling.
enum XErrorHandlers {
    static let lostServerStatus: Int32 = 255

    /// Once per process; later calls do nothing. A failed request on a connection that is not
    /// HUDKit's (a test's own, say) goes to the handler that was there before.
    static func install() {
        installErrorHandler
    }

    nonisolated(unsafe) private static var previousErrorHandler: XErrorHandler?

    private static let installErrorHandler: Void = {
        previousErrorHandler = XSetErrorHandler { display, event in
            guard let display, let event else { return 0 }
            guard XErrorHandlers.isOurs(display) else {
                return XErrorHandlers.previousErrorHandler?(display, event) ?? 0
            }
            guard
                !XErrorHandlers.quiet.withLock({ quiet in
                    if quiet.depth > 0 { quiet.errors += 1 } else { quiet.logged += 1 }
                    return quiet.depth > 0
                })
            else { return 0 }
            var buffer = [CChar](repeating: 0, count: 256)
            XGetErrorText(display, Int32(event.pointee.error_code), &buffer, Int32(buffer.count))
            let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            X11Log.warn(
                "X error: \(text) (request \(event.pointee.request_code), resource 0x\(String(event.pointee.resourceid, radix: 16)))"
            )
            return 0
        }
    }()

    private static func isOurs(_ display: OpaquePointer) -> Bool {
        ourDisplays.withLock { $0.contains(Int(bitPattern: UnsafeRawPointer(display))) }
    }

    /// Requests about other clients' windows fail when the window has just gone; while `quietly` runs,
    /// such errors are counted, not logged.
    private static let quiet = Mutex((depth: 0, errors: 0, logged: 0))

    /// The failed requests logged so far, on any of HUDKit's connections: an unexpected one is a bug.
    static var loggedErrors: Int { quiet.withLock { $0.logged } }

    /// Runs `body`, which must sync the connection before it returns, and says whether it failed.
    static func quietly<T>(_ body: () -> T) -> (value: T, failed: Bool) {
        let before = quiet.withLock { quiet in
            quiet.depth += 1
            return quiet.errors
        }
        let value = body()
        let failed = quiet.withLock { quiet in
            quiet.depth -= 1
            return quiet.errors != before
        }
        return (value, failed)
    }

    /// Xlib's default I/O error handler prints its own message and exits with status 1 before any
    /// per-display handler runs, so ours replaces it once, ends the process for our displays and hands
    /// other displays to whatever handler was there before.
    static func exitWhenLost(_ display: OpaquePointer) {
        ourDisplays.withLock { _ = $0.insert(Int(bitPattern: UnsafeRawPointer(display))) }
        installLossHandler
    }

    /// Before closing `display`: its address may be reused by another connection in this process
    /// (a test's own), whose loss is not ours to end the process for; a server already gone then
    /// fails the close quietly.
    static func forget(_ display: OpaquePointer) {
        ourDisplays.withLock { _ = $0.remove(Int(bitPattern: UnsafeRawPointer(display))) }
        XSetIOErrorExitHandler(display, { _, _ in }, nil)
    }

    private static let ourDisplays = Mutex<Set<Int>>([])
    nonisolated(unsafe) private static var previousLossHandler: XIOErrorHandler?

    private static let installLossHandler: Void = {
        previousLossHandler = XSetIOErrorHandler { display in
            guard let display, XErrorHandlers.isOurs(display) else {
                return XErrorHandlers.previousLossHandler?(display) ?? 0
            }
            X11Log.warn("lost the connection to the X server")
            exit(XErrorHandlers.lostServerStatus)
        }
    }()
}
