import CX11

extension XConnection {
    /// Whether what lies beneath HUDKit's windows is blurred for the material (`Material.init(_:blurs:)`):
    /// by a compositor that blurs (`compositorBlurs`), else by HUDKit itself from its snapshot of the
    /// screen, with or without a compositor, wherever the server lets it read the screen back.
    package var blursBeneathWindows: Bool {
        compositorBlurs || displayServer.allowsSnapshots
    }

    /// Whether a compositor runs that blurs behind a window asked to with `_KDE_NET_WM_BLUR_BEHIND_REGION`:
    /// KWin, which lists it in `_NET_SUPPORTED`, and picom when its blur is configured. picom's
    /// configuration cannot be asked, so a picom (its selection window is named so) is trusted to blur,
    /// as the users who run it usually have it. Under any other compositor (xcompmgr) HUDKit blurs
    /// its own snapshot of the composited screen. Remembered with the desktop: asking takes up to three
    /// round trips, and every overlay and banner window asks before its first paint.
    var compositorBlurs: Bool {
        remembered(\.knownCompositorBlurs) {
            isCompositing && (rootSupports(atom("_KDE_NET_WM_BLUR_BEHIND_REGION")) || compositorName == "picom")
        }
    }

    /// The WM_NAME of the window that holds the compositor's selection (xcompmgr and picom name it).
    private var compositorName: String? {
        let owner = XGetSelectionOwner(display, compositorSelection)
        guard owner != 0 else { return nil }
        var name: UnsafeMutablePointer<CChar>?
        guard XFetchName(display, owner, &name) != 0, let name else { return nil }
        defer { XFree(name) }
        return String(cString: name)
    }

    private func rootSupports(_ wanted: Atom) -> Bool {
        longs(of: root, "_NET_SUPPORTED", type: Atom(XA_ATOM), limit: 4096).contains { Atom($0) == wanted }
    }
}
