import CX11
import Glibc
import HUDCore
import HUDRender

/// The Notification Center on a display: one window over the panel's column of the monitor the
/// banners follow, made when it opens and destroyed when its exit ends. While open it holds the
/// keyboard and the pointer (a press outside the column closes it, as a menu's would), and the
/// window that had the focus gets it back when it closes. Use it on the loop thread.
package final class CenterPanelHost {
    /// Points a wheel notch scrolls the list.
    static let wheelStep = 48.0

    package let panel: NotificationCenterPanel
    private let connection: XConnection
    private let renderer: SceneRenderer
    private let clock: any FrameClock
    private let focus: FocusKeeper
    /// Chosen as the panel opens, on the monitor the banners follow.
    private var placement: NotificationPlacement?
    private var surface: ComposedWindow?
    private var keyboardGrab: KeyboardGrabRetry?
    private var holdsPointer = false
    /// What its paints have cost, over every window it has had.
    package private(set) var statistics = FrameStatistics()
    /// A window was made: the stage stacks it among the others.
    var onWindowsChanged: (() -> Void)?
    /// The window is gone.
    var onWindowRemoved: (() -> Void)?

    init(
        options: BannerStackOptions, connection: XConnection, clock: any FrameClock, renderer: SceneRenderer,
        date: @escaping () -> String
    ) {
        self.connection = connection
        self.renderer = renderer
        self.clock = clock
        focus = FocusKeeper(connection: connection)
        let animator = Animator(clock: clock)
        panel = NotificationCenterPanel(
            options: options, animator: animator, layoutContext: { throw X11Error.noMonitor }, date: date)
        panel.onChange = { [unowned self] in update() }
        animator.onFrame = { [unowned self] _ in repaint() }
    }

    var windows: [Window] { surface.map { [$0.window.window] } ?? [] }

    /// Follows the panel: a monitor and a window when it opens, the grabs let go as it starts to
    /// close, the window gone when it has.
    private func update() {
        if !panel.isOpen { releaseInput() }
        guard panel.isShown else {
            if surface != nil { removeWindow() }
            return
        }
        if surface != nil {
            repaint()
        } else if placement != nil {
            buildWindow()
        } else {
            NotificationPlacement.place(panel, connection: connection, renderer: renderer) { placement = $0 }
        }
    }

    private func buildWindow() {
        guard let placement, let frame = panel.panelFrame, let scene = panel.currentScene else { return }
        do {
            let surface = try ComposedWindow(
                connection: connection, monitor: placement.monitor, region: frame, scale: placement.scale,
                part: .whole,
                inputArea: nil, windowType: "_NET_WM_WINDOW_TYPE_DOCK",
                onMaterial: scene.nodes.contains(where: \.blursBeneath), blurSource: placement.blurSource,
                snapshotExtent: .whereNodesGo, keepsLayerImages: false)
            self.surface = surface
            repaint()
            onWindowsChanged?()
            focus.follow(blocking: true)
            surface.map()
            takeInput(for: surface.window.window)
        } catch {
            let message = Array("HUDKit: notification center: \(error)\n".utf8)
            _ = write(STDERR_FILENO, message, message.count)
        }
    }

    /// The keyboard (retried while another client holds it) and the pointer, so that a press outside
    /// reaches the panel and closes it.
    private func takeInput(for window: Window) {
        let connection = connection
        let grab = KeyboardGrabRetry(
            clock: clock, grab: { connection.grabKeyboard(for: window) },
            warn: { message in
                let line = Array("hud: \(message)\n".utf8)
                _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            })
        keyboardGrab = grab
        grab.begin()
        let mask = UInt32(ButtonPressMask | ButtonReleaseMask | PointerMotionMask)
        holdsPointer =
            XGrabPointer(
                connection.display, window, 0, mask, GrabModeAsync, GrabModeAsync, 0, 0, UInt(CurrentTime))
            == GrabSuccess
        connection.flush()
    }

    private func releaseInput() {
        if let keyboardGrab {
            keyboardGrab.stop()
            if keyboardGrab.hasKeyboard { connection.ungrabKeyboard() }
            self.keyboardGrab = nil
        }
        if holdsPointer {
            XUngrabPointer(connection.display, UInt(CurrentTime))
            holdsPointer = false
        }
        if surface != nil { focus.follow(blocking: false) }
        connection.flush()
    }

    private func removeWindow() {
        releaseInput()
        surface = nil
        placement = nil
        connection.flush()
        onWindowRemoved?()
    }

    /// A new monitor layout or a compositor starting or stopping: an open panel closes (its
    /// column may no longer be where it was).
    func rebuild() {
        guard surface != nil else { return }
        removeWindow()
        if panel.isOpen { panel.close() }
    }

    func repaint() {
        guard let surface, let scene = panel.currentScene else { return }
        let start = ContinuousClock.now
        let sent = surface.paint(scene, renderer: renderer, destinations: panel.panelFrame.map { [$0] } ?? [])
        connection.flush()
        if let sent { statistics.record(seconds: start.duration(to: .now).inSeconds, bytes: sent) }
    }

    /// Handles `event` if it concerns the panel's window; returns whether it did.
    func handle(_ event: inout XEvent) -> Bool {
        guard let surface, event.xany.window == surface.window.window else { return false }
        switch event.type {
        case Expose:
            surface.exposed(event.xexpose)
        case KeyPress:
            if let key = Self.key(&event.xkey) { panel.handle(key) }
        case ButtonPress where event.xbutton.button == UInt32(Button4):
            panel.scroll(by: -Self.wheelStep)
        case ButtonPress where event.xbutton.button == UInt32(Button5):
            panel.scroll(by: Self.wheelStep)
        default:
            guard let pointer = PointerEvent(event, point: surface.point) else { return false }
            panel.handle(pointer)
        }
        return true
    }

    /// The panel's keys; the keypad's as the main block's.
    private static func key(_ event: inout XKeyEvent) -> CenterKey? {
        switch Int32(XLookupKeysym(&event, 0)) {
        case XK_Up, XK_KP_Up: .up
        case XK_Down, XK_KP_Down: .down
        case XK_Page_Up, XK_KP_Page_Up: .pageUp
        case XK_Page_Down, XK_KP_Page_Down: .pageDown
        case XK_Home, XK_KP_Home: .home
        case XK_End, XK_KP_End: .end
        case XK_Return, XK_KP_Enter: .returnKey
        case XK_Delete, XK_KP_Delete, XK_BackSpace: .delete
        case XK_Escape: .escape
        default: nil
        }
    }
}
