import CX11
import HUDRender

/// What lies beneath HUDKit's windows when no compositor runs. The dim and the cards are then
/// drawn over a snapshot of the screen, which freezes: a window mapped, moved or closed beneath a
/// loading HUD would stay invisible, and a window manager's popup that was up when the snapshot was
/// taken would stay in it. While snapshots are in use, the other windows are redirected (Composite,
/// automatic: the server still draws them as before) so each keeps its full contents even where
/// HUDKit's windows cover it; an area that changed is then put together again from those contents,
/// bottom to top, over the root's wallpaper (or the first snapshot when it has none). Damage
/// reports say when a window draws (an xterm's text after it maps), so its new contents show too.
final class DesktopBeneath {
    private let connection: XConnection
    /// Whether a window is HUDKit's own: never followed, never composed (its drawing would damage
    /// it again, without end).
    var isOurs: (Window) -> Bool = { _ in false }
    private let isAvailable: Bool
    /// The first event number of the Damage extension.
    let damageEventBase: Int32
    /// The screen when watching began, under anything of ours: the base where no wallpaper is known.
    private var base: ImageSurface?
    /// Where each other top-level window is, so that a change can say what it uncovered.
    private var frames: [Window: PixelRect] = [:]
    /// A damage report per other top-level window while watching.
    private var damages: [Window: Damage] = [:]

    init(connection: XConnection) {
        self.connection = connection
        var event: Int32 = 0
        var error: Int32 = 0
        var damageEvent: Int32 = 0
        isAvailable =
            XCompositeQueryExtension(connection.display, &event, &error) != 0
            && XDamageQueryExtension(connection.display, &damageEvent, &error) != 0
        damageEventBase = damageEvent
    }

    var isWatching: Bool { base != nil }

    /// Starts keeping the windows' contents; call before HUDKit's windows map over them.
    func watch() {
        guard isAvailable, base == nil else { return }
        let display = connection.display
        let screen = PixelRect(
            x: 0, y: 0, width: Int(XDisplayWidth(display, connection.screen)),
            height: Int(XDisplayHeight(display, connection.screen)))
        base = try? connection.snapshot(of: screen)
        XCompositeRedirectSubwindows(display, connection.root, CompositeRedirectAutomatic)
        frames = [:]
        for window in stackedWindows() where !isOurs(window) {
            frames[window] = frame(of: window)
            followDrawing(of: window)
        }
    }

    func stopWatching() {
        guard base != nil else { return }
        base = nil
        frames = [:]
        let display = connection.display
        // A window's damage goes with the window: some of these may be gone already.
        _ = XErrorHandlers.quietly {
            for damage in damages.values { XDamageDestroy(display, damage) }
            connection.sync()
        }
        damages = [:]
        XCompositeUnredirectSubwindows(connection.display, connection.root, CompositeRedirectAutomatic)
    }

    /// The screen area a change to the top-level `window` touched (where it was and where it is), or
    /// nil when it touched nothing visible. Call for every Map, Unmap and Configure of a root child.
    func changedArea(of window: Window) -> PixelRect? {
        guard isWatching, !isOurs(window) else { return nil }
        let before = frames[window]
        let after = frame(of: window)
        frames[window] = after
        if after != nil { followDrawing(of: window) }
        switch (before, after) {
        case (let before?, let after?): return before == after ? nil : before.union(after)
        case (let before?, nil): return before
        case (nil, let after?): return after
        case (nil, nil): return nil
        }
    }

    /// The screen area a window drew into, from its Damage report (consumed here), or nil.
    func drawnArea(_ event: inout XEvent) -> PixelRect? {
        let report = withUnsafePointer(to: &event) {
            $0.withMemoryRebound(to: XDamageNotifyEvent.self, capacity: 1) { $0.pointee }
        }
        guard isWatching, let frame = frames[report.drawable] else { return nil }
        XDamageSubtract(connection.display, report.damage, 0, 0)
        let area = PixelRect(
            x: frame.x + Int(report.area.x), y: frame.y + Int(report.area.y),
            width: Int(report.area.width), height: Int(report.area.height))
        return area.intersection(frame)
    }

