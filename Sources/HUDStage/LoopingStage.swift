import HUDSystem

/// A backend's stage that runs its own event loop, on the thread it was made on: what a
/// `DisplayThread` needs of it.
package protocol LoopingStage: SessionStage, SendableMetatype {
    /// Work posted from other threads, which the loop runs on its own, in order.
    var postedWork: WakeQueue<@Sendable () -> Void> { get }
    /// Runs the loop until `isDone` (checked after every event, timer and frame).
    func run(until isDone: () -> Bool)
    /// No overlay is up or on its way out.
    var hasNoOverlays: Bool { get }
}
