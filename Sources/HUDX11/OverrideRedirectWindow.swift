import CX11
import HUDCore
import HUDRender
import HUDSurfaces

/// One override-redirect X window showing pixels that HUDKit composed in the server. It knows
/// nothing of layout: its owner copies a back buffer onto it. Owns the window and its colormap.
///
/// With a compositor it uses a 32-bit ARGB visual, so the dim and the cards are really translucent.
/// Without one, alpha would be dropped: the owner composes over a snapshot of the screen beneath
/// instead, and `shape(toPixelsOf:minimumAlpha:)` cuts rounded corners with XShape.
final class OverrideRedirectWindow {
    let connection: XConnection
    let window: Window
    /// Where the window sits on the screen, in pixels.
    let frame: PixelRect
    let isTranslucent: Bool
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    private let colormap: Colormap?

    /// `inputArea` (window pixels) is where the window takes pointer input; elsewhere, and everywhere
    /// when it is empty, clicks reach the windows beneath. Nil takes input everywhere.
    init(
        connection: XConnection, frame: PixelRect, inputArea: PixelRect?, windowType: String, name: String = defaultName
    ) {
        self.connection = connection
        self.frame = frame
        let display = connection.display
        var info = XVisualInfo()
        if connection.isCompositing, XMatchVisualInfo(display, connection.screen, 32, TrueColor, &info) != 0 {
            visual = info.visual
            depth = 32
            // An ARGB window needs its own colormap and border pixel, or X answers BadMatch.
            colormap = XCreateColormap(display, connection.root, info.visual, AllocNone)
            isTranslucent = true
        } else {
            visual = XDefaultVisual(display, connection.screen)
            depth = XDefaultDepth(display, connection.screen)
            colormap = nil
            isTranslucent = false
        }
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = 1
        attributes.background_pixel = 0
        attributes.border_pixel = 0
        attributes.colormap = colormap ?? XDefaultColormap(display, connection.screen)
        // Property changes: a large paste arrives as a series of them (INCR).
        attributes.event_mask =
            ExposureMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask
            | EnterWindowMask | LeaveWindowMask | KeyPressMask | StructureNotifyMask | PropertyChangeMask
        let mask = CWOverrideRedirect | CWBackPixel | CWBorderPixel | CWColormap | CWEventMask
        window = XCreateWindow(
            display, connection.root, Int32(frame.x), Int32(frame.y),
            UInt32(frame.width), UInt32(frame.height), 0, depth, UInt32(InputOutput),
            visual, UInt(mask), &attributes)
        setProperties(windowType: windowType, name: name)
        if let inputArea {
            var rectangles =
                inputArea.isEmpty
                ? []
                : [
                    XRectangle(
                        x: Int16(inputArea.x), y: Int16(inputArea.y),
                        width: UInt16(inputArea.width), height: UInt16(inputArea.height))
                ]
            let region = XFixesCreateRegion(display, &rectangles, Int32(rectangles.count))
            XFixesSetWindowShapeRegion(display, window, ShapeInput, 0, 0, region)
            XFixesDestroyRegion(display, region)
        }
    }

    deinit {
        let display = connection.display
        XDestroyWindow(display, window)
        if let colormap { XFreeColormap(display, colormap) }
        connection.flush()
    }

    /// The `_NET_WM_NAME` of a window that is given none.
    static let defaultName = "HUDKit"

    /// The `WM_CLASS` of every HUDKit window, whichever process shows it.
    static let className = "hud"

    /// EWMH hints, so compositors and tools know what these windows are even though no window
    /// manager handles them; `_COMPTON_SHADOW` 0 keeps picom from drawing a shadow around the dim.
    private func setProperties(windowType: String, name: String) {
        let display = connection.display
        var hint = XClassHint()
        Self.className.withCString { name in
            hint.res_name = UnsafeMutablePointer(mutating: name)
            hint.res_class = UnsafeMutablePointer(mutating: name)
            XSetClassHint(display, window, &hint)
        }
        setAtoms("_NET_WM_WINDOW_TYPE", [connection.atom(windowType)])
        setAtoms("_NET_WM_STATE", [connection.atom("_NET_WM_STATE_ABOVE")])
        setLongs("_COMPTON_SHADOW", type: XA_CARDINAL, [0])
        // WM_NAME too, in UTF-8 as GTK leaves it when a title is not Latin-1: `xdotool search --name`
        // and older window rules read only that one.
        let title = Array(name.utf8)
        for property in ["_NET_WM_NAME", "WM_NAME"] {
            XChangeProperty(
                display, window, connection.atom(property), connection.atom("UTF8_STRING"), 8, PropModeReplace, title,
                Int32(title.count))
        }
    }

    private func setAtoms(_ property: String, _ values: [Atom]) {
        setLongs(property, type: XA_ATOM, values)
    }

