import CX11
import Glibc
import HUDCore
import HUDRender

/// A stack of notification banners on a display: one window over the stack's column of its monitor,
/// cut to its cards (it shows and takes input only where a card is), made when the first
/// banner comes and destroyed when the last has left. Use it on the loop thread.
package final class BannerStackHost {
    /// The banners: post, close and events go through it.
    package let stack: BannerStack
    private let connection: XConnection
    private let renderer: SceneRenderer
    /// Chosen when the first banner comes (the monitor under the pointer then) and kept while any
    /// banner shows.
    private var placement: NotificationPlacement?
    private var surface: ComposedWindow?
    /// What its paints have cost, over every window it has had.
    package private(set) var statistics = FrameStatistics()
    /// A window was made: the stage stacks it among the others.
    var onWindowsChanged: (() -> Void)?
    /// The last banner has left and its window is gone.
    var onWindowRemoved: (() -> Void)?

    init(options: BannerStackOptions, connection: XConnection, clock: any FrameClock, renderer: SceneRenderer) {
        self.connection = connection
        self.renderer = renderer
        let animator = Animator(clock: clock)
        stack = BannerStack(options: options, animator: animator, layoutContext: { throw X11Error.noMonitor })
        stack.onChange = { [unowned self] in update() }
        stack.onEmpty = { [unowned self] in removeWindow() }
        animator.onFrame = { [unowned self] _ in repaint() }
    }

    /// The stack's window, while it has one.
    var windows: [Window] { surface.map { [$0.window.window] } ?? [] }

    func owns(_ window: Window) -> Bool { windows.contains(window) }

    private func update() {
        guard !stack.isEmpty else { return }
        if surface != nil {
            repaint()
        } else if placement != nil {
            buildWindow()
        } else {
            NotificationPlacement.place(stack, connection: connection, renderer: renderer) { placement = $0 }
        }
    }

    /// The column the stack can occupy: its width plus the margins, the monitor's whole height.
    private func column(canvas: Size, scale: Double) -> Rect {
        let width = stack.options.width + 2 * BannerStack.margin
        let x =
            BannerStack.stackX(
                width: stack.options.width, canvas: canvas, position: stack.options.position,
                grid: PixelGrid(scale: scale)) - BannerStack.margin
        return Rect(x: max(0, x), y: 0, width: min(width, canvas.width), height: canvas.height)
    }

    private func buildWindow() {
        guard let placement, let scene = stack.currentScene else { return }
        do {
            let surface = try ComposedWindow(
                connection: connection, monitor: placement.monitor,
                region: column(canvas: scene.size, scale: placement.scale), scale: placement.scale, part: .whole,
                inputArea: Rect(x: 0, y: 0, width: 0, height: 0),
                windowType: "_NET_WM_WINDOW_TYPE_NOTIFICATION",
                onMaterial: scene.nodes.contains(where: \.blursBeneath), blurSource: placement.blurSource,
                snapshotExtent: .whereNodesGo)
            self.surface = surface
            repaint()
            onWindowsChanged?()
            surface.map()
        } catch {
            // Nothing to throw to from a post: the banner stays unseen, and the reason is logged.
            let message = Array("HUDKit: banners: \(error)\n".utf8)
            _ = write(STDERR_FILENO, message, message.count)
        }
    }

    private func removeWindow() {
        surface = nil
        placement = nil
        connection.flush()
        onWindowRemoved?()
    }

    /// A new monitor layout or a compositor starting or stopping: the window is made again.
    func rebuild() {
        guard surface != nil else { return }
        surface = nil
        placement = nil
        update()
    }

    /// Draws what changed and follows the cards with the window's shape.
    func repaint() {
        guard let surface, let scene = stack.currentScene else { return }
        let start = ContinuousClock.now
        let sent = surface.paint(scene, renderer: renderer, destinations: stack.settledFrames)
        surface.shape(toOutlinesOf: scene)
        connection.flush()
        if let sent { statistics.record(seconds: start.duration(to: .now).inSeconds, bytes: sent) }
    }

    /// Handles `event` if it concerns the stack's window; returns whether it did.
    func handle(_ event: inout XEvent) -> Bool {
        guard let surface, event.xany.window == surface.window.window else { return false }
        if event.type == Expose {
            surface.exposed(event.xexpose)
        } else if let pointer = PointerEvent(event, point: surface.point) {
            stack.handle(pointer)
        } else {
            return false
        }
        return true
    }
}
