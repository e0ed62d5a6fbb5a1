import Foundation
import HUDKit
import Synchronization

/// One overlay on a display thread of its own, driven from threads that block on something else:
/// stdin for `hud progress`, a child process for `hud run`.
final class LiveOverlay: Sendable {
    /// Why the overlay went away.
    enum Ending: Sendable {
        /// Dismissed by its driver.
        case finished
        /// `--timeout` ran out.
        case timedOut
        /// SIGINT or SIGTERM.
        case interrupted
        /// Escape cancelled it.
        case cancelled
        /// It could not be shown; the reason is on stderr.
        case failed
    }

    /// The host lives on the display thread and is only touched there.
    private final class HostBox: @unchecked Sendable {
        var host: OverlayHost?
    }

    private let thread: DisplayThread
    private let box = HostBox()
    private let removed = DispatchSemaphore(value: 0)
    private let ending = Mutex<Ending?>(nil)

    /// Opens `$DISPLAY` (throwing if it cannot) and shows `overlay`. `onSignal` runs on the display
    /// thread when SIGINT or SIGTERM arrives, before the overlay is dismissed.
    init(_ overlay: Overlay, options: DisplayOptions, timeout: Double? = nil,
         onSignal: @escaping @Sendable () -> Void = {}) throws {
        thread = try DisplayThread()
        thread.perform { [self] session in
            do {
                let host = try session.present(overlay, options: options)
                host.onRemoved = { [removed] in removed.signal() }
                host.onFinished = { [self] response in if response.isCancel { end(.cancelled) } }
                box.host = host
            } catch {
                end(.failed)
                FileHandle.standardError.write(Data("hud: \(error)\n".utf8))
                removed.signal()
                return
            }
            session.onSignal = { [self] in
                end(.interrupted)
                onSignal()
                session.dismissAll()
            }
            if let timeout {
                session.clock.schedule(at: session.clock.now + timeout) { [self] in
                    end(.timedOut)
                    session.dismissAll()
                }
            }
        }
    }

    /// The first reason given is the one reported.
    private func end(_ reason: Ending) {
        ending.withLock { $0 = $0 ?? reason }
    }

    /// Morphs to `overlay`; with `progress` (0…1) its indicator glides there from what is shown.
    func update(to overlay: Overlay, glidingProgressTo progress: Double? = nil) {
        let box = box
        thread.perform { _ in
            guard let host = box.host, !host.isRemoved else { return }
            do {
                if let progress {
                    try host.update(to: overlay, glidingProgressTo: progress)
                } else {
                    try host.update(to: overlay)
                }
            } catch {
                FileHandle.standardError.write(Data("hud: \(error)\n".utf8))
            }
        }
    }

    /// Starts the exit `delay` seconds from now.
    func dismiss(after delay: Double = 0) {
        let box = box
        thread.perform { session in
            session.clock.schedule(at: session.clock.now + delay) { box.host?.dismiss() }
        }
    }

    /// Blocks until the overlay has gone, then closes the display.
    func waitUntilRemoved() -> Ending {
        removed.wait()
        thread.shutdown()
        return ending.withLock { $0 ?? .finished }
    }
}
