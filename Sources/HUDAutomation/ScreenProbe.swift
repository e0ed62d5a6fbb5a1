import CX11
import HUDCore
import HUDRender
import HUDSurfaces
import HUDX11

/// The desktop seen from outside, over a connection of its own: what the screen shows (the root
/// window's pixels: with a compositor running, the blended result), which HUDKit overlays are
/// mapped, and whether one holds the keyboard. For scripted tours and tests; use it on one thread
/// at a time.
public final class ScreenProbe {
    /// A mapped HUDKit overlay window (WM_CLASS "hud").
    public struct OverlayWindowInfo: Hashable, Sendable {
        /// The X window's id: the same while an overlay changes in place.
        public let id: UInt
        /// Where it is on the screen, in pixels.
        public let frame: Rect
        /// An alert, card or sheet (`_NET_WM_WINDOW_TYPE_DIALOG`) rather than a HUD or toast.
        public let isDialog: Bool
    }

    private let connection: XConnection

    /// Connects to `display` (nil: `$DISPLAY`).
    public init(display: String? = nil) throws {
        connection = try XConnection(name: display)
    }

    /// The screen's size in pixels.
    public var screenSize: Size {
        Size(
            width: Double(XDisplayWidth(connection.display, connection.screen)),
            height: Double(XDisplayHeight(connection.display, connection.screen)))
    }

    /// Whether a compositor runs (owns `_NET_WM_CM_S<screen>`): overlays are then really translucent.
    public var compositorIsRunning: Bool { connection.isCompositing }

    /// The whole screen as an opaque image.
    public func capture() throws -> CairoImage {
        let size = screenSize
        return try connection.snapshot(of: PixelRect(x: 0, y: 0, width: Int(size.width), height: Int(size.height)))
    }

    /// The mapped HUDKit overlay windows, bottom to top.
    public func overlayWindows() -> [OverlayWindowInfo] {
        let display = connection.display
        // Held while reading, so no window vanishes between the list and the questions about it.
        XGrabServer(display)
        defer {
            XUngrabServer(display)
            connection.flush()
        }
        let children = WindowTree(of: connection.root, on: display)?.children ?? []
        let dialog = connection.atom("_NET_WM_WINDOW_TYPE_DIALOG")
        return children.compactMap { window in
            var attributes = XWindowAttributes()
            guard XGetWindowAttributes(display, window, &attributes) != 0, attributes.map_state == IsViewable,
                className(of: window) == "hud"
            else { return nil }
            return OverlayWindowInfo(
                id: UInt(window),
                frame: Rect(
                    x: Double(attributes.x), y: Double(attributes.y),
                    width: Double(attributes.width), height: Double(attributes.height)),
                isDialog: connection.longs(of: window, "_NET_WM_WINDOW_TYPE", type: XA_ATOM, limit: 16)
                    .contains(dialog))
        }
    }

    /// Whether another client holds the keyboard (an alert grabs it to take typing).
    public var keyboardIsGrabbed: Bool {
        let display = connection.display
        let result = XGrabKeyboard(display, connection.root, 0, GrabModeAsync, GrabModeAsync, UInt(CurrentTime))
        if result == GrabSuccess { XUngrabKeyboard(display, UInt(CurrentTime)) }
        connection.sync()
        return result == AlreadyGrabbed
    }

    private func className(of window: Window) -> String? {
        var hint = XClassHint()
        guard XGetClassHint(connection.display, window, &hint) != 0 else { return nil }
        defer {
            if let name = hint.res_name { XFree(name) }
            if let name = hint.res_class { XFree(name) }
        }
        return hint.res_class.map { String(cString: $0) }
    }
}