    /// Format-32 properties are arrays of C longs on the client side, whatever their type.
    private func setLongs(_ property: String, type: Atom, _ values: [UInt]) {
        values.withUnsafeBytes { bytes in
            _ = XChangeProperty(
                connection.display, window, connection.atom(property), type, 32, PropModeReplace,
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(values.count))
        }
    }

    /// Maps the window already showing `firstFrame` (of the window's size and depth): it becomes the
    /// window's background, so the server paints it the instant the window appears, with no blank
    /// flash before the first Expose. Once mapped, the background is dropped (`contentsAreDrawn`)
    /// so later exposures never flash a stale frame.
    func map(showing firstFrame: ServerPixmap) {
        XSetWindowBackgroundPixmap(connection.display, window, firstFrame.pixmap)
        // Not raised: the stage has already stacked it among HUDKit's other windows.
        XMapWindow(connection.display, window)
    }

    /// The window has been exposed and drawn: from now on the server leaves its contents alone.
    func contentsAreDrawn() {
        XSetWindowBackgroundPixmap(connection.display, window, 0)
    }

    func raise() {
        XRaiseWindow(connection.display, window)
    }

    /// Limits where the window shows and takes pointer input to `rectangles`, in window pixels: a
    /// banner stack's window is its cards.
    func shape(to rectangles: [PixelRect]) {
        var xRectangles = rectangles.filter { !$0.isEmpty }.map {
            XRectangle(
                x: Int16(clamping: $0.x), y: Int16(clamping: $0.y), width: UInt16(clamping: $0.width),
                height: UInt16(clamping: $0.height))
        }
        let display = connection.display
        let region = XFixesCreateRegion(display, &xRectangles, Int32(xRectangles.count))
        XFixesSetWindowShapeRegion(display, window, ShapeInput, 0, 0, region)
        XFixesSetWindowShapeRegion(display, window, ShapeBounding, 0, 0, region)
        XFixesDestroyRegion(display, region)
    }

    /// Limits the window to the pixels of `image` with at least `minimumAlpha` (0–255). Without a
    /// compositor, the half-opaque pixels, so a card's rounded corners show the desktop rather than
    /// black; with one, every pixel the card touches, so its antialiased edge stays whole while a
    /// compositor's background blur follows the card (picom blurs behind a window's bounding shape;
    /// KWin reads `_KDE_NET_WM_BLUR_BEHIND_REGION`, which `blurBehind` sets).
    func shape(toPixelsOf image: CairoImage, minimumAlpha: UInt32) {
        // Run at every show: the size is read once, not once a pixel (each a call into cairo).
        let width = image.width
        var rectangles: [XRectangle] = []
        var previousRow: [XRectangle] = []
        var spans: [XRectangle] = []
        image.pixels().withUnsafeBufferPointer { pixels in
            for row in 0..<image.height {
                let line = pixels[(row * width)..<(row * width + width)]
                spans.removeAll(keepingCapacity: true)
                var column = 0
                while column < width {
                    while column < width, line[line.startIndex + column] >> 24 < minimumAlpha { column += 1 }
                    let start = column
                    while column < width, line[line.startIndex + column] >> 24 >= minimumAlpha { column += 1 }
                    if column > start {
                        spans.append(
                            XRectangle(x: Int16(start), y: Int16(row), width: UInt16(column - start), height: 1))
                    }
                }
                // A row like the one above (the straight part of a card) makes its rectangles taller.
                if !spans.isEmpty, spans.elementsEqual(previousRow, by: { $0.x == $1.x && $0.width == $1.width }) {
                    for index in rectangles.indices.suffix(spans.count) { rectangles[index].height += 1 }
                } else {
                    rectangles += spans
                }
                swap(&previousRow, &spans)
            }
        }
        XShapeCombineRectangles(
            connection.display, window, ShapeBounding, 0, 0, &rectangles, Int32(rectangles.count),
            ShapeSet, Unsorted)
    }

    /// The whole window again (an exit may zoom past the card).
    func removeShape() {
        XShapeCombineMask(connection.display, window, ShapeBounding, 0, 0, 0, ShapeSet)
    }

    /// Asks a compositor to blur behind `rectangles` (window pixels), or nowhere when there are none:
    /// `_KDE_NET_WM_BLUR_BEHIND_REGION`, a CARDINAL list of x, y, width, height (KWin, picom).
    func blurBehind(_ rectangles: [PixelRect]) {
        let property = "_KDE_NET_WM_BLUR_BEHIND_REGION"
        guard !rectangles.isEmpty else {
            XDeleteProperty(connection.display, window, connection.atom(property))
            return
        }
        setLongs(
            property, type: XA_CARDINAL,
            rectangles.flatMap { [UInt($0.x), UInt($0.y), UInt($0.width), UInt($0.height)] })
    }
}
