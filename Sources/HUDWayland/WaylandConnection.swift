import CWayland
import Glibc

/// The connection to a Wayland compositor (`wl_display`); disconnected in `deinit`. Events are read
/// with the prepare/read/dispatch sequence, so the one thread that polls its descriptor never
/// blocks inside libwayland.
final class WaylandConnection {
    let display: OpaquePointer
    /// Set once the compositor has gone (a read or flush failed): callers end, as on a lost X server.
    private(set) var isLost = false

    /// Connects to `name` (nil: `$WAYLAND_DISPLAY`, else `wayland-0`).
    init(name: String?) throws(WaylandError) {
        guard let display = wl_display_connect(name) else {
            throw .cannotConnect(name ?? getenv("WAYLAND_DISPLAY").map { String(cString: $0) } ?? "wayland-0")
        }
        self.display = display
    }

    deinit {
        wl_display_disconnect(display)
    }

    var fileDescriptor: Int32 { wl_display_get_fd(display) }

    /// Sends what is queued; a full socket leaves the rest for the next flush.
    func flush() {
        if wl_display_flush(display) < 0, errno != EAGAIN { isLost = true }
    }

    /// Blocks until the compositor has answered everything sent so far, dispatching what comes.
    func roundtrip() {
        if wl_display_roundtrip(display) < 0 { isLost = true }
    }

    /// Dispatches the events already read, without reading.
    func dispatchPending() {
        if wl_display_dispatch_pending(display) < 0 { isLost = true }
    }

    /// Before polling: true when events are already queued (dispatch them first, poll without
    /// waiting); otherwise the connection is ready for `read` or `cancelRead` after the poll.
    func prepareRead() -> Bool {
        wl_display_prepare_read(display) != 0
    }

    /// After a poll that found the descriptor readable: reads and queues the events.
    func read() {
        if wl_display_read_events(display) < 0 { isLost = true }
    }

    /// After a poll that found nothing to read.
    func cancelRead() {
        wl_display_cancel_read(display)
    }
}
