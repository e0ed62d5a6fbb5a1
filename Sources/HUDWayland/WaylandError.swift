/// What can go wrong talking to a Wayland compositor, each with a message for the user.
package enum WaylandError: Error, CustomStringConvertible, Sendable, Equatable {
    /// `wl_display_connect` failed for the named display.
    case cannotConnect(String)
    /// The compositor does not offer a global HUDKit needs (`wl_shm`, `wl_compositor`).
    case missingGlobal(String)
    /// The compositor does not offer the layer shell (GNOME Shell): HUDKit cannot put a surface
    /// above the windows there.
    case noLayerShell
    /// The compositor's shared memory has no ARGB8888, the only format Cairo draws.
    case noARGB8888
    /// The compositor lists no output to show a surface on.
    case noOutput
    /// The compositor offers no seat (no keyboard, no pointer): an alert could not be answered.
    case noSeat
    /// Shared memory for a buffer of this size could not be made.
    case cannotCreateBuffer(width: Int, height: Int)

    /// A message naming the problem, fit for stderr.
    package var description: String {
        switch self {
        case .cannotConnect(let name):
            "cannot connect to Wayland display \"\(name)\" (is WAYLAND_DISPLAY set and the compositor running?)"
        case .missingGlobal(let name):
            "the Wayland compositor does not offer \(name)"
        case .noLayerShell:
            "the Wayland compositor does not offer the layer shell (zwlr_layer_shell_v1)"
        case .noARGB8888:
            "the Wayland compositor's shared memory has no ARGB8888 format"
        case .noOutput:
            "the Wayland compositor lists no output"
        case .noSeat:
            "the Wayland compositor offers no seat: nothing could answer an alert"
        case .cannotCreateBuffer(let width, let height):
            "cannot create a \(width)x\(height) shared-memory buffer"
        }
    }
}
