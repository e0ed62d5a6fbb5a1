import Synchronization

/// The facade's state for one opened display, on that display's thread: the session, the toast
/// on screen and the alert queue. A new display (after `Display.close()`) starts afresh, so nothing
/// from an earlier one is ever touched again.
final class DisplayContext {
    private static let openings = Atomic<Int>(0)

    let session: any OverlaySession
    /// Tells displays apart, for state kept outside the context (a HUD's controller).
    let generation: Int
    /// The toast on screen, which a new toast restarts rather than stacking on.
    var toast: (any PresentedOverlay)?
    /// Alerts waiting their turn.
    let alerts: AlertQueue

    init(session: any OverlaySession) {
        self.session = session
        generation = Self.openings.add(1, ordering: .relaxed).newValue
        alerts = AlertQueue(session: session)
    }
}

/// Where the facade's work runs: the X11 display thread, or a headless display a test steps.
protocol DisplayBackend: Sendable {
    /// Runs `work` on the display's thread, soon, in call order; returns at once.
    func perform(_ work: @escaping @Sendable (DisplayContext) -> Void)
    /// Dismisses everything and stops; returns when done.
    func shutdown()
}
