/// A backend's stage on a thread of its own, so that the facade's calls from any thread never wait
/// for (or stall) the caller's: `perform` is how other threads reach the stage.
package protocol StageThread: Sendable {
    associatedtype Stage: SessionStage
    /// Runs `work` on the stage's thread, soon, in call order; returns at once.
    func perform(_ work: @escaping @Sendable (Stage) -> Void)
    /// Dismisses everything, lets the exits play, closes the display and ends the thread; returns
    /// when it has.
    func shutdown()
    /// Lets the overlays end by themselves and whatever is due happen, then closes the display and
    /// ends the thread; returns when it has.
    func finish()
}
