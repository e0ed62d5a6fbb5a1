import CX11

extension XConnection {
    /// Whether what lies beneath HUDKit's windows is blurred for the material (`Material.init(_:blurs:)`).
    /// Without a compositor HUDKit blurs its snapshot of the screen (where the server lets it read the
    /// screen back). With one, the window gets `_KDE_NET_WM_BLUR_BEHIND_REGION`, honoured by KWin, which
    /// lists it in `_NET_SUPPORTED`, and by picom when its blur is configured. picom's configuration
    /// cannot be asked, so a picom (its selection window is named so) is trusted to blur, as the users
    /// who run it usually have it; xcompmgr and other compositors are known not to blur, and cards then
    /// get the more opaque tint. `--blur on` trusts any compositor, `--blur off` asks none.
    package var blursBeneathWindows: Bool {
        guard isCompositing else { return displayServer.allowsSnapshots }
        return rootSupports(atom("_KDE_NET_WM_BLUR_BEHIND_REGION")) || compositorName == "picom"
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
