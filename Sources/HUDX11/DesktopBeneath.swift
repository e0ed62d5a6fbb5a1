import CX11
import HUDCore

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
    /// Kept in the server, as is everything composed here: it is the size of the screen.
    private var base: RenderPicture?
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
        let base = RenderPicture(
            connection: connection,
            pixmap: ServerPixmap(
                connection: connection, width: screen.width, height: screen.height,
                depth: XDefaultDepth(display, connection.screen)),
            visual: XDefaultVisual(display, connection.screen))
        base.compose(RenderPicture.screen(of: connection), over: false, in: screen)
        self.base = base
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
        // A report can outlive its damage: one destroyed when the last overlay stopped watching, still
        // queued when the next starts; subtracting from it is a BadDamage.
        guard isWatching, let frame = frames[report.drawable], damages[report.drawable] == report.damage else {
            return nil
        }
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
            return hint.res_class.map { String(cString: $0) } == OverrideRedirectWindow.className
        }.value
    }

    /// The screen's pixels in `area` with none of HUDKit's windows in them, put together in the
    /// server, from the picture's top-left.
    func compose(_ area: PixelRect) -> RenderPicture? {
        guard let base, !area.isEmpty else { return nil }
        let display = connection.display
        let visual = XDefaultVisual(display, connection.screen)!
        let image = RenderPicture(
            connection: connection,
            pixmap: ServerPixmap(
                connection: connection, width: area.width, height: area.height,
                depth: XDefaultDepth(display, connection.screen)),
            visual: visual)
        let whole = PixelRect(x: 0, y: 0, width: area.width, height: area.height)
        let wallpaper = rootWallpaper().flatMap { RenderPicture.borrowing($0, visual: visual, connection: connection) }
        let start = wallpaper ?? base
        start.place(at: (-area.x, -area.y), scale: 1, about: (0, 0))
        image.compose(start, over: false, in: whole)
        for window in stackedWindows() where !isOurs(window) {
            guard let (frame, windowVisual) = viewable(window) else { continue }
            let overlap = frame.intersection(area)
            guard !overlap.isEmpty else { continue }
            // The window's contents, whole even where HUDKit's windows cover it (it is redirected).
            _ = XErrorHandlers.quietly {
                let pixmap = XCompositeNameWindowPixmap(display, window)
                if let contents = RenderPicture.borrowing(pixmap, visual: windowVisual, connection: connection) {
                    contents.place(at: (frame.x - area.x, frame.y - area.y), scale: 1, about: (0, 0))
                    image.compose(
                        contents, over: false,
                        in: PixelRect(
                            x: overlap.x - area.x, y: overlap.y - area.y, width: overlap.width,
                            height: overlap.height))
                }
                XFreePixmap(display, pixmap)
                connection.sync()
            }
        }
        return image
    }

    /// The root's children, bottom first.
    private func stackedWindows() -> [Window] {
        WindowTree(of: connection.root, on: connection.display)?.children ?? []
    }

    /// Where a viewable window with contents is on the screen, border included; nil otherwise.
    private func frame(of window: Window) -> PixelRect? {
        viewable(window)?.frame
    }

    /// A viewable window's place on the screen (border included) and visual; nil for any other.
    private func viewable(_ window: Window) -> (frame: PixelRect, visual: UnsafeMutablePointer<Visual>)? {
        let (found, _) = XErrorHandlers.quietly { () -> (frame: PixelRect, visual: UnsafeMutablePointer<Visual>)? in
            var attributes = XWindowAttributes()
            guard XGetWindowAttributes(connection.display, window, &attributes) != 0,
                attributes.map_state == IsViewable, attributes.`class` == InputOutput, let visual = attributes.visual
            else { return nil }
            let border = Int(attributes.border_width)
            let frame = PixelRect(
                x: Int(attributes.x), y: Int(attributes.y), width: Int(attributes.width) + 2 * border,
                height: Int(attributes.height) + 2 * border)
            return (frame, visual)
        }
        return found
    }

    /// The wallpaper pixmap that setters (feh, xsetroot -bitmap, Esetroot) publish on the root.
    private func rootWallpaper() -> Pixmap? {
        let ids = connection.longs(of: connection.root, "_XROOTPMAP_ID", type: Atom(XA_PIXMAP), limit: 1)
        return ids.count == 1 ? Pixmap(ids[0]) : nil
    }
}
