import CX11
import HUDCore
import HUDRender
import HUDStage
import HUDSurfaces

/// Shows one surface on a display, whatever it is (a banner stack, the Notification Center, an
/// overlay): makes its windows when it wants them and its monitor is there, paints what changed,
/// takes the input its policy says while it holds it, turns X events on its windows into its input,
/// and removes the windows when it no longer wants them. Where surfaces differ is their
/// `SurfacePolicy` and their `WindowedSurface` answers. Use it on the loop thread.
package final class SurfaceWindows {
    /// What the stage follows of a host.
    enum Change {
        /// Windows were made and are about to map: the stage stacks them among the others.
        case windowsMade
        /// The input it held was let go: the focus may go back.
        case inputReleased
        /// Its windows are gone.
        case windowsRemoved
    }

    let surface: any WindowedSurface
    /// The stage's name for it, which a screen reader's action comes back with.
    let id: Int
    private let connection: XConnection
    private let renderer: SceneRenderer
    private let clock: any FrameClock
    private let keyboard: KeyboardInput
    /// Bottom first.
    private(set) var windows: [ComposedWindow] = []
    private var keyboardGrab: KeyboardGrabRetry?
    private var holdsPointer = false
    /// Windows made again around a changed card, whose keys still queued are the surface's.
    private var retiredWindows: Set<Window> = []
    /// What its paints have cost, over every window it has had.
    package private(set) var statistics = FrameStatistics()
    /// The server's time of the last key or button press on its windows: what a paste or a copy
    /// that input asks for is stamped with, as ICCCM wants (never CurrentTime).
    private(set) var inputTime: Time = 0
    var onChange: ((Change) -> Void)?

    init(
        surface: any WindowedSurface, id: Int, connection: XConnection, renderer: SceneRenderer,
        clock: any FrameClock, keyboard: KeyboardInput
    ) {
        self.surface = surface
        self.id = id
        self.connection = connection
        self.renderer = renderer
        self.clock = clock
        self.keyboard = keyboard
        surface.host = self
    }

    private var policy: SurfacePolicy { surface.policy }

    /// All that `accessibleSurface` is made of, cheap to compare.
    var accessibleState: AccessiblePublication.State {
        let shown = windows.isEmpty ? nil : surface.placement
        return AccessiblePublication.State(
            id: id, revision: surface.accessibleRevision, origin: shown?.monitor.frame.origin, scale: shown?.scale)
    }

    /// What a screen reader is told of the surface where it is placed now; nil while it is not, or
    /// tells nothing.
    var accessibleSurface: PlacedAccessibleTree? {
        guard !windows.isEmpty, let placement = surface.placement, let tree = surface.accessibleTree else { return nil }
        return PlacedAccessibleTree(id: id, tree: tree, origin: placement.monitor.frame.origin, scale: placement.scale)
    }

    /// Follows the surface: the input let go when it no longer holds it, windows made when it wants
    /// them (placing it first) and removed when it does not, a repaint otherwise.
    func follow() throws {
        if !surface.holdsInput, releaseInput() { onChange?(.inputReleased) }
        guard surface.wantsWindow else {
            if !windows.isEmpty { removeWindows() }
            // The next window is placed anew (on the monitor the pointer or focus is on by then).
            surface.unplace()
            return
        }
        guard windows.isEmpty else {
            // A surface that comes to hold input while up (a banner's reply field opening) takes it now.
            if surface.holdsInput, keyboardGrab == nil, !holdsPointer { takeInput() }
            return repaint()
        }
        // Placing lays the surface out, which may come back here and make the windows already.
        if surface.placement == nil, !surface.place() { return }
        if windows.isEmpty { try makeWindows() }
    }

    /// `follow()` for a change that has no caller to throw to: a window that cannot be made leaves
    /// the surface unseen, and the reason is logged.
    func followLoggingFailure() {
        do {
            try follow()
        } catch {
            X11Log.warn("no window for the \(surface.policy.role) surface: \(error)")
        }
    }

    /// Makes the windows the surface's plan asks for (each made, and without a compositor its
    /// snapshot taken, before any maps), paints them, maps them and takes the input.
    func makeWindows() throws {
        guard let placement = surface.placement, let scene = surface.currentFrame else { return }
        windows = try surface.windowPlan().map { try window(for: $0, placement: placement, scene: scene) }
        guard !windows.isEmpty else { return }
        surface.windowsMade(windows)
        repaint()
        onChange?(.windowsMade)
        for window in windows { window.map() }
        if surface.holdsInput { takeInput() }
    }

    /// Makes again only the windows whose region the plan has changed (an alert's card grown or
    /// shrunk by input), keeping the others: an alert's dim stays, with what it took of the desktop
    /// beneath, where a dim made again would take the old card with it. Another plan makes them all.
    func remakeChangedWindows() throws {
        let plans = surface.windowPlan()
        guard let placement = surface.placement, let scene = surface.currentFrame, plans.count == windows.count,
            zip(plans, windows).allSatisfy({ $0.part == $1.part })
        else {
            removeWindows()
            return try makeWindows()
        }
        guard zip(plans, windows).contains(where: { $0.region != $1.region }) else { return repaint() }
        try replaceWindows(following: plans, placement: placement, scene: scene)
        // The windows replaced are destroyed by now; the server hears of it at once.
        connection.flush()
    }

    /// The grab moves to the new window without a moment ungrabbed, and the old windows live until
    /// it has: keys pressed meanwhile reach one or the other (and are the surface's), never the
    /// desktop.
    private func replaceWindows(following plans: [WindowPlan], placement: MonitorPlacement, scene: Scene) throws {
        let before = windows
        if let top = before.last?.window.window { keyboard.detach(from: top) }
        keyboardGrab?.stop()
        keyboardGrab = nil
        windows = try zip(plans, before).map { plan, window in
            plan.region == window.region ? window : try self.window(for: plan, placement: placement, scene: scene)
        }
        retiredWindows.formUnion(before.filter { old in !windows.contains { $0 === old } }.map(\.window.window))
        surface.windowsMade(windows)
        repaint()
        onChange?(.windowsMade)
        for window in windows where !before.contains(where: { $0 === window }) { window.map() }
        holdsPointer = false
        if surface.holdsInput { takeInput() }
    }

    private func window(for plan: WindowPlan, placement: MonitorPlacement, scene: Scene) throws -> ComposedWindow {
        try ComposedWindow(
            connection: connection, monitor: placement.monitor, region: plan.region, scale: placement.scale,
            part: plan.part, inputArea: plan.inputArea, windowType: policy.role.windowType,
            name: surface.windowName,
            onMaterial: plan.part != .backdrop && scene.nodes.contains(where: \.blursBeneath),
            blurSource: placement.blurSource, snapshotExtent: plan.snapshotExtent,
            keepsLayerImages: policy.keepsLayerImages)
    }

    /// Lets the input go and destroys the windows; the stage hears of it once they are gone, so that
    /// focus given back is not taken again by a window manager whose pointer enters the window that
    /// was beneath them.
    func removeWindows() {
        _ = releaseInput()
        windows = []
        retiredWindows = []
        connection.flush()
        onChange?(.windowsRemoved)
    }

    /// A new monitor layout or a compositor starting or stopping: as the policy says, the surface is
    /// placed and laid out again in new windows, or closes.
    func rebuild() {
        guard !windows.isEmpty else { return }
        removeWindows()
        // What it shows next (its exit, when it closes) is placed anew.
        surface.unplace()
        switch policy.rebuild {
        case .layOutAgain: followLoggingFailure()
        case .close: surface.dismiss()
        }
    }

    /// Draws what changed and, when the policy says so, cuts the windows to the cards.
    func repaint() {
        guard !windows.isEmpty, let scene = surface.currentFrame else { return }
        surface.willPaint(windows)
        let start = ContinuousClock.now
        let sent = windows.compactMap { $0.paint(scene, renderer: renderer, destinations: surface.restingFrames) }
        if policy.isCutToCards {
            for window in windows { window.shape(toOutlinesOf: scene) }
        }
        guard !sent.isEmpty || policy.isCutToCards else { return }
        connection.flush()
        if !sent.isEmpty { statistics.record(seconds: start.duration(to: .now).inSeconds, bytes: sent.reduce(0, +)) }
    }

    /// Without a compositor: composes the surface over `beneath`, what now lies beneath `screenArea`.
    func refreshBeneath(_ beneath: RenderPicture, at screenArea: PixelRect) {
        let changed = windows.filter { $0.refreshBeneath(beneath, at: screenArea) }
        if !changed.isEmpty { connection.flush() }
    }

    /// The windows and where each goes in the stack, bottom first.
    var stackedWindows: [(layer: ComposedWindow.Layer, window: Window)] {
        windows.map { (surface.layer(of: $0), $0.window.window) }
    }

    func owns(_ window: Window) -> Bool {
        windows.contains { $0.window.window == window }
    }

    /// Whether it takes input from the windows beneath now.
    var blocksInput: Bool { surface.blocksInput }

    // MARK: Input

    /// Handles `event` if it concerns one of the windows; returns whether it did.
    func handle(_ event: inout XEvent) -> Bool {
        guard let window = windows.first(where: { $0.window.window == event.xany.window }) else {
            guard event.type == KeyPress, retiredWindows.contains(event.xany.window) else { return false }
            type(&event.xkey)
            return true
        }
        switch event.type {
        case Expose:
            window.exposed(event.xexpose)
        case KeyPress:
            type(&event.xkey)
        case SelectionNotify, SelectionRequest, SelectionClear, PropertyNotify:
            return surface.handleSelection(event)
        case ButtonPress where event.xbutton.button == UInt32(Button4):
            surface.handle(.scroll(-1))
        case ButtonPress where event.xbutton.button == UInt32(Button5):
            surface.handle(.scroll(1))
        default:
            guard let pointer = PointerEvent(event, point: window.point) else { return false }
            if event.type == ButtonPress { inputTime = event.xbutton.time }
            surface.handle(.pointer(pointer))
        }
        return true
    }

    private func type(_ key: inout XKeyEvent) {
        inputTime = key.time
        if let stroke = keyboard.translate(&key) { surface.handle(.keyStroke(stroke)) }
    }

    /// The keyboard (retried while another client holds it) on the top window, with an input method
    /// when the surface takes typed text, and the pointer when the policy grabs it.
    private func takeInput() {
        guard let window = windows.last?.window.window else { return }
        if policy.keyboard != .none {
            let connection = connection
            let grab = KeyboardGrabRetry(
                clock: clock, grab: { connection.grabKeyboard(for: window) },
                warn: { [weak self] message in self?.surface.warn(message) })
            keyboardGrab = grab
            grab.begin()
            // After the grab, whose round trip sends the map ahead of it: opening the input method
            // (the first time) parses the locale's compose table, some 10 ms that the window's
            // appearance does not wait for, and keys pressed meanwhile wait for it in the event
            // queue rather than go to the window that had the focus.
            if policy.keyboard == .text { keyboard.attach(to: window) }
        }
        if policy.grabsPointer {
            let mask = UInt32(ButtonPressMask | ButtonReleaseMask | PointerMotionMask)
            holdsPointer =
                XGrabPointer(
                    connection.display, window, 0, mask, GrabModeAsync, GrabModeAsync, 0, 0, UInt(CurrentTime))
                == GrabSuccess
            connection.flush()
        }
    }

    /// Returns whether it held any input.
    private func releaseInput() -> Bool {
        guard keyboardGrab != nil || holdsPointer else { return false }
        if let window = windows.last?.window.window { keyboard.detach(from: window) }
        if let keyboardGrab {
            keyboardGrab.stop()
            if keyboardGrab.hasKeyboard { connection.ungrabKeyboard() }
            self.keyboardGrab = nil
        }
        if holdsPointer {
            XUngrabPointer(connection.display, UInt(CurrentTime))
            holdsPointer = false
            connection.flush()
        }
        return true
    }
}
