import Glibc
import HUDCore
import HUDStage
import HUDSystem
import HUDWayland
import HUDX11

/// The start-up choice of the display backend, the one place the facade names one.
enum DesktopBackend {
    /// An unknown `HUD_BACKEND`.
    struct UnknownBackend: Error, CustomStringConvertible {
        let name: String
        var description: String {
            "unknown HUD_BACKEND \"\(name)\" (expected \(BackendChoice.names.joined(separator: ", ")))"
        }
    }

    /// Opens the session's display as `BackendChoice` says; throws what opening it threw. A Wayland
    /// compositor that cannot serve HUDKit (no layer shell: GNOME Shell) hands over to XWayland,
    /// with one line on stderr saying why.
    static func open() throws -> any DisplayBackend {
        let environment = ProcessEnvironment.current
        guard let choice = BackendChoice(environment: environment) else {
            throw UnknownBackend(name: environment["HUD_BACKEND"] ?? "")
        }
        switch choice {
        case .x11: return try x11()
        case .wayland: return try wayland()
        case .waylandThenX11:
            do {
                return try wayland()
            } catch let error as WaylandError {
                StandardStream.write("hud: \(error); showing on X11 (DISPLAY) instead\n", to: STDERR_FILENO)
                return try x11()
            }
        }
    }

    private static func x11() throws -> any DisplayBackend {
        try StageDisplayBackend { prepare in try DisplayThread(open: { try X11Stage() }, prepare: prepare) }
    }

    private static func wayland() throws -> any DisplayBackend {
        try StageDisplayBackend { prepare in try DisplayThread(open: { try WaylandStage() }, prepare: prepare) }
    }
}
