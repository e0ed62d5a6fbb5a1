import CX11
import Glibc
import HUDCore
import HUDSurfaces
import HUDSystem

extension XConnection {
    /// Who blurs beneath the cards on the material under `mode` on this display (`BlurSource`).
    package func blurSource(for mode: BlurMode) -> BlurSource {
        BlurSource(mode, compositor: compositorBlur, allowsSnapshots: displayServer.allowsSnapshots)
    }

    /// What the running compositor is known to do when a window asks it to blur behind it: KWin lists
    /// `_KDE_NET_WM_BLUR_BEHIND_REGION` in `_NET_SUPPORTED`; picom says nothing, but its command line
    /// and config file can be read (`PicomSettings`) through the process that owns the compositor
    /// selection (its window's `_NET_WM_PID`, when that window's `WM_CLIENT_MACHINE` is the local
    /// host). Anything else (xcompmgr), or a picom whose settings cannot be read or leave room for
    /// doubt, is not known to blur. Remembered with the desktop: asking takes a few round trips, and
    /// every overlay and banner window asks before its first paint.
    var compositorBlur: CompositorBlur {
        remembered(\.knownCompositorBlur) {
            guard isCompositing else { return .noCompositor }
            if rootSupports(atom("_KDE_NET_WM_BLUR_BEHIND_REGION")) { return .blurs }
            return picomSettings?.blursEveryWindow == true ? .blurs : .notKnownToBlur
        }
    }

    /// The settings of the picom that owns the compositor selection, read from /proc; nil when the
    /// owner is not a picom running on the local host under this user.
    private var picomSettings: PicomSettings? {
        let owner = XGetSelectionOwner(display, compositorSelection)
        // A PID from another machine (a remote display) names some other process here, if any.
        guard owner != 0, clientMachine(of: owner) == localHostName,
            let pid = longs(of: owner, "_NET_WM_PID", type: Atom(XA_CARDINAL), limit: 1).first,
            let commandLine = TextFile.read("/proc/\(pid)/cmdline")
        else { return nil }
        let arguments = commandLine.split(separator: "\0").map(String.init)
        guard let name = arguments.first?.split(separator: "/").last, name == "picom" || name == "compton",
            let environ = TextFile.read("/proc/\(pid)/environ")
        else { return nil }
        var environment: [String: String] = [:]
        for entry in environ.split(separator: "\0") {
            guard let equals = entry.firstIndex(of: "=") else { continue }
            environment[String(entry[..<equals])] = String(entry[entry.index(after: equals)...])
        }
        return PicomSettings(arguments: arguments, environment: environment) { TextFile.read($0) }
    }

    /// The machine a window's client says it runs on (`WM_CLIENT_MACHINE`).
    private func clientMachine(of window: Window) -> String? {
        var text = XTextProperty()
        guard XGetWMClientMachine(display, window, &text) != 0, let value = text.value else { return nil }
        defer { XFree(value) }
        return String(decoding: UnsafeBufferPointer(start: value, count: Int(text.nitems)), as: UTF8.self)
    }

    private var localHostName: String {
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return "" }
        return name.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    private func rootSupports(_ wanted: Atom) -> Bool {
        longs(of: root, "_NET_SUPPORTED", type: Atom(XA_ATOM), limit: 4096).contains { Atom($0) == wanted }
    }
}
