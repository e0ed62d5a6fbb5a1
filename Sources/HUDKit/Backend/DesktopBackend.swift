import HUDX11

/// The start-up choice of the display backend, the one place the facade names one.
enum DesktopBackend {
    /// Opens `$DISPLAY`; throws what opening it threw.
    static func open() throws -> any DisplayBackend {
        try StageDisplayBackend { prepare in try X11StageThread(prepare: prepare) }
    }
}
