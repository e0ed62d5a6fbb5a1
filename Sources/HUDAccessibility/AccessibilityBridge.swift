import HUDBus
import HUDCore
import HUDSurfaces
import HUDSystem
import Synchronization

/// HUDKit's surfaces for screen readers, over AT-SPI2 on D-Bus, on a GLib loop thread of its
/// owner's, so that the display never waits for a bus. It follows `org.a11y.Status` on the session
/// bus; while neither `IsEnabled` nor `ScreenReaderEnabled` is true it holds no accessibility-bus
/// connection, exports nothing and asks the stage for nothing (the stage then computes no tree).
/// Once one is true it connects to the accessibility bus, embeds the application in the registry and
/// attaches an observer to the stage, whose trees it serves and signals.
package final class AccessibilityBridge: Sendable {
    private let state: State

    /// `name` is the application's, as a screen reader lists it; `loop` is where the bridge runs;
    /// `cancellation` ends its connects and calls when its owner stops, so that a bus that never
    /// answers holds nothing up; `attach` hands the stage its observer (nil: none) on the stage's
    /// thread; `activate` carries a screen reader's action to the stage.
    package init(
        name: String, loop: MainLoopThread, cancellation: BusCancellation,
        attach: @escaping @Sendable ((any AccessibilityObserver)?) -> Void,
        activate: @escaping @Sendable (Int, AccessibleTarget) -> Void
    ) {
        state = State(name: name, loop: loop, cancellation: cancellation, attach: attach, activate: activate)
    }

    /// Starts following the status on `session`; on the loop's thread.
    package func watch(_ session: BusConnection) {
        state.watch(session)
    }

    /// Leaves the buses; on the loop's thread.
    package func close() {
        state.close()
    }

    /// Whether the application is on the accessibility bus now (for tests and benchmarks).
    package var isRegistered: Bool { state.isRegistered.load(ordering: .acquiring) }

    /// Everything the bridge holds, touched on its loop's thread only (`isRegistered` and the
    /// latest trees excepted, which are atomic or locked).
    private final class State: AccessibilityObserver, @unchecked Sendable {
        let name: String
        let loop: MainLoopThread
        let cancellation: BusCancellation
        let attach: @Sendable ((any AccessibilityObserver)?) -> Void
        let activate: @Sendable (Int, AccessibleTarget) -> Void
        let isRegistered = Atomic<Bool>(false)
        /// The stage's newest trees, waiting for the loop.
        let latest = LatestTrees()

        var session: BusConnection?
        var statusChanges: SignalSubscription?
        var accessibilityBus: BusConnection?
        var application: AccessibleApplication?

        init(
            name: String, loop: MainLoopThread, cancellation: BusCancellation,
            attach: @escaping @Sendable ((any AccessibilityObserver)?) -> Void,
            activate: @escaping @Sendable (Int, AccessibleTarget) -> Void
        ) {
            self.name = name
            self.loop = loop
            self.cancellation = cancellation
            self.attach = attach
            self.activate = activate
        }

        /// Follows the status on `session`.
        func watch(_ session: BusConnection) {
            self.session = session
            statusChanges = loop.registering {
                SignalSubscription(
                    on: session, interface: "org.freedesktop.DBus.Properties", name: "PropertiesChanged",
                    path: "/org/a11y/bus", argument0: "org.a11y.Status"
                ) { [weak self] _ in self?.follow() }
            }
            follow()
        }

        /// Registers or leaves as the status says now.
        func follow() {
            let wanted = isWanted()
            if wanted, application == nil {
                register()
            } else if !wanted, application != nil {
                unregister()
            }
        }

        /// Whether a screen reader (or another assistive technology) wants the application: the
        /// launcher's properties, read without starting the launcher.
        private func isWanted() -> Bool {
            guard let session,
                let reply = try? session.call(
                    "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.freedesktop.DBus.Properties",
                    method: "GetAll", parameters: Variant(tuple: [Variant(string: "org.a11y.Status")]),
                    timeout: 2_000, startsService: false, cancellation: cancellation)
            else { return false }
            let properties = reply.child(0)
            return (0..<properties.childCount).contains { index in
                let entry = properties.child(index)
                return ["IsEnabled", "ScreenReaderEnabled"].contains(entry.child(0).string)
                    && entry.child(1).boxed.typeString == "b" && entry.child(1).boxed.boolean
            }
        }

        private func register() {
            do {
                let address = try accessibilityBusAddress()
                let bus = try loop.registering { () throws(GLibError) in
                    try BusConnection(address: address, cancellation: cancellation)
                }
                let application = try loop.registering { () throws(GLibError) in
                    try AccessibleApplication(on: bus, name: name, loop: loop, trees: latest, activate: activate)
                }
                try application.embed(cancellation: cancellation)
                accessibilityBus = bus
                self.application = application
                isRegistered.store(true, ordering: .releasing)
                attach(self)
            } catch {
                StandardStream.write("hud: WARNING: screen readers cannot reach HUDKit: \(error)\n", to: 2)
            }
        }

        private func accessibilityBusAddress() throws(GLibError) -> String {
            if let address = ProcessEnvironment.current["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return address }
            guard let session else { throw GLibError(consuming: nil) }
            return try session.call(
                "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", method: "GetAddress", timeout: 2_000,
                startsService: false, cancellation: cancellation
            ).child(0).string
        }

        private func unregister() {
            attach(nil)
            application = nil
            // What the stage sent last, and a signal's hold that ended with the application, go too.
            _ = latest.take(isHeldBack: false)
            accessibilityBus = nil
            isRegistered.store(false, ordering: .releasing)
        }

        func close() {
            if application != nil { unregister() }
            statusChanges = nil
            session = nil
        }

        // MARK: As the stage's observer

        /// Keeps only the latest trees, and wakes the loop for them only when no wake is pending and
        /// no value signal is held back: a loop that falls behind the stage skips to the newest.
        func surfacesChanged(_ surfaces: [PlacedAccessibleTree]) {
            guard latest.put(surfaces) else { return }
            loop.post { [self] in
                if let application {
                    application.takeNewest(endingWake: true)
                } else {
                    _ = latest.take(isHeldBack: false, endsWake: true)
                }
            }
        }
    }
}
