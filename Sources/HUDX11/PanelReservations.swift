import CX11
import HUDCore
import HUDSurfaces

/// What the desktop's panels and bars keep other windows out of, as the X server tells it: the
/// window manager's `_NET_WORKAREA` for the current desktop where it publishes one (openbox, xfwm4,
/// KWin), else the struts of the dock windows mapped (i3 publishes no work area).
struct PanelReservations: Equatable {
    /// The work area the window manager publishes, in pixels of the screen.
    var published: Rect?
    var struts: [Strut]
    /// The dock windows found, mapped or not, whose struts and mapping a watcher follows.
    var docks: [Window]
}

extension XConnection {
    /// The part of `monitor` the desktop's panels leave free, in pixels of the screen.
    func workArea(of monitor: Monitor) -> Rect {
        let reservations = panelReservations
        let screen = Size(
            width: Double(XDisplayWidth(display, screen)), height: Double(XDisplayHeight(display, screen)))
        return monitor.workArea(published: reservations.published, struts: reservations.struts, screen: screen)
    }

    var panelReservations: PanelReservations {
        remembered(\.knownPanelReservations) { queryPanelReservations() }
    }

    private func queryPanelReservations() -> PanelReservations {
        let cardinal = Atom(XA_CARDINAL)
        let desktop = Int(longs(of: root, "_NET_CURRENT_DESKTOP", type: cardinal, limit: 1).first ?? 0)
        let areas = longs(of: root, "_NET_WORKAREA", type: cardinal, limit: 4 * (desktop + 1))
        // One rectangle a desktop; a window manager that publishes fewer means them all alike.
        let first = areas.count >= 4 * (desktop + 1) ? 4 * desktop : 0
        if areas.count >= first + 4 {
            let area = areas[first..<(first + 4)].map(Double.init)
            return PanelReservations(
                published: Rect(x: area[0], y: area[1], width: area[2], height: area[3]), struts: [], docks: [])
        }
        // A dock is a child of the root, or of the frame a reparenting window manager put it in; a
        // window gone while it is read is no dock.
        return XErrorHandlers.quietly { () -> PanelReservations in
            var reservations = PanelReservations(published: nil, struts: [], docks: [])
            let topLevel = WindowTree(of: root, on: display)?.children ?? []
            let candidates = topLevel + topLevel.flatMap { WindowTree(of: $0, on: display)?.children ?? [] }
            for window in candidates {
                guard let dock = dockState(window) else { continue }
                reservations.docks.append(window)
                // A session that follows the desktop hears of the dock's strut changing, of it mapping
                // (a window manager may map a dock's frame before the dock) and of it going, keeping
                // what it already heard of the window (the Notification Center is a dock of ours).
                if remembersDesktop {
                    XSelectInput(display, window, dock.events | PropertyChangeMask | StructureNotifyMask)
                }
                guard dock.isMapped else { continue }
                let partial = longs(of: window, "_NET_WM_STRUT_PARTIAL", type: cardinal, limit: 12)
                let values =
                    partial.count == 12 ? partial : longs(of: window, "_NET_WM_STRUT", type: cardinal, limit: 4)
                if let strut = Strut(cardinals: values) { reservations.struts.append(strut) }
            }
            return reservations
        }.value
    }

    /// Whether `window`, when it is a dock, is mapped, and the events this connection selects on it;
    /// nil for any other window.
    private func dockState(_ window: Window) -> (isMapped: Bool, events: Int)? {
        let dock = atom("_NET_WM_WINDOW_TYPE_DOCK")
        guard longs(of: window, "_NET_WM_WINDOW_TYPE", type: Atom(XA_ATOM), limit: 8).contains(dock) else {
            return nil
        }
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, window, &attributes) != 0 else { return nil }
        return (attributes.map_state == IsViewable, attributes.your_event_mask)
    }
}
