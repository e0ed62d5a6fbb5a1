import HUDKit
import Synchronization

/// How a HUD that a command shows in its own process and waits for ended: by itself, by its
/// timeout (exit 5), by the user's Escape (exit 1) or by SIGINT/SIGTERM (exit 1), which HUDKit
/// turns into an orderly exit.
final class HUDEnding: Sendable {
    private let timedOut = Atomic(false)
    private let interrupted = Atomic(false)
    private let cancelled = Atomic(false)

    /// Watches `hud` and the signals HUDKit takes while its display is open.
    init(_ hud: HUD) {
        hud.observe { [self] event in
            if event == .timedOut { timedOut.store(true, ordering: .relaxed) }
            if event == .cancelled { cancelled.store(true, ordering: .relaxed) }
        }
        HUD.onInterrupt { [self] in interrupted.store(true, ordering: .relaxed) }
    }

    var wasInterrupted: Bool { interrupted.load(ordering: .relaxed) }

    var status: Int32 {
        wasInterrupted || cancelled.load(ordering: .relaxed)
            ? ExitStatus.cancel : timedOut.load(ordering: .relaxed) ? ExitStatus.timeout : ExitStatus.ok
    }
}
