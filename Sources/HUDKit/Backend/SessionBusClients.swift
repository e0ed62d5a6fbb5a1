import HUDAccessibility
import HUDBus
import HUDCore
import HUDSurfaces

/// What the facade asks of the session bus, on one connection and one GLib loop thread: the
/// portal's light or dark, then the accessibility bridge. Without a session bus there is no
/// connection, and the thread sleeps until it is stopped.
final class SessionBusClients: Sendable {
    private let loop = MainLoopThread(name: "HUDKit session bus")
    /// Ends a connect or call that waits on a bus that never answers, so that `stop` never waits
    /// for a bus (a session bus that accepts and then says nothing would hold it for good).
    private let cancellation = BusCancellation()
    private let state: State

    /// `name` is the application's, as a screen reader lists it; `attach` and `activate` are the
    /// accessibility bridge's; `portalChanged` is handed the portal's color-scheme as first read
    /// and after each change, on the loop's thread.
    init(
        name: String, attach: @escaping @Sendable ((any AccessibilityObserver)?) -> Void,
        activate: @escaping @Sendable (Int, AccessibleTarget) -> Void,
        portalChanged: @escaping @Sendable (PortalColorScheme?) -> Void
    ) {
        state = State(
            accessibility: AccessibilityBridge(
                name: name, loop: loop, cancellation: cancellation, attach: attach, activate: activate),
            cancellation: cancellation, portalChanged: portalChanged)
    }

    /// Connects and starts following; returns at once. `firstRead` is called on the loop's thread
    /// after the portal's first answer has gone to `portalChanged`, or at once without a session bus.
    func start(firstRead: @escaping @Sendable () -> Void) {
        loop.start()
        let state = state
        let loop = loop
        loop.post { state.connect(loop: loop, firstRead: firstRead) }
    }

    /// Leaves the bus and ends the thread; returns when it has, without waiting for a bus.
    func stop() {
        cancellation.cancel()
        let state = state
        loop.post { state.close() }
        loop.stop()
    }

    /// Touched on the loop's thread only.
    private final class State: @unchecked Sendable {
        let accessibility: AccessibilityBridge
        let cancellation: BusCancellation
        let portalChanged: @Sendable (PortalColorScheme?) -> Void
        var session: BusConnection?
        var portal: PortalAppearance?

        init(
            accessibility: AccessibilityBridge, cancellation: BusCancellation,
            portalChanged: @escaping @Sendable (PortalColorScheme?) -> Void
        ) {
            self.accessibility = accessibility
            self.cancellation = cancellation
            self.portalChanged = portalChanged
        }

        /// Never starts a bus: without an address there is none to follow.
        func connect(loop: MainLoopThread, firstRead: @Sendable () -> Void) {
            guard let address = BusConnection.sessionBusAddress,
                let session = try? loop.registering({ () throws(GLibError) in
                    try BusConnection(address: address, cancellation: cancellation)
                })
            else {
                firstRead()
                return
            }
            self.session = session
            // Subscribed before the read, so that a change while it is under way is not missed.
            portal = PortalAppearance(on: session, loop: loop, changed: portalChanged)
            portalChanged(PortalAppearance.read(on: session))
            firstRead()
            accessibility.watch(session)
        }

        func close() {
            accessibility.close()
            portal = nil
            session = nil
        }
    }
}
