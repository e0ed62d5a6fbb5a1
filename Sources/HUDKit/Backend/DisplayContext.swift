import HUDStage
import Synchronization

/// The facade's state for one opened display, on that display's thread: the stage, the toast and
/// the level HUD on screen, and the alert queue. A new display (after `FacadeDisplay.close()`)
/// starts afresh, so nothing from an earlier one is ever touched again.
package final class DisplayContext {
    private static let openings = Atomic<Int>(0)

    package let stage: any OverlayStage
    /// Tells displays apart, for state kept outside the context (a HUD's controller).
    package let generation: Int
    /// The toast on screen, which a new toast restarts rather than stacking on.
    package var toast: (any PresentedOverlay)?
    /// The level HUD on screen, which a new level changes in place rather than stacking on.
    package var levelHUD: (any PresentedOverlay)?
    /// Alerts waiting their turn.
    package let alerts: AlertQueue
    /// SIGINT or SIGTERM: the handlers `HUD.onInterrupt` registered first, then every overlay leaves.
    package func interrupt() {
        for handler in FacadeDisplay.interruptHandlers.withLock({ $0 }) { handler() }
        stage.dismissAll()
    }

    package init(stage: any OverlayStage) {
        self.stage = stage
        generation = Self.openings.add(1, ordering: .relaxed).newValue
        alerts = AlertQueue(stage: stage)
    }
}

/// Where the facade's work runs: a desktop backend's display thread, or a headless display a test steps.
package protocol DisplayBackend: Sendable {
    /// Runs `work` on the display's thread, soon, in call order; returns at once.
    func perform(_ work: @escaping @Sendable (DisplayContext) -> Void)
    /// Dismisses everything and stops; returns when done.
    func shutdown()
    /// Stops once no overlay is up and nothing is due; returns when done.
    func finish()
}