    /// Another process's HUDKit windows are composed as they are when they map or move, but their
    /// drawing is not followed: they follow ours, and each would redraw over the other's without end.
    private func followDrawing(of window: Window) {
        guard damages[window] == nil, !isHUDKitWindow(window) else { return }
        damages[window] =
            XErrorHandlers.quietly { () -> Damage in
                let damage = XDamageCreate(connection.display, window, XDamageReportNonEmpty)
                connection.sync()
                return damage
            }.value
    }

    private func isHUDKitWindow(_ window: Window) -> Bool {
        XErrorHandlers.quietly { () -> Bool in
            var hint = XClassHint()
            guard XGetClassHint(connection.display, window, &hint) != 0 else { return false }
            defer {
                XFree(hint.res_name)
                XFree(hint.res_class)
            }
            return hint.res_class.map { String(cString: $0) } == OverlayWindow.className
        }.value
    }

    /// The screen's pixels in `area` with none of HUDKit's windows in them.
    func compose(_ area: PixelRect) -> ImageSurface? {
        guard let base, !area.isEmpty, let image = try? ImageSurface(width: area.width, height: area.height) else {
            return nil
        }
        let drawing = DrawingContext(surface: image, scale: 1)
        if let wallpaper = rootWallpaper() {
            connection.copyPixels(of: wallpaper, from: area, into: image)
        } else {
            drawing.paintPixels(of: base, atDeviceX: -area.x, y: -area.y, alpha: 1)
        }
        let display = connection.display
        for window in stackedWindows() where !isOurs(window) {
            guard let frame = frame(of: window) else { continue }
            let overlap = frame.intersection(area)
            guard !overlap.isEmpty, let piece = try? ImageSurface(width: overlap.width, height: overlap.height) else {
                continue
            }
            _ = XErrorHandlers.quietly {
                let pixmap = XCompositeNameWindowPixmap(display, window)
                connection.copyPixels(
                    of: pixmap,
                    from: PixelRect(
                        x: overlap.x - frame.x, y: overlap.y - frame.y,
                        width: overlap.width, height: overlap.height),
                    into: piece)
                XFreePixmap(display, pixmap)
                connection.sync()
            }
            drawing.paintPixels(of: piece, atDeviceX: overlap.x - area.x, y: overlap.y - area.y, alpha: 1)
        }
        return image
    }

    /// The root's children, bottom first.
    private func stackedWindows() -> [Window] {
        var root: Window = 0
        var parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(connection.display, connection.root, &root, &parent, &children, &count) != 0,
            let children
        else { return [] }
        defer { XFree(children) }
        return Array(UnsafeBufferPointer(start: children, count: Int(count)))
    }

    /// Where a viewable window with contents is on the screen, border included; nil otherwise.
    private func frame(of window: Window) -> PixelRect? {
        let (frame, _) = XErrorHandlers.quietly { () -> PixelRect? in
            var attributes = XWindowAttributes()
            guard XGetWindowAttributes(connection.display, window, &attributes) != 0,
                attributes.map_state == IsViewable, attributes.`class` == InputOutput
            else { return nil }
            let border = Int(attributes.border_width)
            return PixelRect(
                x: Int(attributes.x), y: Int(attributes.y), width: Int(attributes.width) + 2 * border,
                height: Int(attributes.height) + 2 * border)
        }
        return frame
    }

    /// The wallpaper pixmap that setters (feh, xsetroot -bitmap, Esetroot) publish on the root.
    private func rootWallpaper() -> Pixmap? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        XGetWindowProperty(
            connection.display, connection.root, connection.atom("_XROOTPMAP_ID"), 0, 1, 0,
            Atom(XA_PIXMAP), &type, &format, &count, &remaining, &data)
        guard let data else { return nil }
        defer { XFree(data) }
        guard count == 1 else { return nil }
        return data.withMemoryRebound(to: UInt.self, capacity: 1) { Pixmap($0.pointee) }
    }
}
