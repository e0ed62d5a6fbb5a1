import Glibc
import HUDDaemonLink
import HUDSystem
import Testing

/// A Wayland session's daemon is the Wayland display's, so that two sessions get two daemons and an
/// X11 caller of the same user (XWayland) does not meet the Wayland one.
@Suite("The backend a session opens, and its daemon's socket")
struct WaylandDaemonLocationTests {
    @Test func theEnvironmentChoosesTheBackend() {
        #expect(BackendChoice(environment: ["DISPLAY": ":0"]) == .x11)
        #expect(BackendChoice(environment: ["WAYLAND_DISPLAY": "wayland-1"]) == .wayland)
        #expect(BackendChoice(environment: ["WAYLAND_DISPLAY": "wayland-1", "DISPLAY": ":0"]) == .waylandThenX11)
        #expect(BackendChoice(environment: ["WAYLAND_DISPLAY": "", "DISPLAY": ":0"]) == .x11)
        #expect(
            BackendChoice(environment: ["WAYLAND_DISPLAY": "wayland-1", "DISPLAY": ":0", "HUD_BACKEND": "x11"]) == .x11)
        #expect(BackendChoice(environment: ["DISPLAY": ":0", "HUD_BACKEND": "wayland"]) == .wayland)
        #expect(BackendChoice(environment: ["HUD_BACKEND": "gtk"]) == nil)
    }

    @Test func aWaylandSessionKeysItsDaemonByTheWaylandDisplay() throws {
        let runtime = "/tmp/hud-location-test-\(getpid())"
        defer {
            rmdir("\(runtime)/hud")
            rmdir(runtime)
        }
        mkdir(runtime, 0o700)
        let base = ["XDG_RUNTIME_DIR": runtime, "DISPLAY": ":0"]
        let x11 = try #require(DaemonLocation.current(environment: base))
        let wayland = try #require(
            DaemonLocation.current(environment: base.merging(["WAYLAND_DISPLAY": "wayland-1"]) { $1 }))
        let other = try #require(
            DaemonLocation.current(environment: base.merging(["WAYLAND_DISPLAY": "wayland-2"]) { $1 }))
        let forced = try #require(
            DaemonLocation.current(
                environment: base.merging(["WAYLAND_DISPLAY": "wayland-1", "HUD_BACKEND": "x11"]) { $1 }))
        // One daemon per session, whichever backend a caller asks for.
        #expect(x11.display == "0" && forced.display == "wayland-1")
        #expect(wayland.display == "wayland-1" && other.display == "wayland-2")
        #expect(DaemonLocation.fileName(forWaylandDisplay: "/run/user/1000/wayland-1") == "_run_user_1000_wayland-1")
        #expect(DaemonLocation.fileName(forWaylandDisplay: "sway") == "wayland_sway")
    }
}
