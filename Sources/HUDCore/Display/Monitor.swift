/// One monitor of the desktop, in pixels of the X screen.
package struct Monitor: Hashable, Sendable {
    /// RandR's output name, such as `DP-1`.
    package var name: String
    /// Where the monitor sits on the X screen, in pixels.
    package var frame: Rect
    /// Whether RandR marks it as the primary monitor.
    package var isPrimary: Bool

    /// A monitor as RandR describes it.
    package init(name: String, frame: Rect, isPrimary: Bool) {
        self.name = name
        self.frame = frame
        self.isPrimary = isPrimary
    }
}

/// Which monitor an overlay goes on.
public enum MonitorChoice: Hashable, Sendable {
    /// The monitor under the pointer (the default: where the user is looking).
    case pointer
    /// The monitor RandR marks primary (else the first).
    case primary
    /// An index into the monitors as RandR lists them.
    case index(Int)
    /// The monitor of the window with the keyboard focus (the window manager's active window), for
    /// a user who types on one monitor while the pointer rests on another; the primary when no
    /// window has the focus.
    case focusedWindow

    /// `pointer`, `primary`, `focused` or a number, as the command line spells it.
    public init?(parsing text: String) {
        switch text {
        case "pointer": self = .pointer
        case "primary": self = .primary
        case "focused": self = .focusedWindow
        default:
            guard let index = Int(text), index >= 0 else { return nil }
            self = .index(index)
        }
    }

    /// The chosen monitor, given where the pointer is and the middle of the focused window (nil:
    /// unknown); falls back to the primary, then the first, so there is always an answer when any
    /// monitor exists.
    package func resolve(in monitors: [Monitor], pointer: Point?, focusedWindowCenter: Point? = nil) -> Monitor? {
        let primary = monitors.first(where: \.isPrimary) ?? monitors.first
        func monitor(containing point: Point?) -> Monitor? {
            guard let point else { return primary }
            return monitors.first { $0.frame.contains(point) } ?? primary
        }
        switch self {
        case .pointer:
            return monitor(containing: pointer)
        case .focusedWindow:
            return monitor(containing: focusedWindowCenter)
        case .primary:
            return primary
        case .index(let index):
            return monitors.indices.contains(index) ? monitors[index] : primary
        }
    }
}
