import CWayland
import Glibc
import HUDCore
import HUDRender
import HUDStage
import HUDSurfaces
import HUDSystem

/// HUDKit on a Wayland compositor with the layer shell: one connection, one clock, one event loop,
/// and the overlays and surfaces on it, each shown by a `LayerHost` on the overlay layer. Not
/// thread-safe: create it and run it on one thread (a `DisplayThread`).
package final class WaylandStage: LoopingStage {
    private let connection: WaylandConnection
    private let globals: WaylandGlobals
    private let loop: WaylandEventLoop
    private let renderers: SceneRenderers
    private let selections: WaylandSelections
    private let codeRelease: RestingCodeRelease
    /// An input method's committed text, where the compositor offers text input.
    private let textInput: WaylandTextInput?
    /// Every overlay's and surface's, in the order they were made.
    private var hosts: [LayerHost] = []
    private var nextSurfaceID = 1
    private var publication = AccessiblePublication()
    private var portalScheme: PortalColorScheme?
    /// The output a HUDKit surface was last put on: where the user is, as far as a Wayland client
    /// can tell.
    private weak var recentOutput: WaylandOutput?

    package var onSignal: (() -> Void)?

    package var accessibilityObserver: (any AccessibilityObserver)? {
        didSet {
            // As on X11: a screen reader needs a focused button to say as a dialog appears.
            for host in hosts {
                (host.hosted as? WaylandOverlay)?.driver.focusesAtStart = accessibilityObserver != nil
            }
            publication.forget()
            publishAccessibleSurfaces()
        }
    }

    /// Connects to `display` (nil: `$WAYLAND_DISPLAY`) and reads its globals; throws when the
    /// compositor lacks what HUDKit needs (the layer shell, ARGB8888 shared memory).
    package init(display: String? = nil) throws {
        ProcessHeap.keepLargeBuffersMapped()
        connection = try WaylandConnection(name: display)
        let clock = MonotonicClock()
        globals = WaylandGlobals(connection: connection, clock: clock)
        // The globals, then their first events (the outputs' modes and names, the formats).
        connection.roundtrip()
        connection.roundtrip()
        guard globals.layerShell != nil else { throw WaylandError.noLayerShell }
        guard globals.compositor != nil else { throw WaylandError.missingGlobal("wl_compositor") }
        guard globals.shm != nil else { throw WaylandError.missingGlobal("wl_shm") }
        guard globals.hasARGB8888 else { throw WaylandError.noARGB8888 }
        loop = WaylandEventLoop(connection: connection, clock: clock)
        renderers = try SceneRenderers()
        codeRelease = RestingCodeRelease(clock: clock)
        selections = WaylandSelections(globals: globals, loop: loop)
        if let manager = globals.textInputManager, let seat = globals.seatProxy {
            textInput = WaylandTextInput(manager: manager, seat: seat)
        } else {
            textInput = nil
        }
        globals.seat?.onInput = { [unowned self] event, surface in
            hosts.first { $0.owns(surface) }?.handle(event, on: surface)
            textInput?.follow()
        }
        textInput?.takesText = { [unowned self] surface in
            hosts.first { $0.owns(surface) }?.hosted.takesComposedText ?? false
        }
        textInput?.onText = { [unowned self] text, surface in
            hosts.first { $0.owns(surface) }?.handle(.keyStroke(KeyStroke(.text(text))), on: surface)
        }
        globals.onOutputsChanged = { [unowned self] in rebuildAll() }
        loop.onSignal = { [unowned self] in
            if let onSignal { onSignal() } else { dismissAll() }
        }
        loop.onIdle = { [unowned self] in trimIfIdle() }
        loop.onSleep = { [unowned self] in codeRelease.sleeping() }
        loop.onLost = {
            StandardStream.write("hud: lost the connection to the Wayland compositor\n", to: STDERR_FILENO)
            exit(255)
        }
    }

    /// How long after a buffer is committed the compositor shows it, at most: one refresh of a 60 Hz
    /// output (its frame callback asks for the next buffer just after it has shown the last). Frames
    /// are drawn for that moment, so an entrance's first buffer already shows it entering.
    static let presentationLead = 1.0 / 60

    package var frameClock: any FrameClock { loop.clock }
    package var postedWork: WakeQueue<@Sendable () -> Void> { loop.postedWork }
    package var hasNoOverlays: Bool { overlays.isEmpty }

    /// Overlays on screen or on their way out.
    var overlays: [WaylandOverlay] { hosts.compactMap { $0.hosted as? WaylandOverlay }.filter { !$0.isRemoved } }

    package func run(until isDone: () -> Bool) {
        loop.run {
            let count = hosts.count
            hosts.removeAll(where: \.hosted.isRemoved)
            if hosts.count != count { isTrimOwed = true }
            publishAccessibleSurfaces()
            return isDone()
        }
    }

    package func present(_ overlay: Overlay, options: DisplayOptions) throws -> any PresentedOverlay {
        guard let output = output(for: options.placement) else { throw WaylandError.noOutput }
        // Without a seat nothing could answer it: a clear error rather than a wait without end.
        if overlay.isDialog, globals.seat == nil { throw WaylandError.noSeat }
        let renderer = try renderers.renderer(for: options.fontFile)
        let shown = try WaylandOverlay(
            overlay: overlay, options: options, canvas: output.frame.size,
            scale: LayerHost.scale(for: options.placement, on: output, globals: globals),
            desktopAppearance: desktopAppearance, clock: loop.clock, renderer: renderer, selections: selections)
        shown.driver.focusesAtStart = accessibilityObserver != nil
        let host = adopt(shown, renderer: renderer)
        shown.host = host
        host.place(on: output, isLaidOut: true)
        try shown.start()
        return shown
    }

    package func makeSurface<Surface: StageSurface>(_ make: (Animator) -> Surface) throws -> Surface {
        let renderer = try renderers.renderer(for: nil)
        let animator = Animator(clock: loop.clock)
        animator.lead = Self.presentationLead
        let surface = make(animator)
        let placed = PlacedLayerSurface(surface, renderer: renderer, selections: selections)
        placed.host = adopt(placed, renderer: renderer)
        return surface
    }

    private func adopt(_ hosted: any LayerHosted, renderer: SceneRenderer) -> LayerHost {
        let host = LayerHost(
            hosted, id: nextSurfaceID, globals: globals, renderer: renderer,
            chooseOutput: { [unowned self] placement in output(for: placement) },
            desktopAppearance: { [unowned self] in desktopAppearance })
        nextSurfaceID += 1
        host.onSurfaceChange = { [unowned self, unowned host] in
            if host.layer != nil {
                recentOutput = host.output
                codeRelease.wake()
            } else {
                isTrimOwed = true
            }
        }
        hosts.append(host)
        return host
    }

    /// The output a placement names. A Wayland client cannot learn where the pointer or the focused
    /// window is: "pointer" and "focused" mean the output HUDKit last showed something on, else the
    /// first.
    private func output(for placement: SurfacePlacement) -> WaylandOutput? {
        let outputs = globals.outputs.filter(\.isDescribed)
        switch placement.monitor {
        case .index(let index) where outputs.indices.contains(index): return outputs[index]
        case .pointer, .focusedWindow:
            if let recentOutput, outputs.contains(where: { $0 === recentOutput }) { return recentOutput }
            return outputs.first
        case .primary, .index: return outputs.first
        }
    }

    private var desktopAppearance: Appearance? {
        PortalColorScheme.desktopAppearance(portal: portalScheme, xsettings: nil)
    }

    package func register(customContent draw: @escaping (DrawingContext, Rect) -> Void) -> CustomContentID {
        renderers.register(customContent: draw)
    }

    package func unregister(customContent id: CustomContentID) {
        renderers.unregister(customContent: id)
    }

    package func dismissAll() {
        for host in hosts { host.hosted.dismiss() }
    }

    package func activate(_ target: AccessibleTarget, onSurface id: Int) {
        hosts.first { $0.id == id }?.hosted.activate(target)
    }

    package func portalColorSchemeChanged(_ scheme: PortalColorScheme?) {
        let before = desktopAppearance
        portalScheme = scheme
        guard desktopAppearance != before else { return }
        rebuildAll()
    }

    /// Outputs came, went or changed (or the desktop's appearance did): everything shown is placed
    /// and laid out again, on an output that is still there.
    private func rebuildAll() {
        for host in hosts where host.layer != nil {
            host.removeSurface()
            if let output = host.output, globals.outputs.contains(where: { $0 === output }) {
                host.place(on: output)
            } else if let chosen = output(for: host.hosted.placement) {
                host.place(on: chosen)
            }
            try? host.follow()
        }
    }

    private func publishAccessibleSurfaces() {
        guard let accessibilityObserver else { return }
        publication.publish(
            hosts.map { host in (host.accessibleState, { host.accessibleSurface }) }, to: accessibilityObserver)
    }

    /// A surface went since the last trim.
    private var isTrimOwed = false

    /// Once every surface has gone and nothing is due, what they cached goes and the heap is
    /// returned, and the code after a rest, as on X11.
    private func trimIfIdle() {
        guard hosts.allSatisfy({ $0.layer == nil }) else { return }
        codeRelease.rest()
        guard isTrimOwed else { return }
        isTrimOwed = false
        renderers.trimCaches()
        ProcessHeap.returnFreePages()
    }
}
