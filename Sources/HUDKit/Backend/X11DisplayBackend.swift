import HUDX11

/// The facade on `$DISPLAY`: an X11 stage on a display thread of its own.
final class X11DisplayBackend: DisplayBackend {
    private let thread: X11StageThread
    private let context: DisplayThreadState<DisplayContext?>

    /// Opens `$DISPLAY`; throws what opening it threw.
    init() throws {
        let context = DisplayThreadState<DisplayContext?>(nil)
        // Before the loop runs: a signal that comes as the display opens reaches the interrupt
        // handlers, rather than an unprepared stage's default.
        thread = try X11StageThread { stage in
            let current = DisplayContext(stage: stage)
            stage.onSignal = { current.interrupt() }
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
