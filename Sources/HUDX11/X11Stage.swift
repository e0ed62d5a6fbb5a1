import CX11
import HUDCore
import HUDRender
import HUDStage
import HUDSurfaces
import HUDSystem

/// HUDKit on an X display: one connection, one clock, one event loop, and the overlays and surfaces
/// on it, each shown by a `SurfaceWindows`. Not thread-safe: create it and run it on one thread (the
/// facade's job to hop there).
package final class X11Stage: LoopingStage {
    private let connection: XConnection
    private let loop: EventLoop
    private let renderers: SceneRenderers
    private let keyboard: KeyboardInput
    private let focus: FocusKeeper
    private let beneath: DesktopBeneath
    private let panels: PanelWatch
    private let codeRelease: RestingCodeRelease
    /// The cost of each refresh of what a blocking layer shows beneath it (no compositor): putting
    /// the changed area together again and composing the overlays over it, all in the server (no
    /// pixels are sent, so its bytes stay 0). The first refresh
    /// is its `firstPaintSeconds`, the others its frames.
    package private(set) var desktopRefreshes = FrameStatistics()
    /// Every overlay's and surface's, in the order they were made.
    private var hosts: [SurfaceWindows] = []
    /// An overlay or surface window went since the last trim.
    private var isTrimOwed = false
    private let randrEventBase: Int32
    private let fixesEventBase: Int32

    /// Runs when SIGINT or SIGTERM arrives; by default every overlay is dismissed.
    package var onSignal: (() -> Void)?

    /// A screen reader's bridge, while one listens: told what the surfaces show each time it changes.
    /// Without one, no tree is computed.
    package var accessibilityObserver: (any AccessibilityObserver)? {
        didSet {
            // A screen reader needs a focused button to say as a dialog appears; one that starts
            // while a dialog is up finds it so too. One that stops leaves a dialog's focus where it
            // is (a user's focus is not moved under them), and dialogs shown after open with none.
            for overlay in overlays { overlay.driver.focusesAtStart = accessibilityObserver != nil }
            publication.forget()
            publishAccessibleSurfaces()
        }
    }
    /// What the observer was last told, host by host.
    private var publication = AccessiblePublication()
    /// How many surfaces' accessible trees have been built for the observer.
    package var accessibleTreesBuilt: Int { publication.treesBuilt }
    private var nextSurfaceID = 1

    /// Opens `display` (nil: `$DISPLAY`). `openInputMethod` opens the X input method, for the first
    /// window that takes typed text.
    package init(
        display: String? = nil, openInputMethod: @escaping (OpaquePointer) -> XIM? = { XOpenIM($0, nil, nil, nil) }
    ) throws {
        ProcessHeap.keepLargeBuffersMapped()
        connection = try XConnection(name: display)
        connection.internAtoms(Self.sessionAtoms(screen: connection.screen))
        loop = EventLoop(connection: connection, clock: MonotonicClock())
        renderers = try SceneRenderers()
        keyboard = KeyboardInput(connection: connection, openInputMethod: openInputMethod)
        focus = FocusKeeper(connection: connection)
        beneath = DesktopBeneath(connection: connection)
        panels = PanelWatch(connection: connection)
        codeRelease = RestingCodeRelease(clock: loop.clock)
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        XRRQueryExtension(connection.display, &eventBase, &errorBase)
        randrEventBase = eventBase
        XFixesQueryExtension(connection.display, &eventBase, &errorBase)
        fixesEventBase = eventBase
        watchTheDesktop()
        connection.remembersDesktop = true
        beneath.isOurs = { [unowned self] window in hosts.contains { $0.owns(window) } }
        loop.onEvent = { [unowned self] event in self.dispatch(&event) }
        loop.onIdle = { [unowned self] in trimIfIdle() }
        loop.onSleep = { [unowned self] in codeRelease.sleeping() }
        loop.onSignal = { [unowned self] in
            if let onSignal { onSignal() } else { dismissAll() }
        }
    }

    /// The atoms a session asks for by its first overlay's first paint: the desktop it watches (the
    /// compositor, the XSETTINGS, the panels) and what an overlay's windows carry.
    private static func sessionAtoms(screen: Int32) -> [String] {
        [
            "_NET_WM_CM_S\(screen)", "_XSETTINGS_S\(screen)", "_XSETTINGS_SETTINGS", "_NET_WORKAREA",
            "_NET_CURRENT_DESKTOP", "_NET_CLIENT_LIST", "_NET_WM_STRUT_PARTIAL", "_NET_WM_STRUT",
            "_NET_WM_WINDOW_TYPE", "_NET_WM_WINDOW_TYPE_DOCK", "_NET_WM_WINDOW_TYPE_DIALOG",
            "_NET_WM_WINDOW_TYPE_NOTIFICATION", "_NET_WM_STATE", "_NET_WM_STATE_ABOVE", "_COMPTON_SHADOW",
            "_NET_WM_NAME", "WM_NAME", "UTF8_STRING",
        ]
    }

    /// The stage's event-loop clock, which every overlay's animations run on.
    package var clock: MonotonicClock { loop.clock }

    package var frameClock: any FrameClock { clock }

    package var postedWork: WakePipe { loop.wakePipe }

    package var hasNoOverlays: Bool { overlays.isEmpty }

    /// The screen's size in pixels (all monitors).
    package var screenSize: (width: Int, height: Int) {
        (
            Int(XDisplayWidth(connection.display, connection.screen)),
            Int(XDisplayHeight(connection.display, connection.screen))
        )
    }

    /// Overlays on screen or on their way out.
    package var overlays: [X11Overlay] { hosts.compactMap { $0.surface as? X11Overlay }.filter { !$0.isRemoved } }

    package func present(_ overlay: Overlay, options: DisplayOptions) throws -> any PresentedOverlay {
        try present(overlay, options: options) as X11Overlay
    }

    /// Shows `overlay` now; it animates in as the loop runs.
    @discardableResult
    package func present(_ overlay: Overlay, options: DisplayOptions = DisplayOptions()) throws -> X11Overlay {
        let renderer = try renderers.renderer(for: options.fontFile)
        let shown = try X11Overlay(
            overlay: overlay, options: options, connection: connection, clock: loop.clock, renderer: renderer)
        shown.driver.focusesAtStart = accessibilityObserver != nil
        adopt(shown, renderer: renderer)
        followDesktop()
        try shown.start()
        return shown
    }

    package func makeSurface<Surface: StageSurface>(_ make: (Animator) -> Surface) throws -> Surface {
        let renderer = try renderers.renderer(for: nil)
        let surface = make(Animator(clock: loop.clock))
        adopt(
            PlacedStageSurface(surface, connection: connection, renderer: renderer, clock: loop.clock),
            renderer: renderer)
        return surface
    }

    private func adopt(_ surface: any WindowedSurface, renderer: SceneRenderer) {
        let host = SurfaceWindows(
            surface: surface, id: nextSurfaceID, connection: connection, renderer: renderer, clock: loop.clock,
            keyboard: keyboard)
        nextSurfaceID += 1
        host.onChange = { [unowned self] change in
            switch change {
            case .windowsMade:
                restack()
                codeRelease.wake()
            case .inputReleased: break
            case .windowsRemoved: isTrimOwed = true
            }
            focus.follow(blocking: hosts.contains(where: \.blocksInput))
        }
        hosts.append(host)
    }

    /// What each surface's paints have cost so far (an overlay's are its own `statistics`), in the
    /// order they were made.
    package var surfaceStatistics: [FrameStatistics] {
        hosts.filter { !($0.surface is X11Overlay) }.map(\.statistics)
    }

    /// Registers caller drawing for `.custom` content (a HUD's custom view); the closure runs on this
    /// stage's thread whenever the content is drawn.
    package func register(customContent draw: @escaping (DrawingContext, Rect) -> Void) -> CustomContentID {
        renderers.register(customContent: draw)
    }

    /// Forgets the painter of custom content no overlay shows any more.
    package func unregister(customContent id: CustomContentID) {
        renderers.unregister(customContent: id)
    }

    /// A screen reader's action on a part of the surface `id` names; nothing when it has gone.
    package func activate(_ target: AccessibleTarget, onSurface id: Int) {
        hosts.first { $0.id == id }?.surface.activate(target)
    }

    /// Tells the observer what the surfaces show, when that has changed since it was last told.
    /// Only the trees of surfaces whose state has changed are built again.
    private func publishAccessibleSurfaces() {
        guard let accessibilityObserver else { return }
        publication.publish(
            hosts.map { host in (host.accessibleState, { host.accessibleSurface }) }, to: accessibilityObserver)
    }

    /// Starts the exit of every overlay and surface.
    package func dismissAll() {
        for host in hosts { host.surface.dismiss() }
    }

    /// Runs the loop until `isDone` (checked after every event, timer and frame).
    package func run(until isDone: () -> Bool) {
        loop.run {
            let count = hosts.count
            hosts.removeAll(where: \.surface.isRemoved)
            focus.follow(blocking: hosts.contains(where: \.blocksInput))
            if hosts.count != count {
                followDesktop()
                isTrimOwed = true
            }
            publishAccessibleSurfaces()
            return isDone()
        }
    }

    /// Once the last overlay and banner have left and the loop has nothing left to do (the work
    /// queued behind them done too), what they cached goes and the heap is returned: a session that
    /// lives as long as the desktop does not keep what a burst of HUDs left behind. It costs no
    /// wake-up of its own: it runs as the loop goes to sleep. The code goes later, after a rest.
    private func trimIfIdle() {
        guard hosts.allSatisfy(\.windows.isEmpty) else { return }
        codeRelease.rest()
        guard isTrimOwed else { return }
        isTrimOwed = false
        renderers.trimCaches()
        ProcessHeap.returnFreePages()
    }

    /// Runs until every overlay has gone.
    package func runUntilAllRemoved() {
        run { overlays.isEmpty }
    }

    /// Re-raise over windows mapped later (dunst does the same), follow monitor changes, and notice
    /// a compositor starting or stopping.
    private func watchTheDesktop() {
        let display = connection.display
        // The root's own ConfigureNotify is how a RandR 1.5 monitor change shows (the X server sends
        // no RandR event for it); screen and output changes arrive as RandR events.
        // Its properties say where the window manager's work area is.
        XSelectInput(display, connection.root, SubstructureNotifyMask | StructureNotifyMask | PropertyChangeMask)
        XRRSelectInput(
            display, connection.root,
            Int32(
                RRScreenChangeNotifyMask | RRCrtcChangeNotifyMask
                    | RROutputChangeNotifyMask))
        for selection in [connection.compositorSelection, connection.settingsSelection] {
            XFixesSelectSelectionInput(
                display, connection.root, selection,
                UInt(
                    XFixesSetSelectionOwnerNotifyMask | XFixesSelectionWindowDestroyNotifyMask
                        | XFixesSelectionClientCloseNotifyMask))
        }
    }

    /// Puts HUDKit's windows above everything else, in layers: alerts' dims, then banners and the
    /// Notification Center, then HUDs and toasts, then alerts' cards (a HUD shown during an alert
    /// sits above its dim, below its card); within a layer, later windows above earlier ones.
    private func restack() {
        let bottomFirst = hosts.filter { !$0.surface.isRemoved }.flatMap(\.stackedWindows)
            .enumerated().sorted { ($0.element.layer, $0.offset) < ($1.element.layer, $1.offset) }
        var topFirst = bottomFirst.reversed().map(\.element.window)
        guard let top = topFirst.first else { return }
        XRaiseWindow(connection.display, top)
        XRestackWindows(connection.display, &topFirst, Int32(topFirst.count))
    }

    /// The desktop's settings are read again; surfaces up are laid out in its light or dark if that
    /// changed (a banner stack or the Notification Center redraws).
    private func settingsChanged() {
        changeAppearance { connection.settingsChanged() }
    }

    /// The freedesktop portal's color-scheme, read off this thread (nil: no portal answered); it
    /// goes before XSETTINGS, and surfaces up are laid out again if the desktop's light or dark
    /// changed with it.
    package func portalColorSchemeChanged(_ scheme: PortalColorScheme?) {
        changeAppearance { connection.portalColorScheme = scheme }
    }

    private func changeAppearance(_ change: () -> Void) {
        let before = connection.desktopAppearance
        change()
        guard connection.desktopAppearance != before else { return }
        for host in hosts { (host.surface as? PlacedStageSurface)?.appearanceChanged() }
    }

    /// The selection an XFixes selection event is about.
    private func selection(of event: XEvent) -> Atom {
        withUnsafePointer(to: event) {
            $0.withMemoryRebound(to: XFixesSelectionNotifyEvent.self, capacity: 1) { $0.pointee.selection }
        }
    }

    /// What the desktop's panels reserve is asked again; surfaces up are placed anew if it changed.
    private func panelsChanged() {
        let before = connection.knownPanelReservations
        connection.panelsChanged()
        guard before != nil, hosts.contains(where: { !$0.windows.isEmpty }) else { return }
        if connection.panelReservations != before { rebuildAll() }
    }

    private func rebuildAll() {
        for host in hosts { host.rebuild() }
    }

    /// Keeps the windows' contents while an overlay covers the desktop without a compositor.
    private func followDesktop() {
        if hosts.contains(where: \.surface.coversDesktop), connection.displayServer.allowsSnapshots,
            !connection.isCompositing
        {
            beneath.watch()
        } else {
            beneath.stopWatching()
        }
    }

    /// A window beneath mapped, unmapped, moved or changed size: what the blocking layers show of it is
    /// put together again, in the area it touched.
    private func refreshBeneath(changedWindow window: Window) {
        guard let area = beneath.changedArea(of: window) else { return }
        refreshBeneath(area)
    }

    private func refreshBeneath(_ area: PixelRect) {
        let start = ContinuousClock.now
        guard let picture = beneath.compose(area) else { return }
        for host in hosts { host.refreshBeneath(picture, at: area) }
        desktopRefreshes.record(seconds: start.duration(to: .now).inSeconds, bytes: 0)
    }

    private func dispatch(_ event: inout XEvent) {
        if keyboard.filter(&event) { return }
        for host in hosts where host.handle(&event) { return }
        if panels.mayHaveChanged(by: event) { panelsChanged() }
        switch event.type {
        case ConfigureNotify where event.xconfigure.window == connection.root:
            connection.desktopChanged()
            rebuildAll()
        case UnmapNotify where event.xunmap.event == connection.root:
            refreshBeneath(changedWindow: event.xunmap.window)
        case MapNotify, ConfigureNotify:
            let window = event.type == MapNotify ? event.xmap.window : event.xconfigure.window
            refreshBeneath(changedWindow: window)
            let overrideRedirect =
                event.type == MapNotify ? event.xmap.override_redirect : event.xconfigure.override_redirect
            // Other override-redirect windows (another hud process, menus, dunst) also keep themselves
            // on top: answering their restacking with ours would never end.
            if overrideRedirect == 0, !hosts.contains(where: { $0.owns(window) }) { restack() }
        case randrEventBase + RRScreenChangeNotify, randrEventBase + RRNotify:
            XRRUpdateConfiguration(&event)
            connection.desktopChanged()
            rebuildAll()
        case beneath.damageEventBase + XDamageNotify:
            if let area = beneath.drawnArea(&event) { refreshBeneath(area) }
        case fixesEventBase + XFixesSelectionNotify where selection(of: event) == connection.settingsSelection:
            settingsChanged()
        case PropertyNotify where event.xproperty.atom == connection.atom("_XSETTINGS_SETTINGS"):
            settingsChanged()
        case fixesEventBase + XFixesSelectionNotify:
            connection.desktopChanged()
            followDesktop()
            rebuildAll()
        default:
            break
        }
    }
}
