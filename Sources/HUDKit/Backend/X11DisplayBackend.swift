import HUDAccessibility
import HUDX11

/// The facade on `$DISPLAY`: an X11 stage on a display thread of its own, and the bridge that
/// shows its surfaces to screen readers (idle until the session asks for one).
final class X11DisplayBackend: DisplayBackend {
    private let thread: X11StageThread
    private let context: DisplayThreadState<DisplayContext?>
    private let accessibility: AccessibilityBridge

    /// Opens `$DISPLAY`; throws what opening it threw.
    init() throws {
        let context = DisplayThreadState<DisplayContext?>(nil)
        // Before the loop runs: a signal that comes as the display opens reaches the interrupt
        // handlers, rather than an unprepared stage's default.
        let thread = try X11StageThread { stage in
            let current = DisplayContext(stage: stage)
            stage.onSignal = { current.interrupt() }
            context.value = current
        }
        self.thread = thread
        self.context = context
        let program = CommandLine.arguments.first?.split(separator: "/").last.map(String.init) ?? "HUDKit"
        accessibility = AccessibilityBridge(
            name: program,
            attach: { observer in thread.perform { $0.accessibilityObserver = observer } },
            activate: { surface, target in thread.perform { $0.activate(target, onSurface: surface) } })
        accessibility.start()
    }

    func perform(_ work: @escaping @Sendable (DisplayContext) -> Void) {
        let context = context
        thread.perform { _ in
            if let current = context.value { work(current) }
        }
    }

    func shutdown() {
        thread.shutdown()
        accessibility.stop()
    }

    func finish() {
        thread.finish()
        accessibility.stop()
    }
}
