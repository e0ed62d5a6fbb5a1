import HUDX11

/// The facade on `$DISPLAY`: an X11 session on a display thread of its own.
final class X11DisplayBackend: DisplayBackend {
    private let thread: DisplayThread
    private let context: DisplayThreadState<DisplayContext?>

    /// Opens `$DISPLAY`; throws what opening it threw.
    init() throws {
        let context = DisplayThreadState<DisplayContext?>(nil)
        // Before the loop runs: a signal that comes as the display opens reaches the interrupt
        // handlers, rather than an unprepared session's default.
        thread = try DisplayThread { session in
            let current = DisplayContext(session: session)
            session.onSignal = { current.interrupt() }
            context.value = current
        }
        self.context = context
    }

    func perform(_ work: @escaping @Sendable (DisplayContext) -> Void) {
        let context = context
        thread.perform { _ in
            if let current = context.value { work(current) }
        }
    }

    func shutdown() {
        thread.shutdown()
    }

    func finish() {
        thread.finish()
    }
}
