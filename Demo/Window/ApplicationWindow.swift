import CX11
import HUDCore
import HUDRender
import HUDSurfaces
import HUDX11

/// The demo's own window: an ordinary top-level window, managed by the window manager (unlike the
/// overlays), with a title, a class, a close button that asks rather than kills, a fixed size. It
/// shows an image the demo renders and reports clicks. It has its own connection and event loop; use
/// it on one thread (the one that runs it) and reach that thread through `mailbox`.
///
/// HUDKit is not a window toolkit: its overlays go above whatever windows an application has (GTK,
/// Qt, SDL, or none at all), and the application talks to it through the public API only, from any
/// thread (`DemoApp` shows how). This window is built on HUDKit's X11 layer and renderer, which are
/// package API, because the demo needs no other toolkit; an application uses its own toolkit's
/// window in its place.
final class ApplicationWindow {
    /// The window's size in pixels.
    let width: Int, height: Int
    /// A click (press and release of the first button) at a point in window pixels.
    var onClick: ((Point) -> Void)?
    /// The user asked to close the window (the window manager's close button), or SIGINT/SIGTERM came.
    var onClose: (() -> Void)?
    /// The window has been mapped and drawn for the first time.
    var onFirstExpose: (() -> Void)?

    private let connection: XConnection
    private let loop: EventLoop
    private let window: Window
    private let gc: GC
    private let deleteAtom: Atom
    private var image: CairoImage?
    private var exposed = false
    private var pressed: Point?

    /// Creates (unmapped) a `width` × `height` pixel window at `x`, `y` on `display` (nil: `$DISPLAY`),
    /// titled `title` (WM_NAME and _NET_WM_NAME) with WM_CLASS `instance`, `className`.
    init(
        title: String, instance: String, className: String, x: Int, y: Int, width: Int, height: Int,
        display: String? = nil
    ) throws {
        connection = try XConnection(name: display)
        loop = EventLoop(connection: connection, clock: MonotonicClock())
        self.width = width
        self.height = height
        let xDisplay = connection.display
        var attributes = XSetWindowAttributes()
        attributes.background_pixel = XWhitePixel(xDisplay, connection.screen)
        attributes.event_mask = ExposureMask | ButtonPressMask | ButtonReleaseMask | StructureNotifyMask
        window = XCreateWindow(
            xDisplay, connection.root, Int32(x), Int32(y), UInt32(width), UInt32(height), 0,
            XDefaultDepth(xDisplay, connection.screen), UInt32(InputOutput),
            XDefaultVisual(xDisplay, connection.screen), UInt(CWBackPixel | CWEventMask), &attributes)
        gc = XCreateGC(xDisplay, window, 0, nil)
        deleteAtom = connection.atom("WM_DELETE_WINDOW")
        setProperties(title: title, instance: instance, className: className, x: x, y: y)
        loop.onEvent = { [unowned self] event in handle(&event) }
        loop.onSignal = { [unowned self] in onClose?() }
    }

    deinit {
        XFreeGC(connection.display, gc)
        XDestroyWindow(connection.display, window)
        connection.flush()
    }

    /// Hands work to this window's thread from any other.
    var mailbox: LoopMailbox { LoopMailbox(pipe: loop.wakePipe) }

    /// Where the window's top-left pixel is on the screen (after the window manager placed it).
    var originOnScreen: Point {
        var x: Int32 = 0
        var y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(connection.display, window, connection.root, 0, 0, &x, &y, &child)
        return Point(x: Double(x), y: Double(y))
    }

    /// The Xft.dpi scale of the display (1 without a setting), for drawing at the desktop's size.
    var displayScale: Double {
        DisplayScale.scale(fromResources: connection.resourceManagerString)
    }

    /// Maps the window; `onFirstExpose` follows once it is on screen.
    func map() {
        XMapRaised(connection.display, window)
        connection.flush()
    }

    /// Shows `image` (the window's size) from now on, copying `region` (all of it by default) now.
    func show(_ image: CairoImage, region: (x: Int, y: Int, width: Int, height: Int)? = nil) {
        self.image = image
        guard exposed else { return }
        let area =
            region.map { PixelRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
            ?? PixelRect(x: 0, y: 0, width: width, height: height)
        put(image, area)
    }

    /// Runs the event loop until `isDone` (checked after every event, timer and posted job).
    func run(until isDone: () -> Bool) {
        loop.run(until: isDone)
    }

    private func put(_ image: CairoImage, _ area: PixelRect) {
        let display = connection.display
        _ = connection.put(
            image, region: area, on: window, gc: gc, visual: XDefaultVisual(display, connection.screen),
            depth: XDefaultDepth(display, connection.screen))
        connection.flush()
    }

    /// ICCCM and EWMH: a title, a class, WM_DELETE_WINDOW, and a fixed size at the requested place.
    private func setProperties(title: String, instance: String, className: String, x: Int, y: Int) {
        let display = connection.display
        XStoreName(display, window, title)
        let utf8 = Array(title.utf8)
        XChangeProperty(
            display, window, connection.atom("_NET_WM_NAME"), connection.atom("UTF8_STRING"), 8,
            PropModeReplace, utf8, Int32(utf8.count))
        var hint = XClassHint()
        instance.withCString { instancePointer in
            className.withCString { classPointer in
                hint.res_name = UnsafeMutablePointer(mutating: instancePointer)
                hint.res_class = UnsafeMutablePointer(mutating: classPointer)
                XSetClassHint(display, window, &hint)
            }
        }
        var protocols = [deleteAtom]
        XSetWMProtocols(display, window, &protocols, 1)
        var sizes = XSizeHints()
        sizes.flags = PPosition | PSize | PMinSize | PMaxSize
        sizes.x = Int32(x)
        sizes.y = Int32(y)
        sizes.width = Int32(width)
        sizes.height = Int32(height)
        sizes.min_width = Int32(width)
        sizes.min_height = Int32(height)
        sizes.max_width = Int32(width)
        sizes.max_height = Int32(height)
        XSetWMNormalHints(display, window, &sizes)
    }

    private func handle(_ event: inout XEvent) {
        switch event.type {
        case Expose where event.xexpose.window == window:
            guard event.xexpose.count == 0 else { return }
            let isFirst = !exposed
            exposed = true
            if let image { put(image, PixelRect(x: 0, y: 0, width: width, height: height)) }
            if isFirst { onFirstExpose?() }
        case ButtonPress where event.xbutton.window == window && event.xbutton.button == UInt32(Button1):
            pressed = Point(x: Double(event.xbutton.x), y: Double(event.xbutton.y))
        case ButtonRelease where event.xbutton.window == window && event.xbutton.button == UInt32(Button1):
            guard pressed != nil else { return }
            pressed = nil
            onClick?(Point(x: Double(event.xbutton.x), y: Double(event.xbutton.y)))
        case ClientMessage where event.xclient.window == window:
            if Atom(event.xclient.data.l.0) == deleteAtom { onClose?() }
        default:
            break
        }
    }
}
