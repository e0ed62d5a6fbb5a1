import HUDCore
import HUDSurfaces
import Synchronization

/// The stage's newest trees on their way to the bridge's loop: a slot that keeps only the latest,
/// so that the loop is not woken for each of a held key's updates. The stage wakes the loop only
/// when no wake is already pending and no value signal is held back; while one is, the loop takes
/// the trees when the signal's interval ends or when a client calls, whichever comes first.
final class LatestTrees: Sendable {
    private struct Slot {
        /// Not yet taken; nil once taken.
        var surfaces: [PlacedAccessibleTree]?
        var isWakePending = false
        /// A value signal is held back: the loop will take the trees at the end of its interval.
        var isHeldBack = false
    }

    private let slot = Mutex(Slot())

    /// On the stage's thread: keeps `surfaces` as the newest; true when the loop must be woken to
    /// take them (the caller then posts one wake).
    func put(_ surfaces: [PlacedAccessibleTree]) -> Bool {
        slot.withLock { slot in
            slot.surfaces = surfaces
            guard !slot.isWakePending, !slot.isHeldBack else { return false }
            slot.isWakePending = true
            return true
        }
    }

    /// On the loop's thread: the trees not yet taken, nil when there are none. `isHeldBack` says
    /// whether a value signal is held back now, which spares the stage its next wake; `endsWake`,
    /// that the posted wake has come.
    func take(isHeldBack: Bool, endsWake: Bool = false) -> [PlacedAccessibleTree]? {
        slot.withLock { slot in
            if endsWake { slot.isWakePending = false }
            slot.isHeldBack = isHeldBack
            defer { slot.surfaces = nil }
            return slot.surfaces
        }
    }
}
