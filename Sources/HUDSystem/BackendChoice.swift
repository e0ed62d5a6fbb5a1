/// Which display backend a process opens, from its environment: Wayland when the session has a
/// Wayland display (and its compositor turns out to offer the layer shell), else X11 (`DISPLAY`,
/// XWayland included). `HUD_BACKEND=x11|wayland` (or the config's `backend =`) decides instead.
package enum BackendChoice: Equatable, Sendable {
    case x11
    case wayland
    /// Wayland first, X11 if that cannot be opened and the session has an X display too.
    case waylandThenX11

    /// The choice for these variables; nil with an unknown `HUD_BACKEND`.
    package init?(environment: [String: String]) {
        switch environment["HUD_BACKEND"] ?? "" {
        case "x11": self = .x11
        case "wayland": self = .wayland
        case "", "auto":
            let wayland = !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
            let x11 = !(environment["DISPLAY"] ?? "").isEmpty
            self = wayland ? (x11 ? .waylandThenX11 : .wayland) : .x11
        default: return nil
        }
    }

    /// The names `HUD_BACKEND` accepts.
    package static let names = ["auto", "x11", "wayland"]
}
