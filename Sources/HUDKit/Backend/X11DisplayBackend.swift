import HUDX11

/// The facade on `$DISPLAY`: an X11 session on a display thread of its own.
final class X11DisplayBackend: DisplayBackend {
    private let thread: DisplayThread
    private let context = DisplayThreadState<DisplayContext?>(nil)

    /// Opens `$DISPLAY`; throws what opening it threw.
    init() throws {
        thread = try DisplayThread()
    }

    func perform(_ work: @escaping @Sendable (DisplayContext) -> Void) {
        let context = context
        thread.perform { session in
            let current = context.value ?? DisplayContext(session: session)
            if context.value == nil {
                session.onSignal = { current.interrupt() }
                context.value = current
            }
            work(current)
        }
    }

    func shutdown() {
        thread.shutdown()
    }

    func finish() {
        thread.finish()
    }
}
