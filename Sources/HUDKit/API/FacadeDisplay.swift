import Glibc
import HUDSystem
import Synchronization

/// The display HUDKit's public API draws on: `$DISPLAY`, opened on first use on a thread of its
/// own (the display thread), or a headless display a test installed. Without a display, calls do
/// nothing and the reason is logged once.
package enum FacadeDisplay {
    private static let opened = Mutex<(any DisplayBackend)?>(nil)
    private static let failure = Mutex<String?>(nil)

    /// Runs `work` on the display thread, opening the display first if needed.
    package static func perform(_ work: @escaping @Sendable (DisplayContext) -> Void) {
        backend()?.perform(work)
    }

    /// Routes the API to `backend` (a headless display) until `close()`.
    package static func use(_ backend: any DisplayBackend) {
        close()
        opened.withLock { $0 = backend }
    }

    /// Opens the display now rather than on first use, throwing what opening it threw (the API's
    /// calls can only log it): for a program that must not go on without one.
    package static func open() throws {
        try opened.withLock { backend in
            if backend == nil { backend = try DesktopBackend.open() }
        }
    }

    /// Lets every overlay end by itself (and whatever is due, such as a HUD's delayed hide, happen),
    /// then closes the display; returns when it has. The next call opens it again.
    package static func finish() {
        // Still the display while it finishes: work posted meanwhile must not open another.
        opened.withLock { $0 }?.finish()
        opened.withLock { $0 = nil }
    }

    /// Dismisses everything and closes the display; the next call opens it again.
    package static func close() {
        let backend = opened.withLock { backend in
            defer { backend = nil }
            return backend
        }
        backend?.shutdown()
        failure.withLock { $0 = nil }
        interruptHandlers.withLock { $0 = [] }
    }

    /// What `HUD.onInterrupt` asked to run on SIGINT or SIGTERM, until the display closes.
    static let interruptHandlers = Mutex<[@Sendable () -> Void]>([])

    private static func backend() -> (any DisplayBackend)? {
        opened.withLock { backend in
            if let backend { return backend }
            guard failure.withLock({ $0 == nil }) else { return nil }
            do {
                backend = try DesktopBackend.open()
            } catch {
                failure.withLock { $0 = "\(error)" }
                StandardStream.write("HUDKit: \(error); overlays are not shown\n", to: STDERR_FILENO)
            }
            return backend
        }
    }
}

/// State that lives on the display thread, reachable from jobs posted there. Only ever touched on
/// that thread, which is what makes the unchecked conformance sound.
final class DisplayThreadState<Value>: @unchecked Sendable {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
