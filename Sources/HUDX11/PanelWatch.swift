import CX11

/// Which X events may change what the desktop's panels reserve: the window manager's work area or
/// current desktop changing on the root, a dock's strut changing, a dock going, or, while no work
/// area is published, a window mapping (a bar started later). Each is an event the server sends;
/// nothing is polled. The stage selects the root's events; the docks' are selected as they are found.
struct PanelWatch {
    private let connection: XConnection
    private let rootAtoms: [Atom]
    private let clientList: Atom
    private let strutAtoms: [Atom]

    init(connection: XConnection) {
        self.connection = connection
        rootAtoms = ["_NET_WORKAREA", "_NET_CURRENT_DESKTOP"].map(connection.atom)
        clientList = connection.atom("_NET_CLIENT_LIST")
        strutAtoms = ["_NET_WM_STRUT_PARTIAL", "_NET_WM_STRUT"].map(connection.atom)
    }

    func mayHaveChanged(by event: XEvent) -> Bool {
        guard let known = connection.knownPanelReservations else { return false }
        switch event.type {
        case PropertyNotify where event.xproperty.window == connection.root:
            // A window manager without a work area of its own lists a dock it took on.
            let atom = event.xproperty.atom
            return rootAtoms.contains(atom) || (atom == clientList && known.published == nil)
        case PropertyNotify:
            return strutAtoms.contains(event.xproperty.atom)
        case MapNotify:
            return known.published == nil && event.xmap.override_redirect == 0
        case UnmapNotify:
            return known.docks.contains(event.xunmap.window)
        case DestroyNotify:
            return known.docks.contains(event.xdestroywindow.window)
        default:
            return false
        }
    }
}
