import HUDStage

/// The facade on a desktop: a backend's stage on a display thread of its own, and the session bus's
/// clients on a thread of theirs: the freedesktop portal's light or dark, and the bridge that shows
/// the stage's surfaces to screen readers (idle until the session asks for one).
final class StageDisplayBackend<Thread: StageThread>: DisplayBackend {
    private let thread: Thread
    private let context: DisplayThreadState<DisplayContext?>
    private let session: SessionBusClients
    /// The facade's first calls wait for the portal's first answer, at most `PortalAppearance.bound`.
    private let held = HeldCalls()

    /// Opens the display with `open`, which runs its argument on the stage's thread before the
    /// stage's loop does; throws what opening threw.
    init(open: (_ prepare: @escaping @Sendable (Thread.Stage) -> Void) throws -> Thread) throws {
        let context = DisplayThreadState<DisplayContext?>(nil)
        let held = held
        let pending = PendingStageCalls<Thread>()
        let program = CommandLine.arguments.first?.split(separator: "/").last.map(String.init) ?? "HUDKit"
        let session = SessionBusClients(
            name: program,
            attach: { observer in pending.perform { $0.accessibilityObserver = observer } },
            activate: { surface, target in pending.perform { $0.activate(target, onSurface: surface) } },
            portalChanged: { scheme in pending.perform { $0.portalColorSchemeChanged(scheme) } })
        // Before the display opens, so that the bus is connected and the portal asked meanwhile: the
        // first alert waits for the slower of the two, not for one after the other.
        session.start { held.open() }
        let thread: Thread
        do {
            // Before the loop runs: a signal that comes as the display opens reaches the interrupt
            // handlers, rather than an unprepared stage's default.
            thread = try open { stage in
                let current = DisplayContext(stage: stage)
                stage.onSignal = { current.interrupt() }
                context.value = current
                // The bound is the stage's own clock: no thread waits for a portal.
                _ = stage.frameClock.schedule(at: stage.frameClock.now + PortalAppearance.bound) { held.open() }
            }
        } catch {
            session.stop()
            throw error
        }
        pending.opened(thread)
        self.thread = thread
        self.context = context
        self.session = session
    }

    func perform(_ work: @escaping @Sendable (DisplayContext) -> Void) {
        let context = context
        let thread = thread
        held.perform {
            thread.perform { _ in
                if let current = context.value { work(current) }
            }
        }
    }

    func shutdown() {
        held.open()
        thread.shutdown()
        session.stop()
    }

    func finish() {
        held.open()
        thread.finish()
        session.stop()
    }
}
