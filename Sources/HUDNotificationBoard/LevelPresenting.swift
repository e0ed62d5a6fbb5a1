import HUDCore
import HUDSurfaces

/// Shows level notifications (`LevelNotification`) as the level HUD: one at a time on a display,
/// a new one changing it in place. Callable from any thread; the removal handler runs on the
/// presenter's own thread.
public protocol LevelPresenting: Sendable {
    /// Shows `level` for notification `id`, taking the level HUD over from whichever id had it.
    func show(id: UInt32, level: LevelHUDModel)
    /// Takes the level HUD away if it still shows `id`'s level; otherwise does nothing.
    func hide(id: UInt32)
    /// What runs, with its id, when the level HUD last shown for an id has left the screen; replaces
    /// the handler set before.
    func setRemovalHandler(_ handler: @escaping @Sendable (UInt32) -> Void)
}
