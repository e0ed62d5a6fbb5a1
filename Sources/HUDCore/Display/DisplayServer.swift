/// What kind of X server the overlays run on, from facts the backend reads off it (the seam tests
/// drive), and the rules that follow for XWayland. Under a Wayland compositor:
/// - override-redirect windows are stacked in the order their surfaces appear, whatever X
///   restacking says (sway), so an alert's dim and card go in one window, never two;
/// - X only knows where the pointer is while it is over an X window, so "the monitor under the
///   pointer" follows the focused X window instead, else the primary output;
/// - `XGetImage` of the root fails (BadMatch), so the snapshot path is never taken.
package struct DisplayServer: Hashable, Sendable {
    /// The X extensions the server lists.
    package var extensions: Set<String>
    /// The names of its RandR outputs (`XWAYLAND0`, `DP-1`, …).
    package var outputNames: [String]

    package init(extensions: Set<String>, outputNames: [String]) {
        self.extensions = extensions
        self.outputNames = outputNames
    }

    /// Xwayland: its own extension (Xwayland ≥ 23), or its outputs' names (older ones).
    package var isXWayland: Bool {
        extensions.contains("XWAYLAND") || outputNames.contains { $0.hasPrefix("XWAYLAND") }
    }

    /// Whether an alert may be two windows, its dim and its card, so that HUDs go between them.
    package var splitsDialogWindows: Bool { !isXWayland }

    /// Whether the screen may be read back to draw over when no compositor runs.
    package var allowsSnapshots: Bool { !isXWayland }

    /// The monitor for `choice`. `pointer` is where X says the pointer is (nil: unknown), and
    /// `focusedWindowCenter` the middle of the focused X window, if any. On XWayland the pointer's
    /// position is stale whenever it is over a Wayland window, so the focused window decides.
    package func monitor(
        for choice: MonitorChoice, in monitors: [Monitor], pointer: Point?,
        focusedWindowCenter: Point?
    ) -> Monitor? {
        choice.resolve(
            in: monitors, pointer: isXWayland ? focusedWindowCenter : pointer,
            focusedWindowCenter: focusedWindowCenter)
    }
}
